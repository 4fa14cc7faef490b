import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentCalls, membershipsCalls, shopCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { promoCodesKey } from './get-promo-codes';

/** GET /v1/user/memberships/tiers: the tiers a code may be for. */
export const useTiersToChoose = () =>
  useQuery(
    queryOptions({
      queryKey: [...promoCodesKey, 'tiers'],
      queryFn: ({ signal }) => call(membershipsCalls.ownTiers, { signal }),
    }),
  );

/**
 * The creator's latest Snaps and Slides (GET /v1/profile/content/images/{username}): the posts a code may
 * be for.
 */
export const usePostsToChoose = (pageUrl: string) =>
  useQuery(
    queryOptions({
      queryKey: [...promoCodesKey, 'posts', pageUrl],
      queryFn: ({ signal }) => call(contentCalls.list, { params: { username: pageUrl }, signal }),
    }),
  );

/** GET /v1/user/shop/products: the products of the creator's shop a code may be for (decision 0166). */
export const useProductsToChoose = () =>
  useQuery(
    queryOptions({
      queryKey: [...promoCodesKey, 'products'],
      queryFn: ({ signal }) => call(shopCalls.myProducts, { signal }),
    }),
  );
