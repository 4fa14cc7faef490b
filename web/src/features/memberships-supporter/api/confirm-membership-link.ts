import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MembershipLinkConfirmRequest, membershipLinksCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import type { MutationConfig } from '@/lib/query-client';
import { membershipLinkKey } from './get-membership-link';
import { membershipsKey } from './get-public-tiers';

/**
 * POST /v1/memberships/links/{token}/confirm: does what the link is for, once (a cancel link may pause or
 * take the offer instead); a renewal answers its checkout. A retry after a lost answer carries the same key,
 * so the server answers it again instead of calling the link used.
 */
export const confirmMembershipLink = ({
  token,
  body = {},
  idempotencyKey,
}: {
  token: string;
  body?: MembershipLinkConfirmRequest;
  idempotencyKey?: string;
}) => call(membershipLinksCalls.confirm, { params: { token }, body, idempotencyKey });

export const useConfirmMembershipLink = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof confirmMembershipLink> } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: (input: Parameters<typeof confirmMembershipLink>[0]) =>
      withIdempotencyKey('confirm-membership-link', input, (idempotencyKey) =>
        confirmMembershipLink({ ...input, idempotencyKey }),
      ),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: membershipLinkKey(args[1].token) });
      void queryClient.invalidateQueries({ queryKey: membershipsKey });
      return mutationConfig?.onSuccess?.(...args);
    },
  });
};
