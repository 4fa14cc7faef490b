import { createHmac, randomInt } from 'node:crypto';
import { type Language, type OtpChallenge, otpRules, type Said, type ValuesOf } from '@pixel/contract';
import type { Db, Tx } from '../../../db/client.ts';
import type { OtpPurpose } from '../../../db/schema/index.ts';
import { AppError, fieldError, say, tooManyRequests } from '../../../lib/errors.ts';
import { translator } from '../../../lib/i18n.ts';
import { maskMobile } from '../../../lib/mobile.ts';
import { hashToken, randomToken, safeEqual } from '../../../lib/tokens.ts';
import type { en } from '../../../locales/en.ts';
import type { Mailer } from '../../../providers/mail/mailer.ts';
import type { SmsSender } from '../../../providers/sms/sms.ts';
import type { OtpChallengeRow, OtpRepository } from './otp.repository.ts';

/** Codes one user may be sent in an hour, first sends and resends together: each SMS costs money. */
const SENDS_PER_HOUR = 10;

/** The details a code is bound to; the same action with other details needs another code. */
export type OtpBinding = Record<string, string | number | boolean | null>;

type Problem = 'missing' | 'used' | 'dead' | 'expired' | 'wrong';

const problemMessages: Record<Problem, Said> = {
  missing: say('otpInvalid'),
  used: say('otpUsed'),
  dead: say('otpTooManyAttempts'),
  expired: say('otpExpired'),
  wrong: say('otpInvalid'),
};

export const otpInvalid = (problem: Problem = 'wrong') =>
  new AppError('otp_invalid', problemMessages[problem], {
    errors: { otp_code: [problemMessages[problem]] },
  });

type OtpActionTexts = typeof en.otpActions;

/**
 * What a code confirms, the words after "Your PIXEL code is 123456", by its key in the `otpActions`
 * catalogue: `otpAction('payout', { amount: '500.00', bank: 'BDO' })`. The SMS or mail writes it in the
 * account's language.
 */
export type OtpAction = Said & { readonly key: keyof OtpActionTexts };

export const otpAction = <Key extends keyof OtpActionTexts>(
  key: Key,
  ...values: ValuesOf<OtpActionTexts, Key>
): OtpAction => (values[0] ? { key, values: values[0] } : { key });

/** `action` in `language`, as the SMS and the mail put it after the code. */
const writeAction = (action: OtpAction, language: Language) =>
  translator(language)(`otpActions.${action.key}`, action.values ?? {});

/** The keyed hash a code is stored as; keyed with its challenge, so equal codes hash differently. */
export const otpCodeHash = (secret: string, tokenHash: string, code: string) =>
  createHmac('sha256', secret).update(`otp-code:${tokenHash}:${code}`).digest('hex');

/** The keyed hash of what a code is for: its action and the details, in a fixed order. */
export function otpBindingHash(secret: string, purpose: OtpPurpose, binding: OtpBinding) {
  const canonical = JSON.stringify(
    Object.keys(binding)
      .sort()
      .map((key) => [key, binding[key]]),
  );
  return createHmac('sha256', secret).update(`otp-binding:${purpose}:${canonical}`).digest('hex');
}

/** What a resent code confirms; the first SMS says it with the details. */
const resendActions: Record<OtpPurpose, OtpAction> = {
  add_bank: otpAction('resendAddBank'),
  mobile_number: otpAction('resendNumber'),
  payout: otpAction('resendPayout'),
  link_e_wallet: otpAction('resendEWallet'),
  support_change: otpAction('resendSupport'),
};

/**
 * The step a two-step form is at: null for the first call (send a code), or the code and its token.
 * A code and its token come together; one without the other is a mistake worth naming.
 */
function otpStep(body: { otp_code?: string; otp_token?: string }) {
  if (body.otp_code && body.otp_token) return { code: body.otp_code, token: body.otp_token };
  if (body.otp_code) throw fieldError('otp_token', say('fieldRequired', { field: 'otp token' }));
  if (body.otp_token) throw fieldError('otp_code', say('otpMissing'));
  return null;
}

/** Where a code goes: a mobile number (10 digits after +63), or an email when there is no number on file. */
export type OtpDestination =
  { mobileNumber: string; email?: never } | { email: string; mobileNumber?: never };

/**
 * A two-step form that one code confirms: the call without a code sends one and answers the challenge;
 * the call with it uses it up and runs `work` in the same transaction (see `redeem`). Where the code goes
 * is worked out only when one is sent, so a call with a code does not look it up.
 */
