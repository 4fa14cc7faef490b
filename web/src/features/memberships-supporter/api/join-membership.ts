import { useMutation } from '@tanstack/react-query';
import { membershipsCalls, type JoinRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/memberships/join: a checkout of a tier for a period; the browser then goes to `link_url`. */
export const joinMembership = ({ join, idempotencyKey }: { join: JoinRequest; idempotencyKey?: string }) =>
  call(membershipsCalls.join, { body: join, idempotencyKey });

/** Joins a tier; continuing again after a failure retries the same checkout, never a second one. */
export const useJoinMembership = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof joinMembership> } = {}) =>
  useMutation({
    ...mutationConfig,
    mutationFn: (input: Parameters<typeof joinMembership>[0]) =>
      withIdempotencyKey('join-membership', input, (idempotencyKey) =>
        joinMembership({ ...input, idempotencyKey }),
      ),
  });
