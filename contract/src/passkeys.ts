import { z } from 'zod';
import { requiredText } from './fields.ts';
import { twoFactorCodeField, twoFactorPasskeyField } from './two-factor.ts';
import {
  passkeyAssertionField,
  passkeyAttestationField,
  passkeyCreationOptions,
  passkeyRequestOptions,
} from './webauthn.ts';

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
export const passkeyParams = z.object({ id: z.uuid('The selected passkey is invalid.') });

export const passkeyNameMax = 40;
export const passkeyNameField = requiredText('name', passkeyNameMax);

/** POST /v1/user/passkeys/options: an account with a second factor confirms it first (the step-up). */
export const passkeyOptionsRequest = z.strictObject({
  two_factor_code: twoFactorCodeField,
  two_factor_passkey: twoFactorPasskeyField,
});

export const passkeyCreationOptionsResponse = z.object({ data: passkeyCreationOptions });
export const passkeyRequestOptionsResponse = z.object({ data: passkeyRequestOptions });

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
