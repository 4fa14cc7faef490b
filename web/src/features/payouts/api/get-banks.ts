import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { bankPageSizes, banksCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { nextPageParam } from '@/lib/pagination';

export const getBanks = ({
  search,
  page,
  perPage = bankPageSizes.modal,
  signal,
}: {
  search?: string;
  page: number;
  perPage?: number;
  signal?: AbortSignal;
}) => call(banksCalls.list, { query: { search, page, per_page: perPage }, signal });

/** The banks and e-wallets a payout can go to, 100 a page in the Add Bank Account modal (spec §9). */
export const banksQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['banks', 'list', { search }],
    queryFn: ({ pageParam, signal }) => getBanks({ search, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useBanks = (search: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...banksQueryOptions(search), enabled });
