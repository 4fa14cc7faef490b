import type { Catalogue } from '../types';

export const sessions: Catalogue['sessions'] = {
  title: 'Mga Session',
  eyebrow: 'Mga Setting',
  intro:
    'Ang mga browser na naka-sign in sa account mo. Kung may hindi ka kilala, tapusin ito at <link>palitan ang password mo</link>.',
  loadError: 'Hindi namin ma-load ang mga session mo.',
  list: 'Mga naka-sign in na session',
  browserOn: '{{browser}} sa {{system}}',
  aBrowserOn: 'Isang browser sa {{system}}',
  unknownBrowser: 'Hindi kilalang browser',
  thisDevice: 'Ang device na ito',
  activeNow: 'Aktibo ngayon',
  lastSeen: 'Huling nakita {{when}}',
  signedIn: 'Nag-sign in noong <time></time>',
  end: 'Tapusin',
  endLabel: 'Tapusin ang session ng {{device}}',
  endTitle: 'Tapusin ang session na ito?',
  endMessage:
    'Masa-sign out agad ang {{device}} sa account mo. Kakailanganin ng gumagamit nito ang password mo para makapag-sign in ulit.',
  endConfirm: 'Tapusin ang session',
  ended: 'Natapos na ang session.',
  endOthers: 'Mag-sign out sa lahat ng iba',
  endOthersTitle: 'Mag-sign out sa lahat ng iba?',
  endOthersMessage:
    'Masa-sign out agad ang lahat ng ibang browser na naka-sign in sa account mo ({{count}}). Mananatiling naka-sign in ang isang ito.',
  endedOthersOne: 'Na-sign out ang 1 pang session.',
  endedOthersMany: 'Na-sign out ang {{n}} pang session.',
  onlyThisBrowser: 'Sa browser na ito lang naka-sign in ang account mo.',
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [];
