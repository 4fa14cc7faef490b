import { z } from 'zod';
import { supportEmail } from './constants.ts';
import { twoFactorCodeField, twoFactorPasskeyField } from './two-factor.ts';
import { pageEnvelope } from './envelope.ts';
import { flag, requiredText } from './fields.ts';
import { amountField, moneyString } from './money.ts';
import { pageField, perPageField, searchField } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** Spec §9: payouts, banks and one-time codes. Amounts in centavos. */
export const payoutRules = {
  /** A standard (bank) payout costs this, on top of the amount. */
  standardFee: 1500,
  /** Standard payouts per calendar month in Asia/Manila, counted by the amount sent. */
  standardMonthlyCap: 500_000,
  /** The smallest payout. */
  minimumAmount: 10000,
} as const;

export const otpRules = {
  length: 6,
  /** A code lives this long. */
  ttlSeconds: 600,
  /** Wrong codes before a challenge is dead. */
  maxAttempts: 5,
  /** Wait before the first resend in the payout flow. */
  payoutFirstResendSeconds: 30,
  /** Wait before a resend in the bank flows, and after any resend. */
  resendSeconds: 300,
} as const;

export const bankPageSizes = { default: 15, modal: 100 } as const;

/** The direct e-payment target: the user's linked provider account. Free, no monthly cap. */
export const DIRECT_EPAYMENT_SLUG = 'e-payment';

export const payoutMessages = {
  insufficientBalance: 'Insufficient balance',
  /** A refund took more than the balance (decision 0099): what is owed comes off before anything is paid out. */
  owedAfterRefund: (owed: string) =>
    `A refund of a supporter's payment took ₱${owed} more than your balance. Payouts wait until your earnings cover it.`,
  overLimit: 'You have reached the maximum amount for standard payouts this month.',
  /** The cap is not reached yet, only exceeded by this amount: say what is still allowed, as the modal shows. */
  overLimitPartly: (allowed: string) =>
    `This is more than the maximum amount for standard payouts this month. You can still withdraw up to ₱${allowed.replace(/\B(?=(\d{3})+\.)/g, ',')}.`,
  minimum: 'The amount must be at least 100.00.',
  bankRequired: 'The bank field is required.',
  accountNameRequired: 'The account name field is required.',
  accountNumberRequired: 'The account number field is required.',
  accountNumberDigits: 'The account number must contain digits only.',
  mobileNumberRequired: 'The mobile number field is required.',
  mobileNumberInvalid: 'The mobile number must be a valid mobile number.',
  bankInvalid: 'The selected bank is invalid.',
  bankNotLinked: 'The selected bank is not one of your payout accounts.',
  bankExists: 'You already have a payout account with this bank.',
  bankDisabled: 'The selected bank is not your active payout account.',
  noBanks: 'Add a bank account first.',
  amountRequired: 'The amount field is required.',
  noLinkedAccount: 'You have no linked e-payment account.',
  /** A bank whose name is not the verified legal name (decision 0107): kept, not usable until support approves it. */
  nameMismatch: `The name on this account is not your verified legal name. PIXEL support checks it before you can withdraw to it: write to ${supportEmail} if you have not heard from us in two days.`,
  otpInvalid: 'The OTP code is invalid.',
  otpExpired: 'The OTP code has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong codes. Please start again.',
  otpUsed: 'The OTP code has already been used.',
  otpMissing: 'Enter the OTP code sent to your mobile number.',
  bankAdded: 'Bank Account Successfully Added',
  mobileUpdated: 'Mobile Number Successfully Updated',
  payoutSuccess: 'Payout Successfully',
  payoutSubmitted: 'Payout Request Submitted.',
} as const;

/** A Philippine mobile number: the last 10 digits (9XXXXXXXXX); spaces and a +63 / 0 prefix dropped. */
export const mobileNumberField = z
  .string({ error: says('fieldRequired', { field: 'mobile number' }) })
  .transform((value) => value.replace(/\D/g, '').slice(-10))
  .refine((value) => value.length > 0, says('fieldRequired', { field: 'mobile number' }))
  .refine((value) => /^9\d{9}$/.test(value), says('mobileNumberInvalid'));

export const otpCodeField = z
  .string({ error: says('fieldRequired', { field: 'otp code' }) })
  .trim()
  .regex(/^\d{6}$/, says('otpDigits'));
export const otpTokenField = requiredText('otp token', 200);

/** A bank or e-wallet the provider can send money to. */
export const bank = z.object({ slug: z.string(), name: z.string(), type: z.enum(['bank', 'ewallet']) });
export type Bank = z.infer<typeof bank>;

