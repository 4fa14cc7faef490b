import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundRequestsCalls } from '@pixel/contract';
import { balanceQueryOptions } from '@/features/wallet';
import { call, compact } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { refundRequestsKey } from './get-refund-requests';

export type RefundAnswer = 'approve' | 'decline';

/**
 * POST /v1/user/refund-requests/{id}/approve (an optional reply) or /decline (a reply required): the
 * creator's answer.
 */
export const answerRefundRequest = ({
  id,
  answer,
  reply,
}: {
  id: string;
  answer: RefundAnswer;
  reply?: string;
}) => call(refundRequestsCalls[answer], { params: { id }, body: compact({ reply }) });

export function useAnswerRefundRequest({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof answerRefundRequest> } = {}) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: refundRequestsKey });
    // an approval takes the creator's share back at once
    void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: ['transactions'] });
  };
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: answerRefundRequest,
    // answered meanwhile (by support, once the 3 days are over) leaves the list stale too
    onSettled: (...args) => {
      refresh();
      return onSettled?.(...args);
    },
  });
}
