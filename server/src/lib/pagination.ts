import type { PaginationMeta } from '@pixel/contract';

/** The `meta` of a page: `last_page` is at least 1, so an empty list still has a page to be on. */
export function pageMeta(input: { page: number; perPage: number; total: number }): PaginationMeta {
  return {
    current_page: input.page,
    last_page: Math.max(1, Math.ceil(input.total / input.perPage)),
    per_page: input.perPage,
    total: input.total,
  };
}

/** An ILIKE pattern that finds `search` anywhere, its wildcard characters taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const offsetOf = (input: { page: number; perPage: number }) => (input.page - 1) * input.perPage;
