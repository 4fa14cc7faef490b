import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { creatorGiftsPageSize, type Page, type PublicGift } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';

type GiftsPage = Page<PublicGift>;

export const getCreatorGifts = ({
  pageUrl,
  page,
  signal,
}: {
  pageUrl: string;
  page: number;
  signal?: AbortSignal;
}) =>
  api.get<Page<PublicGift>>(`/v1/profile/${encodeURIComponent(pageUrl)}/gifts`, {
    query: { page, per_page: creatorGiftsPageSize },
    signal,
  });

export const creatorGiftsKey = (pageUrl: string) => ['gifts', pageUrl] as const;

// the owner also sees hidden gifts: the viewer is part of the key, so logging in never shows a stale list
export const creatorGiftsQueryOptions = (pageUrl: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: [...creatorGiftsKey(pageUrl), { viewer }],
    queryFn: ({ pageParam, signal }) => getCreatorGifts({ pageUrl, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export function useCreatorGifts(pageUrl: string) {
  const user = useUser();
  return useInfiniteQuery({
    ...creatorGiftsQueryOptions(pageUrl, user.data?.id ?? null),
    enabled: !user.isPending,
  });
}

/** Puts a gift the server has just changed (reply, hide) into every cached list of the page. */
export function replaceGift(list: InfiniteData<GiftsPage> | undefined, gift: PublicGift) {
  if (!list) return list;
  return {
    ...list,
    pages: list.pages.map((page) => ({
      ...page,
      data: page.data.map((item) => (item.id === gift.id ? gift : item)),
    })),
  };
}