/** GET /v1/banks. */
export const banksQuery = z.object({
  page: pageField,
  per_page: perPageField(bankPageSizes.default, bankPageSizes.modal),
  search: searchField,
});
export type BanksQuery = z.input<typeof banksQuery>;
export const banksPage = pageEnvelope(bank);
export type BanksPage = z.infer<typeof banksPage>;

export const userBank = z.object({
  account_name: z.string(),
  account_number: z.string(),
  bank_details: z.object({ slug: z.string(), name: z.string() }),
  mobile_number: z.string().nullable(),
  is_disabled: z.boolean(),
});
export type UserBank = z.infer<typeof userBank>;

/** GET /v1/user/banks; also the answer of adding and enabling a bank. Exactly one is enabled. */
export const userBanksResponse = z.object({ data: z.array(userBank) });
export type UserBanksResponse = z.infer<typeof userBanksResponse>;

/** The answer to a `confirm` step: a code was sent. */
export const otpChallenge = z.object({
  /** 'email' when the code went to the account's email, there being no number on file. */
  otp_mode: z.enum(['sms', 'email']),
  otp_token: z.string(),
  /** The number, masked: '+63 9** *** 4567' (or the email: 'm***@example.ph'). */
  sent_to: z.string(),
  /** When a resend is allowed. */
  retry_in_seconds: z.number().int(),
});
export type OtpChallenge = z.infer<typeof otpChallenge>;
export const otpChallengeResponse = z.object({ data: otpChallenge });
export type OtpChallengeResponse = z.infer<typeof otpChallengeResponse>;

/**
 * POST /v1/user/banks/add/bank: first with `confirm` 1 (checks the fields, sends a code), then with
 * the same fields plus `otp_code` and `otp_token` (adds the bank). `mobile_number` only for a first bank.
 */
export const addBankRequest = z.strictObject({
  bank_slug: requiredText('bank', 100),
  account_name: requiredText('account name', 100),
  account_number: requiredText('account number', 34).regex(/^\d+$/, says('accountNumberDigits')),
  mobile_number: mobileNumberField.optional(),
  confirm: flag('confirm').optional(),
  otp_code: otpCodeField.optional(),
  otp_token: otpTokenField.optional(),
  two_factor_code: twoFactorCodeField,
  two_factor_passkey: twoFactorPasskeyField,
});
export type AddBankRequest = z.input<typeof addBankRequest>;
/** The `confirm` step answers a challenge; the step with the code answers the user's banks. */
export const addBankResponse = z.union([otpChallengeResponse, userBanksResponse]);

/** POST /v1/user/banks/enable. */
export const enableBankRequest = z.strictObject({
  bank_slug: requiredText('bank', 100),
});

/** PUT /v1/user/transactions/payout/add/mobilenumber: `confirm` first, then the code. */
export const mobileNumberRequest = z.strictObject({
  mobile_number: mobileNumberField,
  confirm: flag('confirm').optional(),
  otp_code: otpCodeField.optional(),
  otp_token: otpTokenField.optional(),
  two_factor_code: twoFactorCodeField,
  two_factor_passkey: twoFactorPasskeyField,
});
export type MobileNumberRequest = z.input<typeof mobileNumberRequest>;
/** The `confirm` step answers a challenge; the step with the code answers the banks, each with the number. */
export const mobileNumberResponse = z.union([otpChallengeResponse, userBanksResponse]);

/** POST /v1/user/otp/verify: checks a code without using it up (a wrong one counts as a try). */
export const otpVerifyRequest = z.strictObject({ otp_code: otpCodeField, otp_token: otpTokenField });
export const otpVerifyResponse = z.object({ data: z.object({ verified: z.literal(true) }) });

/** POST /v1/user/otp/resend: a new code for the same challenge (the old one stops working). */
export const otpResendRequest = z.strictObject({ otp_token: otpTokenField });
/** The same token, with the wait before the next resend. */
export const otpResendResponse = otpChallengeResponse;

const payoutAmount = amountField('amount', { maxLength: 11 });

/**
 * POST /v1/user/transactions/payout/request (with `confirm`): checks the payout and sends a code.
 * `withdraw_all` withdraws everything available, less the fee; `amount` is then ignored.
 */
export const payoutRequest = z.strictObject({
  bank_slug: requiredText('bank', 100),
  amount: payoutAmount.optional(),
  withdraw_all: flag('withdraw all').default(false),
  confirm: flag('confirm').optional(),
  two_factor_code: twoFactorCodeField,
  two_factor_passkey: twoFactorPasskeyField,
});
export type PayoutRequest = z.input<typeof payoutRequest>;

