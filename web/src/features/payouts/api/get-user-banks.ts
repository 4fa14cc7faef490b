import { queryOptions, useQuery } from '@tanstack/react-query';
import { banksCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

export const userBanksQueryKey = ['payouts', 'user-banks'] as const;

export const getUserBanks = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await call(banksCalls.own, { signal })).data;

/** The signed-in user's bank accounts; exactly one is enabled once there is any. */
export const userBanksQueryOptions = () =>
  queryOptions({ queryKey: userBanksQueryKey, queryFn: ({ signal }) => getUserBanks({ signal }) });

export const useUserBanks = () => useQuery(userBanksQueryOptions());
