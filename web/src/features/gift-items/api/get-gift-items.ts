import { queryOptions, useQuery } from '@tanstack/react-query';
import { giftItemsCalls, type giftItemSides } from '@pixel/contract';
import { call } from '@/lib/api-client';

export type GiftItemSide = (typeof giftItemSides)[number];

/** GET /v1/user/gift-items?side=: the gifts the user gave, or those given to them, newest first. */
export const getGiftItems = async ({ side, signal }: { side: GiftItemSide; signal?: AbortSignal }) =>
  (await call(giftItemsCalls.list, { query: { side }, signal })).data;

export const giftItemsKey = ['gift-items'] as const;

export const giftItemsQueryOptions = (side: GiftItemSide) =>
  queryOptions({
    queryKey: [...giftItemsKey, side],
    queryFn: ({ signal }) => getGiftItems({ side, signal }),
  });

export const useGiftItems = (side: GiftItemSide) => useQuery(giftItemsQueryOptions(side));
