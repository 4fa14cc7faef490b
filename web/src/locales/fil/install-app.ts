import type { Catalogue } from '../types';

export const installApp: Catalogue['installApp'] = {
  title: 'Ilagay ang PIXEL sa home screen mo',
  afterGift: 'Buksan ang PIXEL sa isang tap sa susunod na gusto mong mag-support ng creator.',
  afterPost: 'Buksan ang page at dashboard mo sa isang tap, diretso sa phone mo.',
  notNow: 'Mamaya na',
  install: 'I-install',
};

export const sameInBoth: string[] = [];
