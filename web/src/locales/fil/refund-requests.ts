import type { Catalogue } from '../types';

export const refundRequests: Catalogue['refundRequests'] = {};

/** Keys of this file whose Filipino is the English (names, words used as they are). */
export const sameInBoth: string[] = [];
