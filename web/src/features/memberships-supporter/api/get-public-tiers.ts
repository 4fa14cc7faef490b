import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipsCalls } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { call } from '@/lib/api-client';

/** GET /v1/profile/memberships/tiers/{page_url}: a creator's visible tiers and the viewer's own membership. */
export const getPublicTiers = async ({ pageUrl, signal }: { pageUrl: string; signal?: AbortSignal }) =>
  (await call(membershipsCalls.publicTiers, { params: { page_url: pageUrl }, signal })).data;

/** Every membership read lives under ['memberships']: a payment or a change refreshes them all. */
export const membershipsKey = ['memberships'] as const;

// the membership in the answer is the viewer's own: the viewer is part of the key
export const publicTiersQueryOptions = (pageUrl: string, viewer: string | null) =>
  queryOptions({
    queryKey: [...membershipsKey, 'tiers', pageUrl, { viewer }],
    queryFn: ({ signal }) => getPublicTiers({ pageUrl, signal }),
  });

/** The tiers a supporter can join on `pageUrl`'s page, once who is looking is known. */
export function usePublicTiers(pageUrl: string) {
  const user = useUser();
  return useQuery({
    ...publicTiersQueryOptions(pageUrl, user.data?.id ?? null),
    enabled: !user.isPending,
  });
}

/** Whether the page has a Membership tab: at least one tier a supporter can join. */
export function useHasMembershipTiers(pageUrl: string): boolean {
  const tiers = usePublicTiers(pageUrl);
  return (tiers.data?.tiers.length ?? 0) > 0;
}
