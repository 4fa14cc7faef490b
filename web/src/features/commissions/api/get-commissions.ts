import { queryOptions, useQuery } from '@tanstack/react-query';
import { commissionsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

export const commissionsKey = ['commissions'] as const;

/** GET /v1/profile/{page_url}/commissions: the commission types a creator's page offers. */
export const getCreatorCommissions = async ({ pageUrl, signal }: { pageUrl: string; signal?: AbortSignal }) =>
  (await call(commissionsCalls.page, { params: { page_url: pageUrl }, signal })).data;

export const creatorCommissionsQueryOptions = (pageUrl: string) =>
  queryOptions({
    queryKey: [...commissionsKey, 'page', pageUrl],
    queryFn: ({ signal }) => getCreatorCommissions({ pageUrl, signal }),
  });

export const useCreatorCommissions = (pageUrl: string) => useQuery(creatorCommissionsQueryOptions(pageUrl));

/** GET /v1/commissions/types/{id}: one commission type, with its slots left. */
export const getCommissionType = async ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  (await call(commissionsCalls.type, { params: { id }, signal })).data;

export const useCommissionType = (id: string) =>
  useQuery({
    queryKey: [...commissionsKey, 'type', id],
    queryFn: ({ signal }) => getCommissionType({ id, signal }),
    // a type that is not there answers 404 however often it is asked
    retry: false,
  });
