import { z } from 'zod';
import { isReservedPageUrl, limits, pageUrlCharacters } from './constants.ts';
import { optionalText, requiredText } from './fields.ts';
import { moneyString } from './money.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

export const emailField = requiredText('email', limits.emailMax, says('fieldIsRequired', { field: 'email' }))
  // people type their address in any case; we store and compare it in lowercase
  .toLowerCase()
  .pipe(z.email(says('fieldEmail', { field: 'email' })));

export const passwordField = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? says('fieldIsRequired', { field: 'password' })
        : says('fieldString', { field: 'password' }),
  })
  .min(1, says('fieldIsRequired', { field: 'password' }))
  .max(limits.passwordMax, says('fieldTooLong', { field: 'password', max: limits.passwordMax }));

export const newPasswordField = passwordField.refine((value) => value.length >= limits.passwordMin, {
  message: says('fieldTooShort', { field: 'password', min: limits.passwordMin }),
});

export const pageUrlField = requiredText('page url', 64)
  // a page address is case-insensitive: PIXEL.ph/Juan and /juan are the same page
  .toLowerCase()
  // one message at a time: the first rule broken is the one to fix
  .refine((value) => !isReservedPageUrl(value), { message: says('pageUrlUnavailable'), abort: true })
  .refine((value) => value.length >= limits.pageUrlMin && value.length <= limits.pageUrlMax, {
    message: says('fieldBetween', { field: 'page url', min: limits.pageUrlMin, max: limits.pageUrlMax }),
    abort: true,
  })
  .refine((value) => pageUrlCharacters.test(value), {
    message: says('pageUrlCharacters'),
  });

