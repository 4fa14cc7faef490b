import type { PaginationMeta } from '@pixel/contract';

/** For infinite lists: the page after this one, or undefined on the last page. */
export const nextPageParam = ({ meta }: { meta: Pick<PaginationMeta, 'current_page' | 'last_page'> }) =>
  meta.current_page < meta.last_page ? meta.current_page + 1 : undefined;
