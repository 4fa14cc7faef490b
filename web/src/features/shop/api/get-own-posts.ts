import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentCalls } from '@pixel/contract';
import { call } from '@/lib/api-client';
import { shopKey } from './get-shop';

/**
 * The creator's latest Snaps and Slides (GET /v1/profile/content/images/{username}): the posts a bundle may
 * include.
 */
export const useOwnPosts = (pageUrl: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: [...shopKey, 'posts', pageUrl],
      queryFn: ({ signal }) => call(contentCalls.list, { params: { username: pageUrl! }, signal }),
      enabled: Boolean(pageUrl),
    }),
  );
