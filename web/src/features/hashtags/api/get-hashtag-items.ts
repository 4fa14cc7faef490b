import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { hashtagPage } from '@pixel/contract';
import { normalizeHashtag } from '@pixel/contract';
import { api } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';

export const hashtagPageSize = 15;

export const getHashtagItems = ({ tag, page, signal }: { tag: string; page: number; signal?: AbortSignal }) =>
  api.get<typeof hashtagPage>(`/v1/hashtags/${encodeURIComponent(tag)}`, {
    query: { page, per_page: hashtagPageSize },
    signal,
  });

/** Public content carrying `tag`, newest first. */
export const hashtagItemsQueryOptions = (tag: string) =>
  infiniteQueryOptions({
    queryKey: ['hashtags', normalizeHashtag(tag)],
    queryFn: ({ pageParam, signal }) => getHashtagItems({ tag, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useHashtagItems = (tag: string) => useInfiniteQuery(hashtagItemsQueryOptions(tag));
