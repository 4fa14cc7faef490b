import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { membershipsKey } from './get-tiers';

/** GET /v1/user/memberships/summary: active members and monthly recurring revenue. */
export const getMembershipSummary = ({ signal }: { signal?: AbortSignal }) =>
  call(membershipsCalls.summary, { signal });

export const useMembershipSummary = ({ enabled }: { enabled: boolean }) =>
  useQuery(
    queryOptions({
      queryKey: [...membershipsKey, 'summary'],
      queryFn: ({ signal }) => getMembershipSummary({ signal }),
      enabled,
    }),
  );
