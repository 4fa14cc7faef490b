import type { sessionsSchemas } from '../sessions.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const signedIn = { access: 'signed-in', tags: ['sessions'], errors: signedInErrors } as const;

/** The browsers the account is signed in on, and signing one or all the others out. */
export const sessionsCalls = callTable<typeof sessionsSchemas>()({
  list: { method: 'GET', path: '/v1/user/sessions', ...signedIn },
  end: { method: 'DELETE', path: '/v1/user/sessions/:id', ...signedIn },
  endOthers: { method: 'POST', path: '/v1/user/sessions/end-others', ...signedIn },
});
