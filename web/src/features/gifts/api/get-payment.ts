import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

export const getPayment = async ({ reference, signal }: { reference: string; signal?: AbortSignal }) =>
  (await call(paymentsCalls.status, { params: { reference }, signal })).data;

// a payment's status changes while the supporter waits: never served from the cache
export const paymentQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['payments', reference],
    queryFn: ({ signal }) => getPayment({ reference, signal }),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * The status of a payment, asked again every `interval` ms while it is pending, for at most `timeout` ms
 * after `startedAt` (each ask makes the server re-check the provider, which settles the payment).
 */
export const usePaymentStatus = ({
  reference,
  startedAt,
  interval,
  timeout,
}: {
  reference: string;
  startedAt: number;
  interval: number;
  timeout: number;
}) =>
  useQuery({
    ...paymentQueryOptions(reference),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() - startedAt < timeout ? interval : false,
  });
