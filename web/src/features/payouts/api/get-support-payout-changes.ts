import { queryOptions, useQuery } from '@tanstack/react-query';
import { banksCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

export const supportPayoutChangesQueryKey = ['payouts', 'support-changes'] as const;

export const getSupportPayoutChanges = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await call(banksCalls.supportChanges, { signal })).data;

/**
 * The payout bank or number changes PIXEL support entered for the signed-in creator, each waiting for the
 * code sent to what the creator has on file (decision 0101).
 */
export const supportPayoutChangesQueryOptions = () =>
  queryOptions({
    queryKey: supportPayoutChangesQueryKey,
    queryFn: ({ signal }) => getSupportPayoutChanges({ signal }),
  });

export const useSupportPayoutChanges = () => useQuery(supportPayoutChangesQueryOptions());
