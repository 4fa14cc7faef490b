import { queryOptions, useQuery } from '@tanstack/react-query';
import type { siteConfigResponse } from '@pixel/contract';
import { api } from '@/lib/api-client';

export const getSiteConfig = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get<typeof siteConfigResponse>('/v1/site/config', { signal })).data;

// the site's configuration does not change while a page is open
export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'config'], queryFn: getSiteConfig, staleTime: Infinity });

export const useSiteConfig = () => useQuery(siteConfigQueryOptions());
