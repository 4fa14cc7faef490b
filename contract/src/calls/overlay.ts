import type { overlaySchemas } from '../overlay.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['overlay'];
const signedIn = { access: 'signed-in', tags, errors: signedInErrors } as const;
// the overlay's own address is its only key: a streaming program's browser has no session
const byAddress = { access: 'anyone', tags, errors: signedInErrors } as const;

/** The creator's overlay settings, and what the overlay page reads and listens to by its secret address. */
export const overlayCalls = callTable<typeof overlaySchemas>()({
  settings: { method: 'GET', path: '/v1/user/overlay', ...signedIn },
  update: { method: 'PUT', path: '/v1/user/overlay', ...signedIn },
  reset: { method: 'POST', path: '/v1/user/overlay/reset', ...signedIn },
  sendTest: { method: 'POST', path: '/v1/user/overlay/test', ...signedIn },
  view: { method: 'GET', path: '/v1/overlay/:token', ...byAddress },
  goal: { method: 'GET', path: '/v1/overlay/:token/goals/:goal_id', ...byAddress },
  leaderboard: { method: 'GET', path: '/v1/overlay/:token/leaderboard', ...byAddress },
  events: { method: 'GET', path: '/v1/overlay/:token/events', ...byAddress },
});
