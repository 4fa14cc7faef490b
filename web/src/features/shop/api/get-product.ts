import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { shopKey } from './get-shop';

/** GET /v1/shop/products/{id}: a product, with whether the viewer holds it. */
export const getProduct = async ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  (await call(shopCalls.product, { params: { id }, signal })).data;

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...shopKey, 'product', id],
    queryFn: ({ signal }) => getProduct({ id, signal }),
    // a product that is not there answers 404 however often it is asked
    retry: false,
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
