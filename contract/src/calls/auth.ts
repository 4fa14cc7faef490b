import type { authSchemas } from '../passkeys.ts';
import type { ExceptionName } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

/**
 * What a sign-in step and an account setting can answer besides their own: a wrong password or no session
 * (401), a suspended account (403), a field that breaks a rule (422), too many tries (429).
 */
const authErrors = [
  'UnauthorizedAccessException',
  'ForbiddenException',
  'ValidationException',
  'TooManyRequestsException',
] as const satisfies readonly ExceptionName[];

const visitor = { access: 'anyone', tags: ['auth'], errors: authErrors } as const;
const account = { access: 'signed-in', tags: ['user'], errors: authErrors } as const;

/**
 * Signing up, in (with a password, a second step, a passkey or the e-payment provider) and out, getting a
 * password back and an account open again, and the account's own settings.
 */
export const authCalls = callTable<typeof authSchemas>()({
  register: { method: 'POST', path: '/v1/auth/register', ...visitor },
  // an account whose email is not verified yet answers 409: the app opens the verify-email modal (spec §8)
  login: {
    method: 'POST',
    path: '/v1/auth/login',
    ...visitor,
    errors: [...authErrors, 'AccountAlreadyExistsException'],
  },
  loginTwoFactor: { method: 'POST', path: '/v1/auth/login/two-factor', ...visitor },
  loginPasskeyOptions: { method: 'POST', path: '/v1/auth/login/two-factor/passkey/options', ...visitor },
  passkeyOptions: { method: 'POST', path: '/v1/auth/passkey/options', ...visitor },
  passkeySignIn: {
    method: 'POST',
    path: '/v1/auth/passkey',
    ...visitor,
    errors: [...authErrors, 'AccountAlreadyExistsException'],
  },
  resendVerification: { method: 'POST', path: '/v1/auth/verification/resend', ...visitor },
  forgotPassword: { method: 'POST', path: '/v1/auth/password/forgot', ...visitor },
  resetPassword: { method: 'POST', path: '/v1/auth/password/reset', ...visitor },
  logout: { method: 'POST', path: '/v1/auth/logout', access: 'anyone', tags: ['auth'], errors: [] },
  reactivate: { method: 'POST', path: '/v1/auth/reactivate/account', ...visitor },
  profile: { method: 'GET', path: '/v1/user/profile', ...account },
  // a visitor is a normal answer (null), not a 401
  session: { method: 'GET', path: '/v1/auth/session', access: 'identified', tags: ['auth'], errors: [] },
  welcomeSeen: { method: 'POST', path: '/v1/user/welcome/seen', ...account },
  setLanguage: { method: 'PUT', path: '/v1/user/language', ...account },
  deactivate: { method: 'POST', path: '/v1/user/deactivate', ...account },
  changePassword: { method: 'POST', path: '/v1/user/password', ...account },
  loginWith: { method: 'POST', path: '/v1/auth/login/with', ...visitor },
  // where the e-payment provider sends the browser back: a redirect, not JSON
  providerReturn: {
    method: 'GET',
    path: '/v1/auth/login/token',
    access: 'anyone',
    tags: ['auth'],
    errors: [],
  },
});
