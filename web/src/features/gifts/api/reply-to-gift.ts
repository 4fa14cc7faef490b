import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { giftsCalls, type giftReplyRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { creatorGiftsKey, replaceGift } from './get-creator-gifts';

export type GiftReplyRequest = z.input<typeof giftReplyRequest>;

export const replyToGift = async (body: GiftReplyRequest) => (await call(giftsCalls.reply, { body })).data;

export function useReplyToGift({
  pageUrl,
  mutationConfig,
}: {
  pageUrl: string;
  mutationConfig?: MutationConfig<typeof replyToGift>;
}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: replyToGift,
    onSuccess: (gift, ...rest) => {
      queryClient.setQueriesData(
        { queryKey: creatorGiftsKey(pageUrl) },
        (list: Parameters<typeof replaceGift>[0]) => replaceGift(list, gift),
      );
      return onSuccess?.(gift, ...rest);
    },
  });
}