export const registerRequest = z.strictObject({
  email: emailField,
  password: newPasswordField,
  page_url: pageUrlField,
  page_name: optionalText('page name', limits.pageNameMax),
  referral_code: optionalText('referral code', limits.referralCodeMax),
  /** A page of this site the verification mail's link goes on to once signed in (a gift's claim page). */
  redirect: optionalText('redirect', 2000),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/**
 * A captcha's answer (Cloudflare Turnstile's token), asked with each password try of a browser the
 * account has not signed in from, while the account has had many wrong passwords (decision 0122).
 */
const captchaTokenField = z.string().max(4096).optional();

export const loginRequest = z.strictObject({
  email: emailField,
  password: passwordField,
  authorization_code: optionalText('authorization code', 128),
  captcha_token: captchaTokenField,
});
export type LoginRequest = z.input<typeof loginRequest>;

export const emailRequest = z.strictObject({ email: emailField });
export type EmailRequest = z.input<typeof emailRequest>;

export const resetPasswordRequest = z.strictObject({
  token: requiredText('token', 128),
  password: newPasswordField,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const reactivateRequest = z.strictObject({
  email: emailField,
  password: passwordField,
  reactivate_account: z.union([z.literal(1), z.literal('1'), z.literal(true)], {
    error: says('fieldAccepted', { field: 'reactivate account' }),
  }),
  captcha_token: captchaTokenField,
});
export type ReactivateRequest = z.input<typeof reactivateRequest>;

export const deactivateRequest = z.strictObject({
  password: passwordField.optional(),
  reason: optionalText('reason', 300),
});
export type DeactivateRequest = z.input<typeof deactivateRequest>;

const currentPasswordMissing = says('fieldIsRequired', { field: 'current password' });

/** POST /v1/user/password: the password in use, then the new one. */
export const changePasswordRequest = z.strictObject({
  current_password: z
    .string({
      error: (issue) =>
        issue.input == null ? currentPasswordMissing : says('fieldString', { field: 'current password' }),
    })
    .min(1, currentPasswordMissing)
    .max(limits.passwordMax, says('fieldTooLong', { field: 'current password', max: limits.passwordMax })),
  password: newPasswordField,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const loginPlatforms = ['sandbox', 'paymongo'] as const;

/** Campaign parameters the client passes through unchanged. */
const campaign = {
  utm_source: optionalText('utm source', 100),
  utm_medium: optionalText('utm medium', 100),
  utm_campaign: optionalText('utm campaign', 100),
  utm_term: optionalText('utm term', 100),
  utm_content: optionalText('utm content', 100),
};

export const loginWithRequest = z.strictObject({
  platform: z.enum(loginPlatforms, { error: says('fieldSelectedInvalid', { field: 'platform' }) }),
  referral_code: optionalText('referral code', limits.referralCodeMax),
  redirect_after: optionalText('redirect after', 2000),
  ...campaign,
});
export type LoginWithRequest = z.input<typeof loginWithRequest>;

/**
 * GET /v1/auth/login/token: where the e-payment provider sends the browser back, with a code and the state
 * of the sign-in it started, or an error (anything missing sends the browser back to the login page).
 */
export const loginTokenQuery = z.object({
  code: z.string().max(512).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});

export const userStatus = z.enum(['active', 'inactive']);
export type UserStatus = z.infer<typeof userStatus>;

export const profileSummary = z.object({
  page_url: z.string(),
  page_name: z.string(),
  avatar: z.string().nullable(),
  /** As on a creator's profile: WH100 is the 100x100 JPEG (the avatar itself before it exists). */
  avatar_variants: z.object({ WH100: z.string().nullable() }),
  bio: z.string().nullable(),
  cover_photo: z.string().nullable(),
});

export const linkedAccount = z.object({
  username: z.string(),
  mobile_number: z.string().nullable(),
});

/** The languages PIXEL speaks (decision 0110): English, and Filipino as people in the Philippines write it. */
export const languages = ['en', 'fil'] as const;
export const language = z.enum(languages, { error: says('languageInvalid') });
export type Language = z.infer<typeof language>;

/** PUT /v1/user/language: the language of the account's screens, errors, mails and SMS. */
export const updateLanguageRequest = z.strictObject({
  language: z.enum(languages, {
    error: (issue) =>
      issue.input == null ? says('fieldRequired', { field: 'language' }) : says('languageInvalid'),
  }),
});
export type UpdateLanguageRequest = z.input<typeof updateLanguageRequest>;

export const user = z.object({
  id: z.string(),
  email: z.string().nullable(),
  status: userStatus,
  email_verified_at: z.string().nullable(),
  referral_code: z.string(),
  profile: profileSummary,
  linked_account: linkedAccount.nullable(),
  created_at: z.string(),
  /** When the owner closed the Welcome modal; null until then, so it greets each account once. */
  welcome_seen_at: z.string().nullable(),
  /** The language the owner chose; null until they choose, when the browser's language decides. */
  language: language.nullable(),
});
export type User = z.infer<typeof user>;

export const deactivationDetails = z
  .object({
    reason: z.string().nullable(),
    deactivated_at: z.string(),
  })
  .nullable();
export type DeactivationDetails = z.infer<typeof deactivationDetails>;

/**
 * An account its owner asked to erase (decision 0096): closed since `requested_at`, erased at `erase_at`
 * unless its owner signs in and cancels. Null for every other account.
 */
export const deletionDetails = z
  .object({
    requested_at: z.string(),
    erase_at: z.string(),
  })
  .nullable();
export type DeletionDetails = z.infer<typeof deletionDetails>;

/**
 * POST /v1/auth/login (and its second step): the user, signed in (or, deactivated, their details for the
 * reactivate modal; or, waiting to be erased, signed in with `deletion_details` for the screen that
 * offers to cancel); or, when the account has two-factor sign-in, `two_factor_required` and the
 * `challenge_token` that `POST /v1/auth/login/two-factor` completes (no session yet).
 */
export const loginResponse = z.object({
  data: z.union([
    z.object({
      user,
      deactivation_details: deactivationDetails,
      deletion_details: deletionDetails.optional(),
    }),
    z.object({ two_factor_required: z.literal(true), challenge_token: z.string() }),
  ]),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const userResponse = z.object({ data: user });

/**
 * POST /v1/auth/register: the same answer whether the address was new or already had an account, so
 * sign-up cannot be used to learn who is on PIXEL; the mail says which it was.
 */
export const registerResponse = z.object({
  data: z.object({ email: z.string(), retry_in_seconds: z.number().int() }),
});

/** GET /v1/auth/session: the signed-in user, or null for a visitor (an answer, not an error). */
export const sessionResponse = z.object({ data: user.nullable() });

export const retryResponse = z.object({ data: z.object({ retry_in_seconds: z.number().int() }) });

export const messageResponse = z.object({ data: z.object({ message: z.string() }) });

export const loginWithResponse = z.object({ data: z.object({ authentication_url: z.string() }) });

export const captchaVerifyRequest = z.strictObject({
  response_token: requiredText('response token', 4096),
});
export const captchaVerifyResponse = z.object({ data: z.object({ success: z.boolean() }) });

export const siteConfigResponse = z.object({
  data: z.object({
    captcha: z.object({ provider: z.enum(['off', 'turnstile']), site_key: z.string().nullable() }),
    login_platforms: z.array(z.enum(loginPlatforms)),
    support_email: z.string(),
    /** The allowed gift amount (configured on the server), so the Support Me form refuses others before paying. */
    gift_limits: z.object({ min_amount: moneyString, max_amount: moneyString }),
    /**
     * PayMongo's public key and API address, with which the browser pays a subscription's first invoice
     * (decision 0127); present only while auto-renewal through PayMongo's subscriptions is on.
     */
    paymongo: z.object({ public_key: z.string(), api_url: z.string() }).optional(),
  }),
});
export type SiteConfig = z.infer<typeof siteConfigResponse>['data'];

/** The schemas of `siteCalls` (`calls/site.ts`). */
export const siteSchemas = {
  config: { answers: { 200: siteConfigResponse } },
  verifyCaptcha: { body: captchaVerifyRequest, answers: { 200: captchaVerifyResponse } },
} as const satisfies SchemaTable;
