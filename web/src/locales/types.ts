import type { en } from './en';

/** The shape every language's catalogue has: English's keys, each a text (decision 0110). */
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type Catalogue = Texts<typeof en>;
