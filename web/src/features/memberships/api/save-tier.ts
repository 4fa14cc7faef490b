import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipsCalls, type ownTiersResponse, type TierRequest } from '@pixel/contract';
import type { z } from 'zod';
import { call } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { membershipsKey, ownTiersKey } from './get-tiers';

type OwnTiers = z.output<typeof ownTiersResponse>;

/** POST /v1/user/memberships/tiers */
export const createTier = (tier: TierRequest) => call(membershipsCalls.createTier, { body: tier });

/** PUT /v1/user/memberships/tiers/{tier_id}: replaces every field. */
export const updateTier = ({ id, tier }: { id: string; tier: TierRequest }) =>
  call(membershipsCalls.updateTier, { params: { tier_id: id }, body: tier });

/** DELETE /v1/user/memberships/tiers/{tier_id}: archives it; its members keep it until their period ends. */
export const archiveTier = (id: string) => call(membershipsCalls.archiveTier, { params: { tier_id: id } });

/** POST /v1/user/memberships/tiers/order */
export const orderTiers = (tierIds: string[]) =>
  call(membershipsCalls.orderTiers, { body: { tier_ids: tierIds } });

/** The tiers, the members list's tier names and the dashboard's figures all follow a change of a tier. */
function useRefreshMemberships() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: membershipsKey });
}

export function useCreateTier() {
  const refresh = useRefreshMemberships();
  // the form marks the fields of a failure itself
  return useMutation({ mutationFn: createTier, onSuccess: refresh, onError: () => undefined });
}

export function useUpdateTier() {
  const refresh = useRefreshMemberships();
  return useMutation({ mutationFn: updateTier, onSuccess: refresh, onError: () => undefined });
}

export function useArchiveTier() {
  const refresh = useRefreshMemberships();
  return useMutation({ mutationFn: archiveTier, onSuccess: refresh });
}

/**
 * A new order shows at once: the list is put in that order before the server answers, and back as it was
 * should the server refuse.
 */
export function useOrderTiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderTiers,
    onMutate: async (tierIds: string[]) => {
      await queryClient.cancelQueries({ queryKey: ownTiersKey });
      const before = queryClient.getQueryData<OwnTiers>(ownTiersKey);
      if (before) {
        const rank = (id: string) => {
          const index = tierIds.indexOf(id);
          return index < 0 ? tierIds.length : index;
        };
        const data = [...before.data].sort((a, b) => rank(a.id) - rank(b.id));
        queryClient.setQueryData<OwnTiers>(ownTiersKey, { ...before, data });
      }
      return { before };
    },
    onSuccess: (answer) => queryClient.setQueryData<OwnTiers>(ownTiersKey, answer),
    onError: (error, _tierIds, context) => {
      if (context?.before) queryClient.setQueryData(ownTiersKey, context.before);
      handleApiError(error);
    },
  });
}
