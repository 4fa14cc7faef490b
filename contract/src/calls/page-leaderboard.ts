import type { pageLeaderboardSchemas } from '../page-leaderboard.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['leaderboard'];

/**
 * The leaderboard on a creator's page (issue #65): the creator turns it on and picks its period; anyone
 * reading the page reads it (a creator who blocked the reader has no page for them).
 */
export const pageLeaderboardCalls = callTable<typeof pageLeaderboardSchemas>()({
  settings: {
    method: 'GET',
    path: '/v1/user/stream/leaderboard',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  update: {
    method: 'PUT',
    path: '/v1/user/stream/leaderboard',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  forPage: {
    method: 'GET',
    path: '/v1/profile/:page_url/leaderboard',
    access: 'identified',
    tags,
    errors: signedInErrors,
  },
});
