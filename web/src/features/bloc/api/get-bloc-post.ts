import { queryOptions, useQuery } from '@tanstack/react-query';
import { blocCalls } from '@pixel/contract';
import { useUser } from '@/features/auth';
import { call } from '@/lib/api-client';
import { blocPostsKey } from './get-bloc-posts';

/**
 * GET /v1/profile/{page_url}/bloc/{id}: one post, open to anyone (a supporters-only one locked for whoever
 * has not given the creator a gift). A post deleted, or not this creator's, answers NotFoundException.
 */
export const getBlocPost = async ({
  pageUrl,
  id,
  signal,
}: {
  pageUrl: string;
  id: string;
  signal?: AbortSignal;
}) => (await call(blocCalls.get, { params: { page_url: pageUrl, id }, signal })).data;

// the lock and the viewer's own reaction depend on who looks: the viewer is part of the key
export const blocPostQueryOptions = (target: { pageUrl: string; id: string }, viewer: string | null) =>
  queryOptions({
    queryKey: [...blocPostsKey(target.pageUrl), 'post', target.id, { viewer }],
    queryFn: ({ signal }) => getBlocPost({ ...target, signal }),
  });

export function useBlocPost(target: { pageUrl: string; id: string }) {
  const user = useUser();
  return useQuery({
    ...blocPostQueryOptions(target, user.data?.id ?? null),
    enabled: !user.isPending,
  });
}
