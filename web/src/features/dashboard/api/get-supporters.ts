import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { walletCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';

export const getSupporters = ({ page, signal }: { page: number; signal?: AbortSignal }) =>
  call(walletCalls.supporters, { query: { page }, signal });

/** The creator's supporters, the latest first, a page at a time. */
export const supportersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['wallet', 'supporters'],
    queryFn: ({ pageParam, signal }) => getSupporters({ page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useSupporters = () => useInfiniteQuery(supportersQueryOptions());
