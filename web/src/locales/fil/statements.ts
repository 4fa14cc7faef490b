import type { Catalogue } from '../types';

export const statements: Catalogue['statements'] = {};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [];
