import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletCalls, type balanceResponse } from '@pixel/contract';
import { call, type Answer } from '@/lib/api-client';

/** The PHP balance in an answer of GET /v1/user/balance (the only currency there is); zero when none yet. */
export const phpBalance = ({ data }: Answer<typeof balanceResponse>) =>
  data.find((entry) => entry.currency === 'PHP') ?? {
    currency: 'PHP' as const,
    amount: '0.00',
    pending_amount: '0.00',
  };

/** The PHP balance of the signed-in user. */
export const getBalance = async ({ signal }: { signal?: AbortSignal } = {}) =>
  phpBalance(await call(walletCalls.balance, { signal }));

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'balance'], queryFn: getBalance });

export const useBalance = () => useQuery(balanceQueryOptions());
