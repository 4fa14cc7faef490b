import { useMutation } from '@tanstack/react-query';
import { membershipsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import type { MutationConfig } from '@/lib/query-client';
import type { RedirectUrls } from './redirect-urls';

/** POST /v1/user/memberships/{id}/renew: a checkout of the same tier and period. */
export const renewMembership = ({
  membershipId,
  redirects,
  idempotencyKey,
}: {
  membershipId: string;
  redirects: RedirectUrls;
  idempotencyKey?: string;
}) =>
  call(membershipsCalls.renew, { params: { membership_id: membershipId }, body: redirects, idempotencyKey });

export const useRenewMembership = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof renewMembership> } = {}) =>
  useMutation({
    ...mutationConfig,
    mutationFn: (input: Parameters<typeof renewMembership>[0]) =>
      withIdempotencyKey('renew-membership', input, (idempotencyKey) =>
        renewMembership({ ...input, idempotencyKey }),
      ),
  });
