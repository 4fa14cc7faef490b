import type { Catalogue } from '../types';

export const verification: Catalogue['verification'] = {};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [];
