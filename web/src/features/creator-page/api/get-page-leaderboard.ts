import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLeaderboardCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';

/** GET /v1/profile/{page_url}/leaderboard: the page's top supporters, or null when the creator shows none. */
export const usePageLeaderboard = (pageUrl: string) =>
  useQuery(
    queryOptions({
      queryKey: ['page-leaderboard', pageUrl],
      queryFn: ({ signal }) => call(pageLeaderboardCalls.forPage, { params: { page_url: pageUrl }, signal }),
      retry: false,
    }),
  );
