import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { hashtagsCalls, normalizeHashtag } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';

export const hashtagPageSize = 15;

export const getHashtagItems = ({ tag, page, signal }: { tag: string; page: number; signal?: AbortSignal }) =>
  call(hashtagsCalls.list, {
    params: { tag },
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
