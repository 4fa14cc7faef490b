import { queryOptions, useQuery } from '@tanstack/react-query';
import type { balanceResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';

/** The PHP balance of the signed-in user (the only currency there is); zero when there is none yet. */
export const getBalance = async ({ signal }: { signal?: AbortSignal } = {}) => {
  const { data } = await api.get<typeof balanceResponse>('/v1/user/balance', { signal });
  return (
    data.find((entry) => entry.currency === 'PHP') ?? {
      currency: 'PHP' as const,
      amount: '0.00',
      pending_amount: '0.00',
    }
  );
};

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: ['wallet', 'balance'], queryFn: getBalance });

export const useBalance = () => useQuery(balanceQueryOptions());
