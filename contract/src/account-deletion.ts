import { z } from 'zod';
import { limits } from './constants.ts';
import { deletionDetails, messageResponse } from './auth.ts';
import type { SchemaTable } from './route-table.ts';
import { twoFactorCodeField, twoFactorPasskeyField } from './two-factor.ts';
import { says } from './said.ts';

/** How long a closed account waits before it is erased: its owner may sign in and cancel until then. */
export const accountErasureDays = 30;

/** Where an account waiting to be erased signs in to: the screen that says when, and offers to cancel. */
export const pendingDeletionPath = '/account/deletion';

/** The texts of deleting an account, shared by the server's answers and the web app's screens. */
export const accountDeletionMessages = {
  balanceLeft:
    'Your wallet still has a balance. Withdraw it to your bank or e-wallet before you delete your account.',
  payoutInFlight:
    'A payout is still on its way to your account. Wait until it is done before you delete your account.',
  notPending: 'Your account is not waiting to be erased.',
  passwordRequired: 'The password is required.',
  passwordIncorrect: 'The password is incorrect.',
  cancelled: 'The deletion of your account is cancelled. Your page is back.',
} as const;

/**
 * POST /v1/user/account/delete: the password (accounts that sign in only through their e-payment account
 * have none) and, with two-factor sign-in on, the authenticator app's code.
 */
export const accountDeleteRequest = z.strictObject({
  password: z
    .string({ error: says('fieldString', { field: 'password' }) })
    .max(limits.passwordMax, says('fieldTooLong', { field: 'password', max: limits.passwordMax }))
    .optional(),
  two_factor_code: twoFactorCodeField,
  two_factor_passkey: twoFactorPasskeyField,
});
export type AccountDeleteRequest = z.input<typeof accountDeleteRequest>;

/** POST /v1/user/account/delete: when the account will be erased, and the sentence that says so. */
export const accountDeletionResponse = z.object({
  data: z.object({
    message: z.string(),
    requested_at: z.string(),
    erase_at: z.string(),
  }),
});
export type AccountDeletion = z.infer<typeof accountDeletionResponse>['data'];

/** GET /v1/user/account/delete: the pending deletion of the signed-in account, or null. */
export const accountDeletionStatusResponse = z.object({ data: deletionDetails });

/** The schemas of `accountDeletionCalls` (`calls/account-deletion.ts`). */
export const accountDeletionSchemas = {
  request: { body: accountDeleteRequest, answers: { 200: accountDeletionResponse } },
  pending: { answers: { 200: accountDeletionStatusResponse } },
  cancel: { answers: { 200: messageResponse } },
} as const satisfies SchemaTable;
