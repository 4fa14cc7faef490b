import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipLinksCalls, type PauseMonths } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { replaceMembership } from './get-my-memberships';
import { membershipsKey } from './get-public-tiers';

/** POST /v1/user/memberships/{id}/pause: no access and no charge for 1 to 3 months, the paid time kept. */
export const pauseMembership = ({ membershipId, months }: { membershipId: string; months: PauseMonths }) =>
  call(membershipLinksCalls.pause, { params: { membership_id: membershipId }, body: { months } });

export const usePauseMembership = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof pauseMembership> } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: pauseMembership,
    onSuccess: (...args) => {
      replaceMembership(queryClient, args[0].data);
      void queryClient.invalidateQueries({ queryKey: membershipsKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
