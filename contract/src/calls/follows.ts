import type { followsSchemas } from '../follows.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const signedIn = { access: 'signed-in', tags: ['follows'], errors: signedInErrors } as const;

/** Following, unfollowing, removing a follower and blocking (spec §9), and the three lists. */
export const followsCalls = callTable<typeof followsSchemas>()({
  follow: { method: 'POST', path: '/v1/user/follow', ...signedIn },
  unfollow: { method: 'POST', path: '/v1/user/unfollow', ...signedIn },
  removeFollower: { method: 'POST', path: '/v1/user/follower/remove', ...signedIn },
  block: { method: 'POST', path: '/v1/user/block', ...signedIn },
  unblock: { method: 'POST', path: '/v1/user/unblock', ...signedIn },
  following: { method: 'GET', path: '/v1/user/following', ...signedIn },
  followers: { method: 'GET', path: '/v1/user/follower', ...signedIn },
  blocked: { method: 'GET', path: '/v1/user/blocked', ...signedIn },
});
