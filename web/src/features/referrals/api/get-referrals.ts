import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { referralsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** GET /v1/user/referrals: the people who signed up with the user's code, newest first. */
export const getReferrals = ({ page, signal }: { page: number; signal?: AbortSignal }) =>
  call(referralsCalls.list, { query: { page }, signal });

export const referralsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['referrals', 'list', page],
    queryFn: ({ signal }) => getReferrals({ page, signal }),
    placeholderData: keepPreviousData,
  });

export const useReferrals = (page: number) => useQuery(referralsQueryOptions(page));
