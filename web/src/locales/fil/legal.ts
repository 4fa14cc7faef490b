import type { Catalogue } from '../types';

export const legal: Catalogue['legal'] = {
  eyebrow: 'Legal',
  terms: 'Mga Tuntunin at Kundisyon',
  privacy: 'Abiso sa Privacy',
  inEnglish:
    'Nasa English ang tekstong ito, ang bersyong masusunod. May tanong tungkol dito? Mag-email sa <link>{{email}}</link>.',
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = ['legal.eyebrow'];
