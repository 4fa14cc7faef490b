import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { replaceMembership } from './get-my-memberships';
import { membershipsKey } from './get-public-tiers';

/** POST /v1/user/memberships/{id}/auto-renew: only a membership last paid with a recurring method. */
export const setAutoRenew = ({ membershipId, autoRenew }: { membershipId: string; autoRenew: boolean }) =>
  call(membershipsCalls.setAutoRenew, {
    params: { membership_id: membershipId },
    body: { auto_renew: autoRenew ? 1 : 0 },
  });

export const useSetAutoRenew = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof setAutoRenew> } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: setAutoRenew,
    onSuccess: (...args) => {
      replaceMembership(queryClient, args[0].data);
      return mutationConfig?.onSuccess?.(...args);
    },
    // the creator page's own view of the membership shows whether it renews
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: membershipsKey });
      return mutationConfig?.onSettled?.(...args);
    },
  });
};
