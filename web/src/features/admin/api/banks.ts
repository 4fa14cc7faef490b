import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bankPageSizes, banksCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { listCacheTime } from '@/lib/query-client';

/** GET /v1/banks: the banks and e-wallets a payout can go to, as many a page as it gives; a blank search is not sent. */
export const getBanks = ({ search, signal }: { search: string; signal?: AbortSignal }) =>
  call(banksCalls.list, { query: { search, per_page: bankPageSizes.modal }, signal });

export const banksQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'banks', { search }],
    queryFn: ({ signal }) => getBanks({ search, signal }),
    // the list shown stays while the next search is asked
    placeholderData: keepPreviousData,
    staleTime: listCacheTime,
  });

export const useBanks = (search: string) => useQuery(banksQueryOptions(search));
