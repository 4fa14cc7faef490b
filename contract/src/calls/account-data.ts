import type { accountDataSchemas } from '../account-data.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const signedIn = { access: 'signed-in', tags: ['account'], errors: signedInErrors } as const;

/** A copy of everything the account holds, asked for once a day and downloaded as a ZIP. */
export const accountDataCalls = callTable<typeof accountDataSchemas>()({
  latest: { method: 'GET', path: '/v1/user/account/export', ...signedIn },
  request: { method: 'POST', path: '/v1/user/account/export', ...signedIn },
  // for its owner only: anyone else, signed in or not, is told there is no such export
  download: {
    method: 'GET',
    path: '/v1/user/account/export/:id/download',
    access: 'identified',
    tags: ['account'],
    errors: ['NotFoundException', 'ValidationException'],
  },
});
