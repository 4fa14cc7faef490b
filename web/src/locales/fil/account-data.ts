import type { Catalogue } from '../types';

export const accountData: Catalogue['accountData'] = {
  title: 'I-download ang data ko',
  eyebrow: 'Mga Setting',
  intro:
    'Kumuha ng kopya ng PIXEL data mo bilang ZIP file, bawat bahagi bilang spreadsheet (CSV) at bilang JSON. Inihahanda namin ito habang nagpapatuloy ka, at ime-mail namin sa iyo ang link na gagana nang 24 oras, para sa iyo lang.',
  contentsTitle: 'Ang laman ng ZIP',
  contents: {
    profile: 'Ang profile mo: pangalan at address ng page, email, bio, mobile number, referral code',
    posts:
      'Ang mga Snap, Slide at Bloc post mo kasama ang mga caption, ang mga goal mo, at ang mga tanong at sagot mo',
    photos: 'Ang mga larawang in-upload mo, kung paano mo in-upload',
    gifts: 'Ang mga gift na ipinadala at natanggap mo, ang mga binili at naibenta mo',
    memberships: 'Ang mga membership mo, at ang mga tier at member mo',
    money: 'Ang mga transaksyon at payout mo',
    accounts:
      'Ang mga bank at e-wallet account mo (nakatago ang account number maliban sa huling 4 na digit)',
    security: 'Ang mga session at browser mo, ang mga referral mo, at kung naka-on ang two-factor sign-in',
  },
  yourCopy: 'Ang kopya mo',
  loadError: 'Hindi namin ma-load ang data download mo.',
  nextRequest:
    'Puwede kang humingi ng bagong kopya isang beses sa isang araw: ulit pagkatapos ng <time></time>.',
  download: 'I-download ang data ko',
  preparingTitle: 'Inihahanda ang data mo',
  preparingText:
    'Puwede itong tumagal nang ilang minuto. Ime-mail namin sa iyo ang link kapag handa na, at puwede mo rin itong i-download sa page na ito.',
  readyTitle: 'Handa na ang data mo',
  readyText:
    'Nag-mail din kami sa iyo ng link. Gagana ang download hanggang <time></time>; pagkatapos ay buburahin ang file.',
  downloadZip: 'I-download ang ZIP',
  downloadZipSized: 'I-download ang ZIP ({{size}})',
  expired: 'Nag-expire ang huli mong kopya noong <time></time> at binura na.',
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [];
