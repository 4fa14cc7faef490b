import { queryOptions, useQuery } from '@tanstack/react-query';
import type { membershipSummaryResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';
import { membershipsKey } from './get-tiers';

/** GET /v1/user/memberships/summary: active members and monthly recurring revenue. */
export const getMembershipSummary = ({ signal }: { signal?: AbortSignal }) =>
  api.get<typeof membershipSummaryResponse>('/v1/user/memberships/summary', { signal });

export const useMembershipSummary = ({ enabled }: { enabled: boolean }) =>
  useQuery(
    queryOptions({
      queryKey: [...membershipsKey, 'summary'],
      queryFn: ({ signal }) => getMembershipSummary({ signal }),
      enabled,
    }),
  );
