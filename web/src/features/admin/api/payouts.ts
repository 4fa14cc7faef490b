import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCalls, type adminPayoutsQuery } from '@pixel/contract';
import type { z } from 'zod';
import { call } from '@/lib/api-client';

/** A tab of finance's review: `held` is the pending payouts on hold. */
export type PayoutReviewStatus = z.output<typeof adminPayoutsQuery>['status'];
export type PayoutsFilter = { status: PayoutReviewStatus; page: number };

/** GET /v1/admin/payouts: the payouts of one status, newest first, with what the provider knows of each. */
export const getPayouts = ({ status, page, signal }: PayoutsFilter & { signal?: AbortSignal }) =>
  call(adminCalls.payouts, { query: { status, page }, signal });

export const payoutsQueryOptions = (filter: PayoutsFilter) =>
  queryOptions({
    queryKey: ['admin', 'payouts', filter],
    queryFn: ({ signal }) => getPayouts({ ...filter, signal }),
    placeholderData: keepPreviousData,
    // the provider and the poller move payouts at any time: read fresh each time
    staleTime: 0,
  });

export const usePayouts = (filter: PayoutsFilter) => useQuery(payoutsQueryOptions(filter));

export type PayoutReviewChange = 'hold' | 'release' | 'retry';

const changeCalls = {
  hold: adminCalls.holdPayout,
  release: adminCalls.releasePayout,
  retry: adminCalls.retryPayout,
} as const satisfies Record<PayoutReviewChange, unknown>;

/** POST /v1/admin/payouts/{reference}/hold, /release or /retry, with the reason the audit trail keeps. */
export const changePayout = ({
  reference,
  change,
  reason,
}: {
  reference: string;
  change: PayoutReviewChange;
  reason: string;
}) => call(changeCalls[change], { params: { reference }, body: { reason } });

/** The lists are read again after a change, and after a refusal (the provider or a colleague moved it first). */
export function useChangePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePayout,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
    // the modal's form marks its field or says the refusal itself
    onError: () => undefined,
  });
}
