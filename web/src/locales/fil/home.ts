import type { Catalogue } from '../types';

export const home: Catalogue['home'] = {
  hero: {
    badge: 'Gawa para sa mga Pilipinong creator',
    title: 'Makakuha ng suporta mula sa mga fan mo,',
    titleAccent: 'sa piso.',
    lead: 'Sa PIXEL, may isang link ka kung saan nagpapadala ng gift ang mga supporter, nag-a-unlock ng mga photo mo at tumutulong na maabot ang mga goal mo.',
    signUp: 'Gawin ang libreng page mo',
    logIn: 'May account na ako',
    toDashboard: 'Pumunta sa dashboard mo',
    address: 'pixel.ph/pangalanmo',
    line: 'Page mo, mga supporter mo, kita mo.',
  },
  highlights: {
    title: 'Lahat ng kailangan mo para kumita sa content mo',
    gifts: {
      title: 'Mga gift mula sa mga supporter mo',
      text: 'Pinapadalhan ka ng mga fan ng gift mula {{amount}}, may pangalan at sweet na mensahe, o anonymous.',
    },
    snaps: {
      title: 'Mga Snap at Slide',
      text: 'Magbahagi ng libreng sneak peek at magbenta ng isang photo o buong set, sa sarili mong presyo.',
    },
    goals: {
      title: 'Mga Goal',
      text: 'Nag-iipon para sa bagong camera o trip? Gumawa ng goal at hayaang tulungan ka ng mga supporter mo na maabot ito.',
    },
    payouts: {
      title: 'Libreng payout',
      text: 'I-withdraw ang kita mo sa e-payment account mo nang libre, o sa bangko mo.',
    },
  },
  find: {
    toExploreTitle: 'Mga creator na puwedeng tuklasin',
    noneYet: 'Wala pang creator na nag-post. Puwedeng ang page mo ang mauna rito.',
    explore: 'Tuklasin ang mga creator at tag',
    noMatch: 'Walang creator na tugma sa “{{search}}”.',
    title: 'Maghanap ng creator',
    label: 'Maghanap ng creator',
    description: 'Maghanap ayon sa pangalan o address ng page',
    placeholder: 'Maria Santos o mariasketches',
    searching: 'Naghahanap',
  },
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [];
