import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { followsCalls, type PublicProfile, type RelationResponse } from '@pixel/contract';
import { call } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { followsKey } from './get-follow-list';

export type RelationAction = 'follow' | 'unfollow' | 'follower/remove' | 'block' | 'unblock';

const relationCalls = {
  follow: followsCalls.follow,
  unfollow: followsCalls.unfollow,
  'follower/remove': followsCalls.removeFollower,
  block: followsCalls.block,
  unblock: followsCalls.unblock,
} as const satisfies Record<RelationAction, unknown>;

export const changeRelation = async ({ action, username }: { action: RelationAction; username: string }) =>
  (await call(relationCalls[action], { body: { username } })).data;

type Relation = RelationResponse['data'];

/**
 * Puts where two people stand now into the cache: the other person's profile (Follow button, followers
 * count), and every Following / Followers list and count, which are asked again.
 */
export function applyRelation(queryClient: QueryClient, relation: Relation) {
  // the creator page keeps a profile per viewer under ['profile', page_url, { viewer }]
  queryClient.setQueriesData<PublicProfile>({ queryKey: ['profile', relation.page_url] }, (profile) =>
    profile
      ? { ...profile, is_following: relation.is_following, follower_count: relation.follower_count }
      : profile,
  );
  void queryClient.invalidateQueries({ queryKey: followsKey });
}

/** Follow, Unfollow, Remove (a follower), Block and Unblock: one mutation, by action. */
export function useChangeRelation(config: MutationConfig<typeof changeRelation> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: changeRelation,
    onSuccess: (relation, ...rest) => {
      applyRelation(queryClient, relation);
      return config.onSuccess?.(relation, ...rest);
    },
  });
}
