import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { personQueryKey } from './person';

/**
 * POST /v1/admin/payments/{reference}/refund: all of a paid payment or a part, and why (decision 0099). Above
 * the threshold it answers 202 with `approval`: the refund waits for a second staff member, who confirms it
 * by asking for the same amount (decision 0121).
 */
export const refundPayment = ({
  reference,
  amount,
  reason,
}: {
  reference: string;
  /** `"150.00"`, as the API writes amounts. */
  amount: string;
  reason: string;
}) => call(adminCalls.refund, { params: { reference }, body: { amount, reason } });

/** The person's balances and ledger moved: their page is read again, with the lists a refund changes. */
export function useRefundPayment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: personQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'refunds'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
    // the modal's form marks its field or says the refusal itself
    onError: () => undefined,
  });
}

/** GET /v1/admin/refunds/failed: the refunds the provider refused, newest first. */
export const getFailedRefunds = ({ signal }: { signal?: AbortSignal } = {}) =>
  call(adminCalls.failedRefunds, { signal });

export const failedRefundsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'refunds', 'failed'],
    queryFn: ({ signal }) => getFailedRefunds({ signal }),
    // a refusal comes from the provider at any time: the list is read fresh each time it opens
    staleTime: 0,
  });

export const useFailedRefunds = () => useQuery(failedRefundsQueryOptions());

/** POST /v1/admin/payments/{reference}/refund/cancel: a refund waiting for a second staff member, withdrawn. */
export const cancelRefund = ({ reference, reason }: { reference: string; reason: string }) =>
  call(adminCalls.cancelRefund, { params: { reference }, body: { reason } });

export function useCancelRefund(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRefund,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: personQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'refunds'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
    onError: () => undefined,
  });
}

/** GET /v1/admin/refunds/awaiting-approval: refunds approved once, oldest first (decision 0121). */
export const getAwaitingRefunds = ({ signal }: { signal?: AbortSignal } = {}) =>
  call(adminCalls.awaitingRefunds, { signal });

export const awaitingRefundsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'refunds', 'awaiting-approval'],
    queryFn: ({ signal }) => getAwaitingRefunds({ signal }),
    // a colleague approves or confirms one at any time
    staleTime: 0,
  });

export const useAwaitingRefunds = () => useQuery(awaitingRefundsQueryOptions());
