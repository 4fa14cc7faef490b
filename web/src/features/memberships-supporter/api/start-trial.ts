import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { membershipsKey } from './get-public-tiers';

/**
 * POST /v1/memberships/trials/{reference}/start: back from the page that kept a card, the free trial starts
 * (decision 0155); asked again, it answers the same membership.
 */
export const startTrial = ({ reference }: { reference: string }) =>
  call(membershipsCalls.startTrial, { params: { reference } });

export const useStartTrial = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof startTrial> } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: startTrial,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: membershipsKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
