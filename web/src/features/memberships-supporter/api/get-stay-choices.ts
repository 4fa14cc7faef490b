import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipLinksCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { myMembershipsKey } from './get-my-memberships';

/** GET /v1/user/memberships/{id}/stay-choices: what cancelling offers instead (the creator's offer, a pause). */
export const getStayChoices = async ({
  membershipId,
  signal,
}: {
  membershipId: string;
  signal?: AbortSignal;
}) =>
  (await call(membershipLinksCalls.stayChoices, { params: { membership_id: membershipId }, signal })).data;

export const stayChoicesQueryOptions = (membershipId: string) =>
  queryOptions({
    queryKey: [...myMembershipsKey, membershipId, 'stay-choices'],
    queryFn: ({ signal }) => getStayChoices({ membershipId, signal }),
    // asked each time the choices open: an offer taken or a pause elsewhere changes them
    staleTime: 0,
    // without them cancelling stays open: no waiting on retries
    retry: false,
  });

export const useStayChoices = (membershipId: string) => useQuery(stayChoicesQueryOptions(membershipId));
