import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Language } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { passwordFailures } from '../../db/schema/index.ts';
import { fieldError, tooManyRequests, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { manilaTime } from '../../lib/manila.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { CaptchaVerifier } from '../../providers/captcha/captcha.ts';
import type { CappedMailer } from '../../providers/mail/mailer.ts';

/** The window wrong passwords for one address are counted in, from the first (decision 0122). */
export const PASSWORD_WINDOW_MS = 15 * 60_000;
/** Wrong passwords an address takes in a window before a stranger's try is challenged or slowed. */
export const FREE_PASSWORD_FAILURES = 10;
/** With no captcha to ask, the wait between tries of a browser the account does not know, past the ten. */
export const SLOW_TRY_MS = 30_000;

/** The account a log-in names, as the guard needs it. */
interface Account {
  id: string;
  email: string | null;
  pageName: string;
  language: Language | null;
}

/** What the log-in brings besides the password. */
export interface LoginAttempt {
  /** Whether this browser has signed in to the account before (its device cookie); never, without one. */
  knownBrowser: boolean;
  /** A captcha answer, asked of a browser the account does not know once the account is under attack. */
  captchaToken?: string;
  ip: string;
}

/**
 * Wrong passwords counted per email address, from any network address, in the database (so every instance
 * counts the same, with Redis or without), whether or not the address has an account, so that the answers
 * never tell which addresses do: past ten in a window, a browser the account has not signed in from (and
 * any browser, for an address without one) must solve the captcha with each try, or, with no captcha, wait
 * between tries; the owner is mailed once a window. A browser the account knows is never held, so the
 * owner is not locked out (decision 0122).
 */
export function createPasswordGuard(deps: {
  db: Db;
  now: () => Date;
  captcha: CaptchaVerifier;
  mailer: CappedMailer;
  publicUrl: string;
  /** Keys the hash an address is counted under. */
  secret: string;
}) {
  const { db, now } = deps;
  const link = (path: string) => new URL(path, deps.publicUrl).toString();
  // the sign-in's own normalization (the contract's email field), so `Juan@x.ph ` and `juan@x.ph` count as one
  const keyOf = (email: string) => hashToken(deps.secret, `password-failures:${email.trim().toLowerCase()}`);

  const windowStart = () => new Date(now().getTime() - PASSWORD_WINDOW_MS);

  /** The address's wrong passwords in its window now, and the last slowed try. */
  async function current(emailHash: string) {
    const [row] = await db
      .select()
      .from(passwordFailures)
      .where(
        and(eq(passwordFailures.emailHash, emailHash), gt(passwordFailures.windowStartedAt, windowStart())),
      );
    return row ?? null;
  }

  /** Takes the slot of a slowed try: null when taken, else the seconds until the next is free. */
  async function takeSlowTry(emailHash: string) {
    const at = now();
    const taken = await db
      .update(passwordFailures)
      .set({ lastSlowTryAt: at })
      .where(
        and(
          eq(passwordFailures.emailHash, emailHash),
          or(
            isNull(passwordFailures.lastSlowTryAt),
            lte(passwordFailures.lastSlowTryAt, new Date(at.getTime() - SLOW_TRY_MS)),
          ),
        ),
      )
      .returning({ emailHash: passwordFailures.emailHash });
    if (taken.length > 0) return null;
    const last = (await current(emailHash))?.lastSlowTryAt?.getTime() ?? at.getTime();
    return (last + SLOW_TRY_MS - at.getTime()) / 1000;
  }

  return {
    /**
     * Before the password is checked (so a guess that is refused tells nothing of the password): an
     * address past its ten asks a browser the account does not know for the captcha, or for patience;
     * an address without an account is asked the same, word for word.
     */
    async admit(email: string, attempt: LoginAttempt) {
      if (attempt.knownBrowser) return;
      const emailHash = keyOf(email);
      const row = await current(emailHash);
      if (!row || row.failures < FREE_PASSWORD_FAILURES) return;
      if (deps.captcha.provider !== 'off') {
        const token = attempt.captchaToken;
        if (!token || !(await deps.captcha.verify({ token, ip: attempt.ip }))) {
          throw fieldError('captcha_token', say('passwordGuessed'));
        }
        return;
      }
      const wait = await takeSlowTry(emailHash);
      if (wait !== null) throw tooManyRequests(wait);
    },

    /**
     * Counts a wrong password for the address, with its account or without one; the one that reaches the
     * ten mails the owner, if there is one, once a window.
     */
    async failed(email: string, account: Account | null) {
      const at = now();
      // a window that has ended starts again with this one
      const ended = sql`${passwordFailures.windowStartedAt} <= ${windowStart().toISOString()}::timestamptz`;
      // addresses tried once and never again would otherwise stay for good: ended windows go
      await db.delete(passwordFailures).where(lte(passwordFailures.windowStartedAt, windowStart()));
      const [row] = await db
        .insert(passwordFailures)
        .values({ emailHash: keyOf(email), userId: account?.id ?? null, windowStartedAt: at, failures: 1 })
        .onConflictDoUpdate({
          target: passwordFailures.emailHash,
          set: {
            userId: sql`excluded.user_id`,
            failures: sql`case when ${ended} then 1 else ${passwordFailures.failures} + 1 end`,
            lastSlowTryAt: sql`case when ${ended} then null else ${passwordFailures.lastSlowTryAt} end`,
            windowStartedAt: sql`case when ${ended} then excluded.window_started_at else ${passwordFailures.windowStartedAt} end`,
          },
        })
        .returning({ failures: passwordFailures.failures, started: passwordFailures.windowStartedAt });
      if (row?.failures !== FREE_PASSWORD_FAILURES || !account?.email) return;
      const t = translator(account.language ?? 'en');
      await deps.mailer.send({
        to: account.email,
        subject: t('mail.passwordGuessing.subject'),
        text: t('mail.passwordGuessing.text', {
          name: account.pageName,
          count: FREE_PASSWORD_FAILURES,
          since: manilaTime(row.started),
          forgot: link('/auth/forgot-password'),
          security: link('/dashboard/settings/security'),
        }),
      });
    },
  };
}

export type PasswordGuard = ReturnType<typeof createPasswordGuard>;
