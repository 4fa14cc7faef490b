import { useMutation } from '@tanstack/react-query';
import { giftItemsCalls, type GiftItemRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import type { MutationConfig } from '@/lib/query-client';

/** POST /v1/gift-items: a checkout of a membership or a post for someone else; the browser then goes to `link_url`. */
export const startGiftItem = ({ gift, idempotencyKey }: { gift: GiftItemRequest; idempotencyKey?: string }) =>
  call(giftItemsCalls.start, { body: gift, idempotencyKey });

/** Pays a gift; paying again after a failure retries the same checkout, never a second one. */
export const useStartGiftItem = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof startGiftItem> } = {}) =>
  useMutation({
    ...mutationConfig,
    mutationFn: (input: Parameters<typeof startGiftItem>[0]) =>
      withIdempotencyKey('gift-item', input, (idempotencyKey) => startGiftItem({ ...input, idempotencyKey })),
  });
