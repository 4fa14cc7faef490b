import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contentCalls, contentLimits, type PhotoType } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';
import { photoContentKey } from './get-photo-posts';

/** GET /v1/user/content/images/buyers/{type}/{id}: who bought a post, newest first (its creator only). */
export const getBuyers = ({
  type,
  id,
  page,
  signal,
}: {
  type: PhotoType;
  id: string;
  page: number;
  signal?: AbortSignal;
}) =>
  call(contentCalls.buyers, {
    params: { type, id },
    query: { page, per_page: contentLimits.buyersPerPage },
    signal,
  });

export const buyersQueryOptions = (type: PhotoType, id: string) =>
  infiniteQueryOptions({
    queryKey: [...photoContentKey, 'buyers', type, id],
    queryFn: ({ pageParam, signal }) => getBuyers({ type, id, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useBuyers = (type: PhotoType, id: string) => useInfiniteQuery(buyersQueryOptions(type, id));
