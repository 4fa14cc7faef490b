import type { Catalogue } from '../types';

export const profileSettings: Catalogue['profileSettings'] = {
  documentTitle: 'Mga setting ng profile',
  eyebrow: 'Mga Setting',
  title: 'Ang profile mo',
  intro: 'Ang nakikita ng mga tao sa <link>page mo</link>.',
  pictures: 'Mga larawan',
  yourCover: 'Ang cover photo mo',
  yourAvatar: 'Ang avatar mo',
  changeAvatar: 'Palitan ang avatar',
  changeCover: 'Palitan ang cover photo',
  uploadingAvatar: 'Ina-upload ang avatar',
  uploadingCover: 'Ina-upload ang cover photo',
  details: 'Mga detalye',
  pageName: 'Pangalan ng page',
  bio: 'Bio',
  bioPlaceholder: 'Ikuwento ang tungkol sa iyo. Ang mga #hashtag ay may link sa kanilang page.',
  saveChanges: 'I-save ang mga pagbabago',
};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = ['profileSettings.bio'];
