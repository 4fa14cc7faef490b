import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportedCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** GET /v1/user/home: whether the person's page has anything yet, and their supporter's home. */
export const getHome = ({ signal }: { signal?: AbortSignal }) => call(supportedCalls.home, { signal });

export const homeQueryOptions = () =>
  queryOptions({ queryKey: ['supported', 'home'], queryFn: ({ signal }) => getHome({ signal }) });

/**
 * The dashboard's home, asked again each time the dashboard opens: a first post made a moment ago turns a
 * supporter's home into a creator's dashboard.
 */
export const useHome = () => useQuery({ ...homeQueryOptions(), refetchOnMount: 'always' });
