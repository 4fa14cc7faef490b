import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCalls, type adminPayoutChangeRequest } from '@pixel/contract';
import type { z } from 'zod';
import { call } from '@/lib/api-client';
import { personQueryKey } from './person';

export type PayoutChange = z.output<typeof adminPayoutChangeRequest>;

/**
 * POST /v1/admin/users/{id}/payout-changes: a new payout bank or number for the creator to confirm with the
 * code sent to what they have on file (decision 0101).
 */
export const proposePayoutChange = ({ userId, change }: { userId: string; change: PayoutChange }) =>
  call(adminCalls.proposePayoutChange, { params: { user_id: userId }, body: change });

/** The person's page is read again, with the audit trail that now holds the proposal. */
export function useProposePayoutChange(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PayoutChange) => proposePayoutChange({ userId, change }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: personQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
    // the modal's form marks its field or says the refusal itself
    onError: () => undefined,
  });
}
