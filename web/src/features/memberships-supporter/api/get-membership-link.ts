import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipLinksCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** GET /v1/memberships/links/{token}: what a mail's link would do, for which membership; no session needed. */
export const getMembershipLink = async ({ token, signal }: { token: string; signal?: AbortSignal }) =>
  (await call(membershipLinksCalls.view, { params: { token }, signal })).data;

export const membershipLinkKey = (token: string) => ['membership-link', token] as const;

export const membershipLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: membershipLinkKey(token),
    queryFn: ({ signal }) => getMembershipLink({ token, signal }),
    // a link that is not ours answers 404 however often it is asked
    retry: false,
  });

export const useMembershipLink = (token: string) => useQuery(membershipLinkQueryOptions(token));
