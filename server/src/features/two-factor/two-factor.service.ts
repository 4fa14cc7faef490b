import { recoveryCodeCount, type PasskeyAssertion } from '@pixel/contract';
import * as OTPAuth from 'otpauth';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, fieldError, tooManyRequests, say } from '../../lib/errors.ts';
import { manilaTime } from '../../lib/manila.ts';
import { passwordMatches } from '../../lib/passwords.ts';
import { passwordHashOf } from '../../db/password-hash.ts';
import { createSealer } from '../../lib/sealed.ts';
import { hashToken, randomToken, readableCode } from '../../lib/tokens.ts';
import type { PasskeyFactor, PasskeyFactorPurpose } from '../passkeys/passkeys.service.ts';
import type { AuthenticatorRow, TwoFactorRepository } from './two-factor.repository.ts';

const STEP_MS = 30_000;
/** Five wrong codes close the second step of an account for 15 minutes (decision 0093). */
const LOCK_MS = 15 * 60_000;
const MAX_FAILURES = 5;
/** How long the password step of a sign-in waits for its second step. */
const CHALLENGE_TTL_MS = 10 * 60_000;

/** The person whose second step is checked: a signed-in user, or the account a sign-in is for. */
interface Account {
  id: string;
  email: string | null;
  pageName: string;
}

/** A second step: a code of the authenticator app, one of the recovery codes, or a passkey's answer. */
export interface SecondStep {
  code?: string;
  recovery_code?: string;
  passkey?: PasskeyAssertion;
}

/** What a call that moves money carries for its step-up. */
export interface StepUpFields {
  two_factor_code?: string;
  two_factor_passkey?: PasskeyAssertion;
  otp_code?: string;
}

const signInExpired = () => fieldError('challenge_token', say('signInTooLong'));

/** `ABCD-EFGH`: a recovery code as shown; typed back, case, spaces and the dash do not matter. */
const shownCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238, through the `otpauth` library): enrolment
 * with a first code, ten one-time recovery codes kept as keyed hashes, the second step of a sign-in, and
 * the check other features ask for before what moves money (decision 0093).
 */
