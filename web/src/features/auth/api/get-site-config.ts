import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

export const getSiteConfig = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await call(siteCalls.config, { signal })).data;

// the site's configuration does not change while a page is open
export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'config'], queryFn: getSiteConfig, staleTime: Infinity });

export const useSiteConfig = () => useQuery(siteConfigQueryOptions());
