import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipLinksCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { replaceMembership } from './get-my-memberships';
import { membershipsKey } from './get-public-tiers';

/** POST /v1/user/memberships/{id}/resume: ends a pause now; the end moves back by the time not used. */
export const resumeMembership = ({ membershipId }: { membershipId: string }) =>
  call(membershipLinksCalls.resume, { params: { membership_id: membershipId } });

export const useResumeMembership = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resumeMembership> } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: resumeMembership,
    onSuccess: (...args) => {
      replaceMembership(queryClient, args[0].data);
      void queryClient.invalidateQueries({ queryKey: membershipsKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
