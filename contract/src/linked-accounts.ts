import { z } from 'zod';
import { twoFactorCodeField, twoFactorPasskeyField } from './two-factor.ts';
import { linkedAccount, loginPlatforms } from './auth.ts';
import { flag, requiredText } from './fields.ts';
import { mobileNumberField, otpChallengeResponse, otpCodeField, otpTokenField } from './payouts.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/**
 * Linking an e-payment account to a signed-in user, so direct e-payment payouts (free) reach them: by
 * signing in at the provider where it has account sign-in, otherwise by an e-wallet number confirmed
 * with a one-time code.
 */

/** The web page the provider sends the browser back to with `code` and `state` after a link sign-in. */
export const LINK_RETURN_PATH = '/dashboard/e-payment/link';

/** POST /v1/user/linked-account/with: starts a sign-in at the provider that links instead of signing in. */
export const linkWithRequest = z.strictObject({
  platform: z.enum(loginPlatforms, { error: says('fieldSelectedInvalid', { field: 'platform' }) }),
  two_factor_code: twoFactorCodeField,
  two_factor_passkey: twoFactorPasskeyField,
});
export type LinkWithRequest = z.input<typeof linkWithRequest>;
/** Where to send the browser: the provider's sign-in page. */
export const linkWithResponse = z.object({ data: z.object({ authentication_url: z.string() }) });

/** POST /v1/user/linked-account/token: what the provider sent back to LINK_RETURN_PATH. */
export const linkTokenRequest = z.strictObject({
  code: requiredText('code', 512),
  state: requiredText('state', 512),
});
export type LinkTokenRequest = z.input<typeof linkTokenRequest>;

export const linkedAccountResponse = z.object({ data: linkedAccount });
export type LinkedAccountResponse = z.infer<typeof linkedAccountResponse>;

/**
 * POST /v1/user/linked-account/mobile-number: first with `confirm` 1 (sends a code to the number), then
 * the same fields with `otp_code` and `otp_token` (links it). `account_name` is the name the e-wallet is
 * registered to; payouts are refused when it does not match.
 */
export const linkEWalletRequest = z.strictObject({
  account_name: requiredText('account name', 100),
  mobile_number: mobileNumberField,
  confirm: flag('confirm').optional(),
  otp_code: otpCodeField.optional(),
  otp_token: otpTokenField.optional(),
  two_factor_code: twoFactorCodeField,
  two_factor_passkey: twoFactorPasskeyField,
});
export type LinkEWalletRequest = z.input<typeof linkEWalletRequest>;
/** The `confirm` step answers a challenge; the step with the code answers the linked account. */
export const linkEWalletResponse = z.union([otpChallengeResponse, linkedAccountResponse]);

/** The schemas of `linkedAccountsCalls` (`calls/payouts.ts`). */
export const linkedAccountsSchemas = {
  linkWith: { body: linkWithRequest, answers: { 200: linkWithResponse } },
  completeLink: { body: linkTokenRequest, answers: { 200: linkedAccountResponse } },
  linkEWallet: { body: linkEWalletRequest, answers: { 200: linkEWalletResponse } },
} as const satisfies SchemaTable;
