import type { PaginationMeta, PersonSummary } from '@pixel/contract';

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

/** A person of a list, drawn from the 100x100 avatar (the avatar itself until that version exists). */
export const personSummaryOf = (row: {
  pageUrl: string;
  pageName: string;
  avatar: string | null;
  avatarWh100: string | null;
}): PersonSummary => ({
  page_url: row.pageUrl,
  page_name: row.pageName,
  avatar: row.avatar,
  avatar_variants: { WH100: row.avatarWh100 ?? row.avatar },
});

export const offsetOf = (input: { page: number; perPage: number }) => (input.page - 1) * input.perPage;
