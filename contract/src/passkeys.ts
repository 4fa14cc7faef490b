import { z } from 'zod';
import {
  changePasswordRequest,
  deactivateRequest,
  emailRequest,
  loginRequest,
  loginResponse,
  loginTokenQuery,
  loginWithRequest,
  loginWithResponse,
  messageResponse,
  reactivateRequest,
  registerRequest,
  registerResponse,
  resetPasswordRequest,
  retryResponse,
  sessionResponse,
  updateLanguageRequest,
  userResponse,
} from './auth.ts';
import { requiredText } from './fields.ts';
import type { SchemaTable } from './route-table.ts';
import {
  loginTwoFactorRequest,
  passkeyRequestOptionsResponse,
  twoFactorCodeField,
  twoFactorPasskeyField,
} from './two-factor.ts';
import { passkeyAssertionField, passkeyAttestationField, passkeyCreationOptions } from './webauthn.ts';
import { says } from './said.ts';

/** One of the account's passkeys, as GET /v1/user/passkeys lists it (oldest first). */
export const passkey = z.object({
  id: z.uuid(),
  /** What its owner called it: 'My phone'. */
  name: z.string(),
  created_at: z.string(),
  /** The last sign-in or confirmation it made; null when it has made none since it was added. */
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkey>;

export const passkeysResponse = z.object({ data: z.array(passkey) });
export const passkeyResponse = z.object({ data: passkey });
export const passkeyParams = z.object({ id: z.uuid(says('fieldSelectedInvalid', { field: 'passkey' })) });

export const passkeyNameMax = 40;
export const passkeyNameField = requiredText('name', passkeyNameMax);

/** POST /v1/user/passkeys/options: an account with a second factor confirms it first (the step-up). */
export const passkeyOptionsRequest = z.strictObject({
  two_factor_code: twoFactorCodeField,
  two_factor_passkey: twoFactorPasskeyField,
});

export const passkeyCreationOptionsResponse = z.object({ data: passkeyCreationOptions });

/** POST /v1/user/passkeys: the browser's answer to the options, and a name for the passkey. */
export const addPasskeyRequest = z.strictObject({
  name: passkeyNameField,
  response: passkeyAttestationField,
});
export type AddPasskeyRequest = z.input<typeof addPasskeyRequest>;

/** DELETE /v1/user/passkeys/{id}: the second factor again (the passkey itself may give it). */
export const removePasskeyRequest = passkeyOptionsRequest;
export type RemovePasskeyRequest = z.input<typeof removePasskeyRequest>;

/** POST /v1/auth/passkey: a passkey's answer signs in with no email and no password. */
export const passkeySignInRequest = z.strictObject({ response: passkeyAssertionField });
export type PasskeySignInRequest = z.input<typeof passkeySignInRequest>;

/** POST /v1/auth/login/two-factor/passkey/options: a passkey as the second step of this sign-in. */
export const loginPasskeyOptionsRequest = z.strictObject({
  challenge_token: requiredText('challenge token', 200),
});

/** The schemas of `passkeysCalls` (`calls/passkeys.ts`). */
export const passkeysSchemas = {
  list: { answers: { 200: passkeysResponse } },
  options: { body: passkeyOptionsRequest, answers: { 200: passkeyCreationOptionsResponse } },
  add: { body: addPasskeyRequest, answers: { 201: passkeyResponse } },
  remove: { params: passkeyParams, body: removePasskeyRequest, answers: { 200: messageResponse } },
} as const satisfies SchemaTable;

const signIn = { answers: { 200: loginResponse } };

/**
 * The schemas of `authCalls` (`calls/auth.ts`). Kept here rather than in `auth.ts`: a sign-in's second
 * step takes the schemas of two-factor sign-in and of passkeys, and both modules are built on `auth.ts`.
 */
export const authSchemas = {
  register: { body: registerRequest, answers: { 201: registerResponse } },
  login: { body: loginRequest, ...signIn },
  loginTwoFactor: { body: loginTwoFactorRequest, ...signIn },
  loginPasskeyOptions: { body: loginPasskeyOptionsRequest, answers: { 200: passkeyRequestOptionsResponse } },
  passkeyOptions: { answers: { 200: passkeyRequestOptionsResponse } },
  passkeySignIn: { body: passkeySignInRequest, ...signIn },
  resendVerification: { body: emailRequest, answers: { 200: retryResponse } },
  forgotPassword: { body: emailRequest, answers: { 200: messageResponse } },
  resetPassword: { body: resetPasswordRequest, answers: { 200: messageResponse } },
  logout: { answers: { 200: messageResponse } },
  reactivate: { body: reactivateRequest, ...signIn },
  profile: { answers: { 200: userResponse } },
  session: { answers: { 200: sessionResponse } },
  welcomeSeen: { answers: { 200: userResponse } },
  setLanguage: { body: updateLanguageRequest, answers: { 200: userResponse } },
  deactivate: { body: deactivateRequest, answers: { 200: messageResponse } },
  changePassword: { body: changePasswordRequest, answers: { 200: messageResponse } },
  loginWith: { body: loginWithRequest, answers: { 200: loginWithResponse } },
  // a redirect: no JSON answer
  providerReturn: { query: loginTokenQuery, answers: {} },
} as const satisfies SchemaTable;
