import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

const heldMessagesKey = ['admin', 'held-messages'] as const;

/** GET /v1/admin/held-messages: the gift messages creators' filters held, across creators, oldest first. */
export const getHeldMessages = ({ signal }: { signal?: AbortSignal } = {}) =>
  call(adminCalls.heldMessages, { signal });

export const heldMessagesQueryOptions = () =>
  queryOptions({
    queryKey: heldMessagesKey,
    queryFn: ({ signal }) => getHeldMessages({ signal }),
    // what a filter held may be abuse aimed at a creator: read fresh, and not kept once the page is left
    staleTime: 0,
    gcTime: 0,
  });

export const useHeldMessages = () => useQuery(heldMessagesQueryOptions());

export type HeldMessageDecision = 'approve' | 'remove';

const decisionCalls = {
  approve: adminCalls.approveMessage,
  remove: adminCalls.removeMessage,
} as const satisfies Record<HeldMessageDecision, unknown>;

/** POST /v1/admin/held-messages/{gift_id}/approve or /remove, with the reason the audit trail keeps. */
export const decideHeldMessage = ({
  giftId,
  decision,
  reason,
}: {
  giftId: string;
  decision: HeldMessageDecision;
  reason: string;
}) => call(decisionCalls[decision], { params: { gift_id: giftId }, body: { reason } });

/** The list is read again after a decision, and after a refusal (the creator or a colleague decided first). */
export function useDecideHeldMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideHeldMessage,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: heldMessagesKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
    // the modal's form marks its field or says the refusal itself
    onError: () => undefined,
  });
}
