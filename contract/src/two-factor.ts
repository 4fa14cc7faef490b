import { z } from 'zod';
import { messageResponse, passwordField } from './auth.ts';
import { requiredText } from './fields.ts';
import type { SchemaTable } from './route-table.ts';
import { passkeyAssertionField, passkeyRequestOptions } from './webauthn.ts';
import { says } from './said.ts';

/** How many recovery codes a set holds: each works once, instead of the authenticator's code. */
export const recoveryCodeCount = 10;

/** A six-digit code of the authenticator app (spaces people type between the digits are ignored). */
export const authenticatorCodeField = z
  .string({ error: says('codeRequired') })
  .max(32, says('codeSixDigits'))
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => value.length > 0, says('codeRequired'))
  .refine((value) => /^\d{6}$/.test(value), says('codeSixDigits'));

/**
 * `two_factor_code` of the calls that move money or where it goes (adding a bank, a payout...): asked of
 * accounts with two-factor sign-in, on the step that sends the SMS code.
 */
export const twoFactorCodeField = z
  .string({ error: says('twoFactorDigits') })
  .max(32, says('twoFactorDigits'))
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => value.length > 0, says('authenticatorCodeRequired'))
  .refine((value) => /^\d{6}$/.test(value), says('twoFactorDigits'))
  .optional();

/**
 * `two_factor_passkey` of the same calls: a passkey's answer to the options of
 * POST /v1/user/two-factor/passkey/options, instead of the app's code (decision 0095).
 */
export const twoFactorPasskeyField = passkeyAssertionField.optional();

/** A recovery code as shown (`XXXX-XXXX`); case, spaces and the dash are forgiven. */
export const recoveryCodeField = z
  .string({ error: says('recoveryCodeRequired') })
  .max(32, says('recoveryCodeInvalid'))
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .refine((value) => value.length > 0, says('recoveryCodeRequired'))
  .refine((value) => /^[A-Z0-9]{8}$/.test(value), says('recoveryCodeInvalid'));

/**
 * POST /v1/user/two-factor/totp: an account whose passkeys are its second factor confirms one first, as
 * for every change of its second factors (decision 0122).
 */
export const totpStartRequest = z.strictObject({ two_factor_passkey: twoFactorPasskeyField });
export type TotpStartRequest = z.input<typeof totpStartRequest>;

/** POST /v1/user/two-factor/totp: the key to add to an authenticator app, as a QR code's address and as text. */
export const totpEnrolmentResponse = z.object({
  data: z.object({ otpauth_url: z.string(), secret: z.string() }),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentResponse>['data'];

/** POST /v1/user/two-factor/totp/confirm: the first code from the app turns two-factor sign-in on. */
export const totpConfirmRequest = z.strictObject({ code: authenticatorCodeField });

/** The recovery codes of a new set: shown once, never again. */
export const recoveryCodesResponse = z.object({
  data: z.object({ recovery_codes: z.array(z.string()) }),
});

/** DELETE /v1/user/two-factor/totp: the password and a code (or a recovery code) turn it off. */
export const totpDisableRequest = z
  .strictObject({
    password: passwordField,
    code: authenticatorCodeField.optional(),
    recovery_code: recoveryCodeField.optional(),
  })
  .refine((body) => body.code !== undefined || body.recovery_code !== undefined, {
    message: says('codeRequired'),
    path: ['code'],
  });

/** POST /v1/user/two-factor/recovery-codes: a new set for a current code; the old set stops working. */
export const recoveryCodesRequest = z.strictObject({ code: authenticatorCodeField });

/** GET /v1/user/two-factor: whether the account signs in with a second step, and what is left of its codes. */
export const twoFactorStatusResponse = z.object({
  data: z.object({
    /** A second step is asked at sign-in and before money moves: the app, or a passkey, or both. */
    enabled: z.boolean(),
    totp_enabled: z.boolean(),
    enabled_at: z.string().nullable(),
    recovery_codes_left: z.number().int(),
    /** How many passkeys the account has; each is a second factor (decision 0095). */
    passkeys: z.number().int(),
  }),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponse>['data'];

/** POST /v1/auth/login/two-factor: the second step of a sign-in, with the token the password step gave. */
export const loginTwoFactorRequest = z
  .strictObject({
    challenge_token: requiredText('challenge token', 200),
    code: authenticatorCodeField.optional(),
    recovery_code: recoveryCodeField.optional(),
    /** A passkey's answer to the options of POST /v1/auth/login/two-factor/passkey/options. */
    passkey: passkeyAssertionField.optional(),
  })
  .refine(
    (body) => body.code !== undefined || body.recovery_code !== undefined || body.passkey !== undefined,
    { message: says('codeRequired'), path: ['code'] },
  );
export type LoginTwoFactorRequest = z.input<typeof loginTwoFactorRequest>;

/** The options a passkey signs to be a second step: of a sign-in, or of a call that moves money. */
export const passkeyRequestOptionsResponse = z.object({ data: passkeyRequestOptions });

/** The schemas of `twoFactorCalls` (`calls/two-factor.ts`). */
export const twoFactorSchemas = {
  status: { answers: { 200: twoFactorStatusResponse } },
  startTotp: { body: totpStartRequest, answers: { 200: totpEnrolmentResponse } },
  confirmTotp: { body: totpConfirmRequest, answers: { 200: recoveryCodesResponse } },
  disableTotp: { body: totpDisableRequest, answers: { 200: messageResponse } },
  stepUpOptions: { answers: { 200: passkeyRequestOptionsResponse } },
  renewRecoveryCodes: { body: recoveryCodesRequest, answers: { 200: recoveryCodesResponse } },
} as const satisfies SchemaTable;
