import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { walletCalls, type EarningsQuery } from '@pixel/contract';
import { call } from '@/lib/api-client';

type Period = NonNullable<EarningsQuery['period']>;

export const getEarnings = ({ period, signal }: { period: Period; signal?: AbortSignal }) =>
  call(walletCalls.earnings, { query: { period }, signal });

/** Gifts and purchases per day (last 30) or month (last 12), and the top supporters of that time. */
export const earningsQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: ['wallet', 'earnings', period],
    queryFn: ({ signal }) => getEarnings({ period, signal }),
    placeholderData: keepPreviousData,
  });

export const useEarnings = (period: Period) => useQuery(earningsQueryOptions(period));
