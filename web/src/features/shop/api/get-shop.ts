import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** GET /v1/profile/{page_url}/shop: a creator's products on sale, newest first. */
export const getShop = async ({ pageUrl, signal }: { pageUrl: string; signal?: AbortSignal }) =>
  (await call(shopCalls.shop, { params: { page_url: pageUrl }, signal })).data;

export const shopKey = ['shop'] as const;

export const shopQueryOptions = (pageUrl: string) =>
  queryOptions({
    queryKey: [...shopKey, 'page', pageUrl],
    queryFn: ({ signal }) => getShop({ pageUrl, signal }),
  });

export const useShop = (pageUrl: string) => useQuery(shopQueryOptions(pageUrl));
