import type { Catalogue } from '../types';

export const referrals: Catalogue['referrals'] = {
  title: 'Mga referral',
  intro:
    'Mag-imbita ng mga creator sa PIXEL. Kapag may nag-sign up gamit ang code mo, kikita ka ng {{percent}} ng bayad sa PIXEL sa bawat gift at benta na matatanggap nila sa loob ng {{months}} buwan. Galing ito sa bayad namin, kaya buo pa rin ang matatanggap nila na parang wala ka. Pumapasok ang mga reward sa wallet mo sa bawat bayad at lumalabas sa mga <link>transaksyon</link> mo bilang Reward sa referral.',
  copied: 'Nakopya na',
  yourCode: 'Ang referral code mo',
  code: 'Referral code',
  copyCode: 'Kopyahin ang code',
  link: 'Link sa pag-sign up',
  copyLink: 'Kopyahin ang link',
  linkHint: 'Bubuksan ng link ang page ng pag-sign up na nakalagay na ang code mo.',
  signedUp: 'Nag-sign up gamit ang code mo',
  earnedSoFar: 'Kinita hanggang ngayon',
  joined: 'Sumali noong {{date}}',
  earnsUntil: 'kikitaan mo ng reward hanggang {{date}}',
  ended: 'natapos ang reward noong {{date}}',
  earned: 'kinita',
  people: 'Mga nag-sign up gamit ang code mo',
  nobody: 'Wala pang nag-sign up gamit ang code mo. I-share ang link mo para mag-imbita ng mga creator.',
  pages: 'Mga page ng mga nag-sign up gamit ang code mo',
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = ['referrals.code'];
