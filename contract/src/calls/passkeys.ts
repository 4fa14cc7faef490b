import type { passkeysSchemas } from '../passkeys.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const signedIn = { access: 'signed-in', tags: ['passkeys'], errors: signedInErrors } as const;

/** The account's passkeys: listed, added (after the second factor) and removed. */
export const passkeysCalls = callTable<typeof passkeysSchemas>()({
  list: { method: 'GET', path: '/v1/user/passkeys', ...signedIn },
  options: { method: 'POST', path: '/v1/user/passkeys/options', ...signedIn },
  add: { method: 'POST', path: '/v1/user/passkeys', ...signedIn },
  remove: { method: 'DELETE', path: '/v1/user/passkeys/:id', ...signedIn },
});