export async function issueOrRedeem<T>(
  otp: Pick<OtpService, 'issue' | 'redeem'>,
  input: {
    userId: string;
    purpose: OtpPurpose;
    binding: OtpBinding;
    body: { otp_code?: string; otp_token?: string };
    /** Where the code goes, and the words after "Your PIXEL code is 123456" saying what it confirms. */
    send: () => Promise<OtpDestination & { action: OtpAction }>;
  },
  work: (tx: Tx, challenge: OtpChallengeRow) => Promise<T>,
): Promise<{ step: 'challenge'; challenge: OtpChallenge } | { step: 'done'; value: T }> {
  const { userId, purpose, binding } = input;
  const step = otpStep(input.body);
  if (!step) {
    const challenge = await otp.issue({
      userId,
      purpose,
      binding,
      ...(await input.send()),
      resendAfterSeconds: otpRules.resendSeconds,
    });
    return { step: 'challenge', challenge };
  }
  return { step: 'done', value: await otp.redeem({ userId, ...step, purpose, binding }, work) };
}

/** 'maria@example.ph' -> 'm***@example.ph': enough for a person to recognise their own address. */
export const maskEmail = (email: string) => `${email.slice(0, 1)}***${email.slice(email.lastIndexOf('@'))}`;

const newCode = () => String(randomInt(0, 10 ** otpRules.length)).padStart(otpRules.length, '0');

/**
 * One-time codes sent by SMS: six digits from a CSPRNG, stored as keyed hashes, valid ten minutes,
 * single use, bound to one action and its details, dead after five wrong tries.
 */
