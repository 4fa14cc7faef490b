import type { twoFactorSchemas } from '../two-factor.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const signedIn = { access: 'signed-in', tags: ['two-factor'], errors: signedInErrors } as const;

/** Two-factor sign-in with an authenticator app, its recovery codes, and a passkey's step-up. */
export const twoFactorCalls = callTable<typeof twoFactorSchemas>()({
  status: { method: 'GET', path: '/v1/user/two-factor', ...signedIn },
  startTotp: { method: 'POST', path: '/v1/user/two-factor/totp', ...signedIn },
  confirmTotp: { method: 'POST', path: '/v1/user/two-factor/totp/confirm', ...signedIn },
  disableTotp: { method: 'DELETE', path: '/v1/user/two-factor/totp', ...signedIn },
  // a passkey's answer to these options is the `two_factor_passkey` of a call that moves money
  stepUpOptions: { method: 'POST', path: '/v1/user/two-factor/passkey/options', ...signedIn },
  renewRecoveryCodes: { method: 'POST', path: '/v1/user/two-factor/recovery-codes', ...signedIn },
});
