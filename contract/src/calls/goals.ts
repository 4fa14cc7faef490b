import type { goalsSchemas } from '../goals.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const signedIn = { access: 'signed-in', tags: ['goals'], errors: signedInErrors } as const;

/** A creator's goals: made, changed, closed and deleted by their creator, and listed on their page. */
export const goalsCalls = callTable<typeof goalsSchemas>()({
  create: { method: 'POST', path: '/v1/user/goals', ...signedIn },
  update: { method: 'PUT', path: '/v1/user/goals/:id', ...signedIn },
  close: { method: 'POST', path: '/v1/user/goals/:id/close', ...signedIn },
  delete: { method: 'DELETE', path: '/v1/user/goals/:id', ...signedIn },
  listOwn: { method: 'GET', path: '/v1/user/goals', ...signedIn },
  listForPage: { method: 'GET', path: '/v1/profile/:page_url/goals', ...signedIn, access: 'identified' },
});
