import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contentCalls, contentLimits } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';

/**
 * GET /v1/user/prices: the price tiers a creator can put on a post, 15 a page. Without a search only the
 * suggested tiers are offered; a search (digits and dots) looks through every tier.
 */
export const getPrices = ({ search, page, signal }: { search: string; page: number; signal?: AbortSignal }) =>
  call(contentCalls.prices, {
    query: {
      page,
      per_page: contentLimits.pricesPerPage,
      search,
      suggested_prices_only: search ? undefined : 1,
    },
    signal,
  });

/** Price tiers change rarely: kept fresh for 5 minutes (spec §9). */
export const pricesStaleTime = 5 * 60_000;

export const pricesQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['prices', { search }],
    queryFn: ({ pageParam, signal }) => getPrices({ search, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: pricesStaleTime,
    gcTime: pricesStaleTime,
  });

export const usePrices = (search: string) => useInfiniteQuery(pricesQueryOptions(search));