/**
 * POST /v1/user/transactions/payout/bank: the same payout with the code. The code is bound to the
 * bank and the amount (or to withdraw_all) it was requested for. `confirm` is accepted and ignored.
 */
export const payoutSubmitRequest = z.strictObject({
  bank_slug: requiredText('bank', 100),
  amount: payoutAmount.optional(),
  withdraw_all: flag('withdraw all').default(false),
  confirm: flag('confirm').optional(),
  otp_code: otpCodeField,
  otp_token: otpTokenField,
});
export type PayoutSubmitRequest = z.input<typeof payoutSubmitRequest>;

export const payoutStatuses = ['pending', 'completed', 'failed'] as const;

export const payout = z.object({
  reference: z.string(),
  method: z.enum(['standard', 'direct']),
  bank_details: z.object({ slug: z.string(), name: z.string() }),
  account_number: z.string(),
  /** What the account receives. */
  amount: moneyString,
  fee: moneyString,
  /** Of the amount, what PIXEL withholds for the BIR (decision 0109): the account receives the rest. */
  withholding: moneyString,
  /** What left the balance: amount + fee. */
  total_amount: moneyString,
  status: z.enum(payoutStatuses),
  /** A first payout waits for review until then, and is sent after (decision 0107); null otherwise. */
  review_until: z.string().nullable(),
  /** PIXEL is holding it for a look before it is sent. */
  on_hold: z.boolean(),
  created_at: z.string(),
});
export type Payout = z.infer<typeof payout>;
export const payoutResponse = z.object({ data: payout });

/** OverLimitPayoutException's `data`. */
export const overLimitData = z.object({ amount_allowed: moneyString });

/**
 * A change of the payout bank or number that PIXEL support entered for the creator (decision 0101): it
 * waits for the code sent to the number on file (or the email, without one), typed by the creator.
 */
export const supportPayoutChange = z.object({
  id: z.uuid(),
  kind: z.enum(['bank', 'mobile_number']),
  bank_name: z.string().nullable(),
  account_name: z.string().nullable(),
  /** Masked: the last four digits. */
  account_number: z.string().nullable(),
  /** Masked: '+63 9** *** 4567'. */
  mobile_number: z.string().nullable(),
  /** Why support made it, in their words. */
  reason: z.string(),
  created_at: z.string(),
  /** The code's challenge: `otp_token` to send back with the code, where it went, when it may be resent. */
  otp: otpChallenge,
});
export type SupportPayoutChange = z.infer<typeof supportPayoutChange>;

export const supportPayoutChangesResponse = z.object({ data: z.array(supportPayoutChange) });

export const supportPayoutChangeParams = z.object({
  id: z.uuid(says('fieldSelectedInvalid', { field: 'change' })),
});

export const supportPayoutChangeConfirm = z.strictObject({
  otp_code: otpCodeField,
  otp_token: otpTokenField,
});

export const supportPayoutChangeConfirmResponse = z.object({
  data: z.object({ message: z.string(), banks: z.array(userBank) }),
});

/** The schemas of `payoutsCalls` (`calls/payouts.ts`). */
export const payoutsSchemas = {
  request: { body: payoutRequest, answers: { 200: otpChallengeResponse } },
  submit: { body: payoutSubmitRequest, answers: { 200: payoutResponse } },
} as const satisfies SchemaTable;

/** The schemas of `otpCalls` (`calls/payouts.ts`). */
export const otpSchemas = {
  verify: { body: otpVerifyRequest, answers: { 200: otpVerifyResponse } },
  resend: { body: otpResendRequest, answers: { 200: otpResendResponse } },
} as const satisfies SchemaTable;

/** The schemas of `banksCalls` (`calls/payouts.ts`). */
export const banksSchemas = {
  supportChanges: { answers: { 200: supportPayoutChangesResponse } },
  confirmSupportChange: {
    params: supportPayoutChangeParams,
    body: supportPayoutChangeConfirm,
    answers: { 200: supportPayoutChangeConfirmResponse },
  },
  list: { query: banksQuery, answers: { 200: banksPage } },
  own: { answers: { 200: userBanksResponse } },
  add: { body: addBankRequest, answers: { 200: addBankResponse } },
  enable: { body: enableBankRequest, answers: { 200: userBanksResponse } },
  updateMobileNumber: { body: mobileNumberRequest, answers: { 200: mobileNumberResponse } },
} as const satisfies SchemaTable;
