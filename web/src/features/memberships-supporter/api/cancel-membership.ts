import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { replaceMembership } from './get-my-memberships';
import { membershipsKey } from './get-public-tiers';

/** POST /v1/user/memberships/{id}/cancel: auto-renew off; the membership lasts to the end of its period. */
export const cancelMembership = ({ membershipId }: { membershipId: string }) =>
  call(membershipsCalls.cancel, { params: { membership_id: membershipId } });

export const useCancelMembership = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof cancelMembership> } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: cancelMembership,
    onSuccess: (...args) => {
      replaceMembership(queryClient, args[0].data);
      void queryClient.invalidateQueries({ queryKey: membershipsKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