export function createOtpService(deps: {
  db: Db;
  repository: OtpRepository;
  sms: SmsSender;
  mailer: Pick<Mailer, 'send'>;
  secret: string;
  now: () => Date;
  log: { error(obj: object, msg: string): void };
}) {
  const { db, repository, sms, mailer, secret, now } = deps;
  const secondsUntil = (at: Date) => Math.max(0, Math.ceil((at.getTime() - now().getTime()) / 1000));

  const challengeOf = (row: OtpChallengeRow, token: string): OtpChallenge => ({
    otp_mode: row.mobileNumber ? 'sms' : 'email',
    otp_token: token,
    sent_to: row.mobileNumber ? maskMobile(row.mobileNumber) : maskEmail(row.email!),
    retry_in_seconds: secondsUntil(row.resendAvailableAt),
  });

  /**
   * The code's SMS, queued in the transaction that stores the code: sent exactly when it exists. One SMS
   * (160 characters) with the longest amount and bank name; sent as a code, so it goes the OTP route.
   */
  async function sendCode(tx: Tx, mobileNumber: string, code: string, action: OtpAction, language: Language) {
    await sms.send(
      {
        to: `+63${mobileNumber}`,
        text: translator(language)('sms.otpCode', {
          code,
          action: writeAction(action, language),
          minutes: otpRules.ttlSeconds / 60,
        }),
        code,
      },
      { tx },
    );
  }

  /**
   * The code by SMS, or by mail to a challenge that has no number, in the account's language; queued in
   * the transaction that stores it.
   */
  async function deliverCode(
    tx: Tx,
    to: OtpChallengeRow,
    code: string,
    action: OtpAction,
    language: Language,
  ) {
    if (to.mobileNumber) return sendCode(tx, to.mobileNumber, code, action, language);
    const t = translator(language);
    await mailer.send(
      {
        to: to.email!,
        subject: t('mail.otpCode.subject'),
        text: t('mail.otpCode.text', {
          code,
          action: writeAction(action, language),
          minutes: otpRules.ttlSeconds / 60,
        }),
      },
      { tx, urgent: true },
    );
  }

  /** Refuses past the hourly cap; in a transaction that holds the user's row (see lockSender). */
  async function checkSendAllowance(tx: Tx, userId: string): Promise<Language> {
    const language = await repository.lockSender(tx, userId);
    const at = now();
    const since = new Date(at.getTime() - 3_600_000);
    const sent = await repository.sentSince(userId, since, tx);
    if (sent >= SENDS_PER_HOUR) {
      // the wait is until the oldest counted send leaves the hour, not a whole hour
      const oldest = await repository.oldestSentSince(userId, since, tx);
      throw tooManyRequests(oldest ? secondsUntil(new Date(oldest.getTime() + 3_600_000)) : 3_600);
    }
    return language;
  }

  /** What is wrong with presenting `code` for this challenge, or null when it may be used. */
  function problemOf(
    row: OtpChallengeRow | null,
    input: { userId: string; code: string; purpose?: OtpPurpose; bindingHash?: string },
  ): Problem | null {
    // another user's token is as unknown as a made-up one
    if (!row || row.userId !== input.userId) return 'missing';
    if (row.usedAt) return 'used';
    if (row.attempts >= otpRules.maxAttempts) return 'dead';
    if (row.expiresAt.getTime() <= now().getTime()) return 'expired';
    const rightCode = safeEqual(otpCodeHash(secret, row.tokenHash, input.code), row.codeHash);
    const rightAction =
      (input.purpose === undefined || input.purpose === row.purpose) &&
      (input.bindingHash === undefined || safeEqual(input.bindingHash, row.bindingHash));
    return rightCode && rightAction ? null : 'wrong';
  }

  return {
    /** Sends a code for `purpose` to the number (or email) and answers the challenge the web app holds. */
    async issue(
      input: {
        userId: string;
        purpose: OtpPurpose;
        binding: OtpBinding;
        /** Words after "Your PIXEL code is 123456", saying what it confirms. */
        action: OtpAction;
        /** Wait before the first resend. */
        resendAfterSeconds: number;
      } & OtpDestination,
    ): Promise<OtpChallenge> {
      const token = randomToken(24);
      const tokenHash = hashToken(secret, token);
      const code = newCode();
      const at = now();
      const row = await db.transaction(async (tx) => {
        const language = await checkSendAllowance(tx, input.userId);
        const inserted = await repository.insert(
          {
            tokenHash,
            userId: input.userId,
            purpose: input.purpose,
            bindingHash: otpBindingHash(secret, input.purpose, input.binding),
            mobileNumber: input.mobileNumber ?? null,
            email: input.mobileNumber ? null : input.email,
            codeHash: otpCodeHash(secret, tokenHash, code),
            lastSentAt: at,
            resendAvailableAt: new Date(at.getTime() + input.resendAfterSeconds * 1000),
            expiresAt: new Date(at.getTime() + otpRules.ttlSeconds * 1000),
          },
          tx,
        );
        await deliverCode(tx, inserted, code, input.action, language);
        return inserted;
      });
      return challengeOf(row, token);
    },

    /** Checks a code without using it up; a wrong one counts as a try. */
    async verify(input: { userId: string; token: string; code: string }) {
      const problem = await db.transaction(async (tx) => {
        const row = await repository.lockByToken(tx, hashToken(secret, input.token));
        const found = problemOf(row, input);
        if (found === 'wrong') await repository.update(tx, row!.id, { attempts: row!.attempts + 1 });
        return found;
      });
      if (problem) throw otpInvalid(problem);
    },

    /** A new code for the same challenge (the old one stops working), once the wait is over. */
    async resend(input: { userId: string; token: string }): Promise<OtpChallenge> {
      const tokenHash = hashToken(secret, input.token);
      const code = newCode();
      const outcome = await db.transaction(async (tx) => {
        const language = await checkSendAllowance(tx, input.userId);
        const row = await repository.lockByToken(tx, tokenHash);
        if (!row || row.userId !== input.userId) return { problem: 'missing' as const };
        if (row.usedAt) return { problem: 'used' as const };
        if (row.attempts >= otpRules.maxAttempts) return { problem: 'dead' as const };
        const wait = secondsUntil(row.resendAvailableAt);
        if (wait > 0) return { wait };
        const at = now();
        const values = {
          codeHash: otpCodeHash(secret, tokenHash, code),
          sendCount: row.sendCount + 1,
          lastSentAt: at,
          resendAvailableAt: new Date(at.getTime() + otpRules.resendSeconds * 1000),
          expiresAt: new Date(at.getTime() + otpRules.ttlSeconds * 1000),
        };
        await repository.update(tx, row.id, values);
        await deliverCode(tx, row, code, resendActions[row.purpose], language);
        return { row: { ...row, ...values } };
      });
      if ('problem' in outcome) throw otpInvalid(outcome.problem);
      if ('wait' in outcome) throw tooManyRequests(outcome.wait!);
      return challengeOf(outcome.row, input.token);
    },

    /**
     * Uses up a code and runs `work` in the same database transaction: if the work fails the code is
     * still good, and a code can authorise one action only. A wrong code counts as a try and the work
     * does not run.
     */
    async redeem<T>(
      input: { userId: string; token: string; code: string; purpose: OtpPurpose; binding: OtpBinding },
      work: (tx: Tx, challenge: OtpChallengeRow) => Promise<T>,
    ): Promise<T> {
      const bindingHash = otpBindingHash(secret, input.purpose, input.binding);
      const outcome = await db.transaction(async (tx) => {
        const row = await repository.lockByToken(tx, hashToken(secret, input.token));
        const problem = problemOf(row, { ...input, bindingHash });
        if (problem === 'wrong') await repository.update(tx, row!.id, { attempts: row!.attempts + 1 });
        if (problem) return { problem };
        await repository.update(tx, row!.id, { usedAt: now() });
        return { value: await work(tx, row!) };
      });
      if ('problem' in outcome) throw otpInvalid(outcome.problem);
      return outcome.value as T;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
