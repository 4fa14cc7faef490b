import { queryOptions, useQuery } from '@tanstack/react-query';
import { giftItemsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** GET /v1/gift-items/claim/{token}: what the gift is, from whom, until when; no session needed. */
export const getGiftClaim = async ({ token, signal }: { token: string; signal?: AbortSignal }) =>
  (await call(giftItemsCalls.view, { params: { token }, signal })).data;

export const giftClaimKey = (token: string) => ['gift-claim', token] as const;

export const giftClaimQueryOptions = (token: string) =>
  queryOptions({
    queryKey: giftClaimKey(token),
    queryFn: ({ signal }) => getGiftClaim({ token, signal }),
    // a link that is not a gift's answers 404 however often it is asked
    retry: false,
  });

export const useGiftClaim = (token: string) => useQuery(giftClaimQueryOptions(token));
