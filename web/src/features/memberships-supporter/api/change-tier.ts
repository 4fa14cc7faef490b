import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import type { MutationConfig } from '@/lib/query-client';
import { membershipsKey } from './get-public-tiers';
import type { RedirectUrls } from './redirect-urls';

/**
 * POST /v1/user/memberships/{id}/change-tier: an upgrade answers a checkout of the difference for the days
 * left (`link_url`); a downgrade answers no link and the membership with its `next_tier`.
 */
export const changeTier = ({
  membershipId,
  tierId,
  redirects,
  idempotencyKey,
}: {
  membershipId: string;
  tierId: string;
  redirects: RedirectUrls;
  idempotencyKey?: string;
}) =>
  call(membershipsCalls.changeTier, {
    params: { membership_id: membershipId },
    body: { tier_id: tierId, ...redirects },
    idempotencyKey,
  });

export const useChangeTier = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changeTier> } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (input: Parameters<typeof changeTier>[0]) =>
      withIdempotencyKey('change-tier', input, (idempotencyKey) => changeTier({ ...input, idempotencyKey })),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: membershipsKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
