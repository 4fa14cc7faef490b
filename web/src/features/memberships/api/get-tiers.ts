import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** Everything the creator's side of memberships reads lives under `['memberships']`. */
export const membershipsKey = ['memberships'] as const;
export const ownTiersKey = [...membershipsKey, 'own-tiers'] as const;

/** GET /v1/user/memberships/tiers: the creator's own tiers in their order, archived last. */
export const getOwnTiers = ({ signal }: { signal?: AbortSignal }) =>
  call(membershipsCalls.ownTiers, { signal });

export const ownTiersQueryOptions = () =>
  queryOptions({ queryKey: ownTiersKey, queryFn: ({ signal }) => getOwnTiers({ signal }) });

export const useOwnTiers = () => useQuery(ownTiersQueryOptions());
