import type { Catalogue } from '../types';

export const share: Catalogue['share'] = {};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [];
