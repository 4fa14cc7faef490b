import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supportedCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** My support's pages and the supporter's home (`get-home.ts`) live under this key. */
export const supportedKey = ['supported'] as const;

/** GET /v1/user/supported: what the signed-in person sent and bought, newest first. */
export const getSupported = ({ page, signal }: { page: number; signal?: AbortSignal }) =>
  call(supportedCalls.page, { query: { page }, signal });

export const supportedQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...supportedKey, page],
    queryFn: ({ signal }) => getSupported({ page, signal }),
    placeholderData: keepPreviousData,
  });

export const useSupported = (page: number) => useQuery(supportedQueryOptions(page));
