import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalsCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/**
 * Every goals list lives under `['goals']`: a goal gift coming back from the checkout refreshes them all
 * (see the gifts feature's Gift Sent modal).
 */
export const goalsKey = ['goals'] as const;
export const pageGoalsKey = (pageUrl: string) => [...goalsKey, 'page', pageUrl] as const;
export const ownGoalsKey = [...goalsKey, 'own'] as const;

/** GET /v1/profile/{page_url}/goals: active goals first, then newest first. */
export const getPageGoals = ({ pageUrl, signal }: { pageUrl: string; signal?: AbortSignal }) =>
  call(goalsCalls.listForPage, { params: { page_url: pageUrl }, query: { per_page: 50 }, signal });

export const usePageGoals = (pageUrl: string) =>
  useQuery(
    queryOptions({
      queryKey: pageGoalsKey(pageUrl),
      queryFn: ({ signal }) => getPageGoals({ pageUrl, signal }),
    }),
  );

/** GET /v1/user/goals: the signed-in creator's own goals. */
export const getOwnGoals = ({ signal }: { signal?: AbortSignal }) =>
  call(goalsCalls.listOwn, { query: { per_page: 50 }, signal });

export const useOwnGoals = () =>
  useQuery(queryOptions({ queryKey: ownGoalsKey, queryFn: ({ signal }) => getOwnGoals({ signal }) }));
