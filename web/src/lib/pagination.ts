import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { PaginationMeta } from '@pixel/contract';

export type PageMeta = { meta: Pick<PaginationMeta, 'current_page' | 'last_page'> };

/** For infinite lists: the page after this one, or undefined on the last page. */
export const nextPageParam = ({ meta }: PageMeta) =>
  meta.current_page < meta.last_page ? meta.current_page + 1 : undefined;

/** The page of a list to ask for, 1 first. */
export type PageRequest = { page: number; signal?: AbortSignal };

/**
 * A creator page's list read a page at a time, whose pages depend on who looks (locks, hidden gifts, the
 * viewer's own reactions): the viewer (`null` for a visitor) is part of the key, so signing in or out never
 * shows the list someone else was shown.
 */
export const viewerListQueryOptions = <TPage extends PageMeta, const TKey extends readonly unknown[]>(
  key: TKey,
  viewer: string | null,
  getPage: (request: PageRequest) => Promise<TPage>,
) =>
  infiniteQueryOptions({
    queryKey: [...key, { viewer }] as const,
    queryFn: ({ pageParam, signal }) => getPage({ page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** A cached list with one item changed (new reaction counts, a reply) and the rest as they were. */
export function withItem<TItem extends { id: unknown }, TPage extends { data: TItem[] }>(
  list: InfiniteData<TPage> | undefined,
  id: TItem['id'],
  change: (item: TItem) => TItem,
): InfiniteData<TPage> | undefined {
  if (!list) return list;
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      data: page.data.map((item) => (item.id === id ? change(item) : item)),
    })),
  };
}
