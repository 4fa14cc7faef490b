import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** GET /v1/user/referrals/summary: the user's own code, its share link and what it has earned. */
export const getReferralSummary = ({ signal }: { signal?: AbortSignal }) =>
  call(referralsCalls.summary, { signal });

export const referralSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['referrals', 'summary'],
    queryFn: ({ signal }) => getReferralSummary({ signal }),
  });

export const useReferralSummary = () => useQuery(referralSummaryQueryOptions());
