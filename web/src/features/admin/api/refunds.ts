import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { adminRefundResponse, adminRefundsResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';
import { personQueryKey } from './person';

/** POST /v1/admin/payments/{reference}/refund: all of a paid payment or a part, and why (decision 0099). */
export const refundPayment = ({
  reference,
  amount,
  reason,
}: {
  reference: string;
  /** `"150.00"`, as the API writes amounts. */
  amount: string;
  reason: string;
}) =>
  api.post<typeof adminRefundResponse>(`/v1/admin/payments/${encodeURIComponent(reference)}/refund`, {
    body: { amount, reason },
  });

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
  api.get<typeof adminRefundsResponse>('/v1/admin/refunds/failed', { signal });

export const failedRefundsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'refunds', 'failed'],
    queryFn: ({ signal }) => getFailedRefunds({ signal }),
    // a refusal comes from the provider at any time: the list is read fresh each time it opens
    staleTime: 0,
  });

export const useFailedRefunds = () => useQuery(failedRefundsQueryOptions());
