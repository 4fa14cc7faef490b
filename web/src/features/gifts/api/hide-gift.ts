import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { giftsCalls, type giftHideRequest } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { creatorGiftsKey, replaceGift } from './get-creator-gifts';

export type GiftHideRequest = z.input<typeof giftHideRequest>;

/** Hides a gift from the public page (`is_hidden: 1`) or shows it again (`0`); the owner still sees it. */
export const hideGift = async (body: GiftHideRequest) => (await call(giftsCalls.hide, { body })).data;

export function useHideGift({
  pageUrl,
  mutationConfig,
}: {
  pageUrl: string;
  mutationConfig?: MutationConfig<typeof hideGift>;
}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: hideGift,
    onSuccess: (gift, ...rest) => {
      queryClient.setQueriesData(
        { queryKey: creatorGiftsKey(pageUrl) },
        (list: Parameters<typeof replaceGift>[0]) => replaceGift(list, gift),
      );
      return onSuccess?.(gift, ...rest);
    },
  });
}
