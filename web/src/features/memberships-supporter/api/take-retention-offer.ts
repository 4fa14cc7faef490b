import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipLinksCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { replaceMembership } from './get-my-memberships';
import { membershipsKey } from './get-public-tiers';

/** POST /v1/user/memberships/{id}/retention-offer: the creator's offer, taken once instead of cancelling. */
export const takeRetentionOffer = ({ membershipId }: { membershipId: string }) =>
  call(membershipLinksCalls.takeRetentionOffer, { params: { membership_id: membershipId } });

export const useTakeRetentionOffer = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof takeRetentionOffer> } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: takeRetentionOffer,
    onSuccess: (...args) => {
      replaceMembership(queryClient, args[0].data);
      void queryClient.invalidateQueries({ queryKey: membershipsKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
