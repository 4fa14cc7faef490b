import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminPost, type adminPostParams, moderationCalls } from '@pixel/contract';
import type { z } from 'zod';
import { call } from '@/lib/api-client';

const postsKey = (userId: string) => ['admin', 'posts', userId] as const;

/** GET /v1/admin/users/{id}/posts: the person's photo posts and Bloc posts, newest first. */
export const getPersonPosts = ({
  userId,
  page,
  signal,
}: {
  userId: string;
  page: number;
  signal?: AbortSignal;
}) => call(moderationCalls.posts, { params: { user_id: userId }, query: { page }, signal });

export const personPostsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...postsKey(userId), { page }],
    queryFn: ({ signal }) => getPersonPosts({ userId, page, signal }),
    placeholderData: keepPreviousData,
    // the creator posts, and other staff hide, at any time: read fresh each time
    staleTime: 0,
  });

export const usePersonPosts = (userId: string, page: number) =>
  useQuery(personPostsQueryOptions(userId, page));

export type PostChange = 'hide' | 'show';

/** A Snap and a Slide are both photo posts to the moderation calls. */
const moderationKind = (post: AdminPost): z.output<typeof adminPostParams>['kind'] =>
  post.kind === 'bloc' ? 'bloc' : 'photo';

/** POST /v1/admin/posts/{photo|bloc}/{id}/hide or /show, with the reason the creator and the audit trail get. */
export const changePost = ({
  post,
  change,
  reason,
}: {
  post: AdminPost;
  change: PostChange;
  reason: string;
}) =>
  call(moderationCalls[change], {
    params: { kind: moderationKind(post), post_id: post.id },
    body: { reason },
  });

/** The person's posts are read again after a change, and after a refusal (hidden or shown by someone else). */
export function useChangePost(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePost,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: postsKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
    // the modal's form marks its field or says the refusal itself
    onError: () => undefined,
  });
}
