import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refundRequestsCalls, type RefundRequestStatus } from '@pixel/contract';
import { call } from '@/lib/api-client';

export type RefundRequestsFilter = { status: RefundRequestStatus; page: number };

/** GET /v1/admin/refund-requests: the requests of one status, oldest first. */
export const getRefundRequestQueue = ({
  status,
  page,
  signal,
}: RefundRequestsFilter & { signal?: AbortSignal }) =>
  call(refundRequestsCalls.queue, { query: { status, page }, signal });

export const refundRequestQueueQueryOptions = (filter: RefundRequestsFilter) =>
  queryOptions({
    queryKey: ['admin', 'refund-requests', filter],
    queryFn: ({ signal }) => getRefundRequestQueue({ ...filter, signal }),
    placeholderData: keepPreviousData,
    // requests reach support every 15 minutes, and other staff answer them: read fresh each time
    staleTime: 0,
  });

export const useRefundRequestQueue = (filter: RefundRequestsFilter) =>
  useQuery(refundRequestQueueQueryOptions(filter));

export type RefundRequestDecision = 'approve' | 'decline';

const decisionCalls = {
  approve: refundRequestsCalls.staffApprove,
  decline: refundRequestsCalls.staffDecline,
} as const satisfies Record<RefundRequestDecision, unknown>;

/** POST /v1/admin/refund-requests/{id}/approve or /decline, with the reason the supporter is mailed. */
export const decideRefundRequest = ({
  id,
  decision,
  reason,
}: {
  id: string;
  decision: RefundRequestDecision;
  reason: string;
}) => call(decisionCalls[decision], { params: { id }, body: { reason } });

/** The queue is read again after a decision, and after a refusal (another staff member answered first). */
export function useDecideRefundRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRefundRequest,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'refund-requests'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
    // the modal's form marks its field or says the refusal itself
    onError: () => undefined,
  });
}
