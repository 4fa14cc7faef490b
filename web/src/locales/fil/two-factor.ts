import type { Catalogue } from '../types';

export const twoFactor: Catalogue['twoFactor'] = {};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [];
