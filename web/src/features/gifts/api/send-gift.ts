import { useMutation } from '@tanstack/react-query';
import { giftsCalls, type GiftRequest } from '@pixel/contract';
import { call, compact } from '@/lib/api-client';
import { currentCampaign } from '@/lib/campaign';
import { withIdempotencyKey } from '@/lib/idempotency';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Starts the checkout of a gift, with the campaign the visitor came from (spec §7); the browser then goes
 * to `link_url` to pay. A gift to one of the creator's goals goes to POST /v1/goals/{goal_id}/donate with
 * the same body.
 */
export const sendGift = ({
  pageUrl,
  gift,
  goalId,
  idempotencyKey,
}: {
  pageUrl: string;
  gift: GiftRequest;
  goalId?: string;
  idempotencyKey?: string;
}) => {
  const body = compact({ ...currentCampaign(), ...gift });
  return goalId
    ? call(giftsCalls.giftGoal, { params: { goal_id: goalId }, body, idempotencyKey })
    : call(giftsCalls.giftPage, { params: { id: pageUrl }, body, idempotencyKey });
};

/** Sends a gift; confirming again after a failure retries the same gift, never a second one. */
export const useSendGift = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof sendGift> } = {}) =>
  useMutation({
    ...mutationConfig,
    mutationFn: (input: Parameters<typeof sendGift>[0]) =>
      withIdempotencyKey('send-gift', input, (idempotencyKey) => sendGift({ ...input, idempotencyKey })),
  });
