import { useMutation } from '@tanstack/react-query';
import { checkoutResponse, type GiftRequest } from '@pixel/contract';
import { api, compact } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Starts the checkout of a gift; the browser then goes to `link_url` to pay. */
export const sendGift = ({ pageUrl, gift }: { pageUrl: string; gift: GiftRequest }) =>
  api.post(`/v1/donate/${encodeURIComponent(pageUrl)}`, { body: compact(gift), schema: checkoutResponse });

export const useSendGift = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof sendGift> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: sendGift });