export function createTwoFactorService(deps: {
  db: Db;
  repository: TwoFactorRepository;
  secret: string;
  publicUrl: string;
  now: () => Date;
  jobs: Pick<JobQueue, 'send'>;
  /** The account's passkeys, each a second factor besides the app (decision 0095). */
  passkeys: Pick<PasskeyFactor, 'count' | 'options' | 'verify'>;
}) {
  const { db, repository, now, passkeys } = deps;
  const sealer = createSealer(deps.secret, 'authenticator');
  const recoveryHash = (code: string) => hashToken(deps.secret, `recovery-code:${code}`);

  const totpOf = (row: Pick<AuthenticatorRow, 'secretSealed'>, label = 'PIXEL') => {
    const secret = sealer.open(row.secretSealed);
    if (!secret) throw new Error('an authenticator key that does not open with this secret');
    return new OTPAuth.TOTP({
      issuer: 'PIXEL',
      label,
      algorithm: 'SHA1',
      digits: 6,
      period: STEP_MS / 1000,
      secret: OTPAuth.Secret.fromBase32(secret),
    });
  };

  /** The 30-second step `code` was made for (this one, the one before or the one after), or null. */
  function stepOf(row: AuthenticatorRow, code: string) {
    const at = now().getTime();
    const delta = totpOf(row).validate({ token: code, timestamp: at, window: 1 });
    return delta === null ? null : Math.floor(at / STEP_MS) + delta;
  }

  async function newRecoveryCodes(tx: Parameters<Parameters<Db['transaction']>[0]>[0], userId: string) {
    const codes = Array.from({ length: recoveryCodeCount }, () => readableCode(8));
    await repository.replaceRecoveryCodes(tx, userId, codes.map(recoveryHash));
    return codes.map(shownCode);
  }

  const mail = (account: Account, subject: string, text: string) =>
    account.email
      ? deps.jobs.send('send-mail', {
          to: account.email,
          subject,
          text: `Hi ${account.pageName},\n\n${text}`,
        })
      : Promise.resolve();

  async function ensureNotLocked(userId: string) {
    const { failures, last } = await repository.failuresSince(userId, new Date(now().getTime() - LOCK_MS));
    if (failures >= MAX_FAILURES && last) {
      throw tooManyRequests((last.getTime() + LOCK_MS - now().getTime()) / 1000);
    }
  }

  /**
   * Checks a second step of a user with two-factor sign-in on: a code of this step or the next (once: the
   * step is kept), an unused recovery code (used up), or a passkey's answer to a challenge of `purpose`
   * (each taken once). A wrong one counts toward the lock. `reuse` lets a signed-in person's step-up take
   * the code of a step already used: a form sent again after fixing its amount need not wait for the
   * app's next code.
   */
  async function check(
    userId: string,
    step: SecondStep,
    options: {
      codeField?: string;
      passkeyField?: string;
      reuse?: boolean;
      purpose?: PasskeyFactorPurpose;
    } = {},
  ) {
    const codeField = options.codeField ?? 'code';
    await ensureNotLocked(userId);
    if (step.passkey !== undefined) {
      if (await passkeys.verify(userId, options.purpose ?? 'second-step', step.passkey)) return;
      await repository.recordFailure(userId, now(), new Date(now().getTime() - LOCK_MS));
      throw fieldError(options.passkeyField ?? 'passkey', say('passkeyNotVerified'));
    }
    const usingRecovery = step.code === undefined && step.recovery_code !== undefined;
    const taken = await db.transaction(async (tx) => {
      const row = await repository.findAuthenticator(tx, userId, true);
      if (!row?.confirmedAt) return false;
      if (usingRecovery)
        return repository.useRecoveryCode(tx, userId, recoveryHash(step.recovery_code!), now());
      const matched = step.code === undefined ? null : stepOf(row, step.code);
      if (matched === null) return false;
      if (options.reuse) return true;
      if (matched <= (row.lastStep ?? -1)) return false;
      await repository.updateAuthenticator(tx, userId, { lastStep: matched });
      return true;
    });
    if (!taken) {
      await repository.recordFailure(userId, now(), new Date(now().getTime() - LOCK_MS));
      throw usingRecovery
        ? fieldError('recovery_code', say('twoFactorWrongRecoveryCode'))
        : fieldError(codeField, say('twoFactorWrongCode'));
    }
  }

  async function totpOn(userId: string) {
    return Boolean((await repository.findAuthenticator(db, userId))?.confirmedAt);
  }

  /** Whether the account has a second factor: the app, or a passkey. */
  async function isOn(userId: string) {
    return (await totpOn(userId)) || (await passkeys.count(userId)) > 0;
  }

  async function confirmed(userId: string) {
    const row = await repository.findAuthenticator(db, userId);
    if (!row?.confirmedAt) throw new AppError('conflict', say('twoFactorOff'));
    return row;
  }

  /**
   * The step-up of a call that moves money or where it goes: an account with a second factor sends
   * `two_factor_code` (the app's code) or `two_factor_passkey` (a passkey's answer) with it. A call's
   * second step (with the SMS code its first step sent) was asked at the first, and is not asked again.
   */
  async function stepUp(userId: string, body: StepUpFields) {
    if (body.otp_code !== undefined || !(await isOn(userId))) return;
    if (body.two_factor_passkey !== undefined) {
      await check(
        userId,
        { passkey: body.two_factor_passkey },
        { passkeyField: 'two_factor_passkey', purpose: 'step-up' },
      );
      return;
    }
    if (body.two_factor_code === undefined) {
      throw (await totpOn(userId))
        ? fieldError('two_factor_code', say('authenticatorCodeRequired'))
        : fieldError('two_factor_passkey', say('confirmWithPasskey'));
    }
    await check(userId, { code: body.two_factor_code }, { codeField: 'two_factor_code', reuse: true });
  }

  return {
    isOn,
    check,
    stepUp,

    /** Options for a passkey to confirm a signed-in person's step-up. */
    async stepUpOptions(userId: string) {
      if ((await passkeys.count(userId)) === 0) throw new AppError('conflict', say('youHaveNoPasskey'));
      return passkeys.options(userId, 'step-up');
    },

    async status(userId: string) {
      const row = await repository.findAuthenticator(db, userId);
      const on = Boolean(row?.confirmedAt);
      const passkeyCount = await passkeys.count(userId);
      return {
        enabled: on || passkeyCount > 0,
        totp_enabled: on,
        enabled_at: on ? row!.confirmedAt!.toISOString() : null,
        recovery_codes_left: on ? await repository.recoveryCodesLeft(userId) : 0,
        passkeys: passkeyCount,
      };
    },

    /**
     * A new key for the app; starting again before confirming replaces the last one. An account with
     * passkeys confirms one first: a stolen session alone must not add a second factor that would then
     * pass every step-up (decision 0122).
     */
    async begin(account: Account, proof: Pick<StepUpFields, 'two_factor_passkey'> = {}) {
      if (await totpOn(account.id)) throw new AppError('conflict', say('twoFactorAlreadyOn'));
      await stepUp(account.id, proof);
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      const secretSealed = sealer.seal(secret);
      await repository.saveUnconfirmed(account.id, secretSealed);
      return {
        otpauth_url: totpOf({ secretSealed }, account.email ?? account.pageName).toString(),
        secret,
      };
    },

    /** The app's first code turns two-factor sign-in on; the answer holds the recovery codes, once. */
    async confirm(account: Account, code: string) {
      const codes = await db.transaction(async (tx) => {
        const row = await repository.findAuthenticator(tx, account.id, true);
        if (!row) throw new AppError('conflict', say('startTwoFactorAgain'));
        if (row.confirmedAt) throw new AppError('conflict', say('twoFactorAlreadyOn'));
        const matched = stepOf(row, code);
        if (matched === null) throw fieldError('code', say('twoFactorWrongCode'));
        await repository.updateAuthenticator(tx, account.id, { confirmedAt: now(), lastStep: matched });
        return newRecoveryCodes(tx, account.id);
      });
      await mail(
        account,
        'Two-factor sign-in is on',
        `Two-factor sign-in was turned on for your PIXEL account on ${manilaTime(now())} (Philippine time). ` +
          `Signing in now asks for a code from your authenticator app after your password.\n\n` +
          `If it was not you, reset your password at ${deps.publicUrl}/auth/forgot-password and write to us.\n`,
      );
      return { recovery_codes: codes };
    },

    async disable(account: Account, input: { password: string } & SecondStep) {
      await confirmed(account.id);
      if (!(await passwordMatches(await passwordHashOf(db, account.id), input.password))) {
        throw fieldError('password', say('passwordIncorrect'));
      }
      await check(account.id, input);
      await db.transaction((tx) => repository.deleteAuthenticator(tx, account.id));
      const after = (await passkeys.count(account.id))
        ? 'Signing in with your password now asks for one of your passkeys.'
        : 'Your password alone signs you in now.';
      await mail(
        account,
        'Two-factor sign-in is off',
        `Two-factor sign-in with an authenticator app was turned off for your PIXEL account on ` +
          `${manilaTime(now())} (Philippine time). ${after}\n\nIf it was not you, reset your password at ` +
          `${deps.publicUrl}/auth/forgot-password and write to us.\n`,
      );
    },

    /** A new set of recovery codes for a current code; the old set stops working. */
    async renewRecoveryCodes(account: Account, code: string) {
      await confirmed(account.id);
      await check(account.id, { code });
      return { recovery_codes: await db.transaction((tx) => newRecoveryCodes(tx, account.id)) };
    },

    /** The second step a sign-in of `userId` waits for: a token to send back with the code. */
    async challenge(userId: string) {
      const token = randomToken(32);
      await repository.insertChallenge({
        tokenHash: hashToken(deps.secret, token),
        userId,
        expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
        createdAt: now(),
      });
      return token;
    },

    /** Options for one of the account's passkeys to be the second step of this sign-in. */
    async passkeyOptions(token: string) {
      const challenge = await repository.findChallenge(hashToken(deps.secret, token), now());
      if (!challenge) throw signInExpired();
      if ((await passkeys.count(challenge.userId)) === 0) {
        throw new AppError('conflict', say('noPasskeyOnAccount'));
      }
      return passkeys.options(challenge.userId, 'second-step');
    },

    /** Completes a sign-in's second step, once: the account it signs in. */
    async completeSignIn(token: string, step: SecondStep) {
      const tokenHash = hashToken(deps.secret, token);
      const challenge = await repository.findChallenge(tokenHash, now());
      if (!challenge) throw signInExpired();
      await check(challenge.userId, step, { purpose: 'second-step' });
      if (!(await repository.takeChallenge(tokenHash))) throw signInExpired();
      return challenge.userId;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
