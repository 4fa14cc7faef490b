import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { membershipsCalls, type Membership } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { membershipsKey } from './get-public-tiers';

/** GET /v1/user/memberships: the signed-in supporter's memberships, active first, then lapsed. */
export const getMyMemberships = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await call(membershipsCalls.mine, { signal })).data;

export const myMembershipsKey = [...membershipsKey, 'mine'] as const;

export const myMembershipsQueryOptions = () =>
  queryOptions({ queryKey: myMembershipsKey, queryFn: ({ signal }) => getMyMemberships({ signal }) });

export const useMyMemberships = () => useQuery(myMembershipsQueryOptions());

/** Puts a membership the server answered in place in My memberships, without waiting for a reload. */
export function replaceMembership(queryClient: QueryClient, membership: Membership) {
  queryClient.setQueryData<Membership[]>(myMembershipsKey, (list) =>
    list?.map((entry) => (entry.id === membership.id ? membership : entry)),
  );
}
