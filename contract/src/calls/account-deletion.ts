import type { accountDeletionSchemas } from '../account-deletion.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

// a balance left, a payout on its way, or an account already closed
const errors = [...signedInErrors, 'ConflictException'] as const;

/**
 * Closing the account, which is erased 30 days later, and changing one's mind in between: a closed
 * account's session reaches only the two calls of the pending-deletion screen.
 */
export const accountDeletionCalls = callTable<typeof accountDeletionSchemas>()({
  request: { method: 'POST', path: '/v1/user/account/delete', access: 'signed-in', tags: ['user'], errors },
  pending: {
    method: 'GET',
    path: '/v1/user/account/delete',
    access: 'signed-in-closing',
    tags: ['user'],
    errors,
  },
  cancel: {
    method: 'POST',
    path: '/v1/user/account/delete/cancel',
    access: 'signed-in-closing',
    tags: ['user'],
    errors,
  },
});
