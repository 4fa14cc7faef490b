import { type Language, limits } from '@pixel/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import { fieldError, tooManyRequests, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { UserRow } from './auth.repository.ts';
import type { AuthServiceDeps } from './auth.deps.ts';
import type { NewAccounts } from './new-accounts.ts';
import { safeRedirect } from './provider-login.service.ts';

const VERIFICATION_TTL_MS = 48 * 3_600_000;

/**
 * Signing up with an email address: the account, and the mail whose link verifies the address (sent again
 * when asked, or when someone signs up with the address once more).
 */
export function createSignUp(
  deps: Pick<AuthServiceDeps, 'db' | 'repository' | 'mailer' | 'publicUrl' | 'secret'> & {
    now: () => Date;
    newAccounts: NewAccounts;
  },
) {
  const { db, repository, mailer, publicUrl, secret, now } = deps;
  const { pageUrlAvailable, insertWithReferralCode } = deps.newAccounts;
  const link = (path: string) => new URL(path, publicUrl).toString();

  /**
   * The new code and its mail are written together: the mail goes exactly when the code exists. The link
   * goes on to `redirect` once signed in, when it is a page of this site.
   */
  const sendVerification = (user: UserRow, language: Language = user.language ?? 'en', redirect?: string) =>
    db.transaction(async (tx) => {
      const code = randomToken(24);
      const sentAt = now();
      const url = new URL('/auth/login', publicUrl);
      url.searchParams.set('verification_code', code);
      const next = safeRedirect(redirect);
      if (next) url.searchParams.set('redirect', next);
      const t = translator(language);
      const sent = await mailer.send(
        {
          to: user.email!,
          subject: t('mail.verifyEmail.subject'),
          text: t('mail.verifyEmail.text', { name: user.pageName, link: url.toString() }),
        },
        { tx, urgent: true },
      );
      // past the address's hourly cap nothing is mailed, and the link it was sent last keeps working
      if (!sent) return;
      await repository.saveVerification(
        {
          userId: user.id,
          codeHash: hashToken(secret, code),
          sentAt,
          expiresAt: new Date(sentAt.getTime() + VERIFICATION_TTL_MS),
        },
        tx,
      );
    });

  /**
   * Someone signed up with an address that has an account: its owner gets a new verification link if the
   * account was never verified (they may have lost the first), otherwise a note with the ways back in.
   */
  async function tellOwnerOfSignUp(email: string) {
    const user = await repository.findUserByEmail(email);
    if (!user) return;
    if (!user.emailVerifiedAt && user.passwordHash) {
      // an account made moments ago (a sign-up racing this one) has its own link on the way
      const previous = await repository.findVerification(user.id);
      const lastSent = Math.max(previous?.sentAt.getTime() ?? 0, user.createdAt.getTime());
      if ((now().getTime() - lastSent) / 1000 >= limits.resendEmailSeconds) await sendVerification(user);
      return;
    }
    const t = translator(user.language ?? 'en');
    await mailer.send(
      {
        to: email,
        subject: t('mail.accountExists.subject'),
        text: t('mail.accountExists.text', {
          name: user.pageName,
          page: link(`/${user.pageUrl}`),
          login: link('/auth/login'),
          forgot: link('/auth/forgot-password'),
        }),
      },
      // as urgent as the verification mail it stands for: the two must not tell apart who has an account
      { urgent: true },
    );
  }

  async function referrerId(code: string | undefined) {
    if (!code) return null;
    const referrer = await repository.findUserByReferralCode(code);
    if (!referrer) throw fieldError('referral_code', say('referralCodeInvalid'));
    return referrer.id;
  }

  return {
    /**
     * Creates the account and mails its verification link. An address that already has an account gets
     * the same answer and a mail to its owner instead, so sign-up cannot tell a stranger who is on PIXEL;
     * page urls are public, so a taken one is still said.
     */
    async register(input: {
      email: string;
      password: string;
      pageUrl: string;
      pageName?: string;
      referralCode?: string;
      /** The language the sign-up page was read in: the verification mail is written in it. */
      language?: Language;
      /** A language the visitor picked with the switch (not guessed): the account keeps it. */
      chosenLanguage?: Language;
      /** Where the verification mail's link goes once signed in (a page of this site, else the dashboard). */
      redirect?: string;
    }) {
      const answer = { email: input.email, retry_in_seconds: limits.resendEmailSeconds };
      if (!pageUrlAvailable(input.pageUrl)) throw fieldError('page_url', say('pageUrlUnavailable'));
      const taken = await repository.takenFields({ email: input.email, pageUrl: input.pageUrl });
      if (taken.pageUrl) throw fieldError('page_url', say('pageUrlTaken'));
      const referredBy = await referrerId(input.referralCode);
      // hashed either way, so an address with an account answers in the same time as a new one
      const passwordHash = await hashPassword(input.password);
      if (taken.email) {
        await tellOwnerOfSignUp(input.email);
        return answer;
      }
      try {
        const user = await insertWithReferralCode((code) =>
          repository.insertUser({
            email: input.email,
            passwordHash,
            pageUrl: input.pageUrl,
            pageName: input.pageName ?? input.pageUrl,
            referralCode: code,
            referredByUserId: referredBy,
            language: input.chosenLanguage ?? null,
          }),
        );
        await sendVerification(user, input.chosenLanguage ?? input.language, input.redirect);
      } catch (error) {
        if (isUniqueViolation(error, 'users_page_url_unique'))
          throw fieldError('page_url', say('pageUrlTaken'));
        // two sign-ups raced for the same address: the first made the account
        if (!isUniqueViolation(error, 'users_email_unique')) throw error;
        await tellOwnerOfSignUp(input.email);
      }
      return answer;
    },

    /** Same answer whether or not the address has an account, so it cannot be used to probe. */
    async resendVerification(email: string) {
      const user = await repository.findUserByEmail(email);
      if (user && !user.emailVerifiedAt) {
        const previous = await repository.findVerification(user.id);
        if (previous) {
          const waited = (now().getTime() - previous.sentAt.getTime()) / 1000;
          if (waited < limits.resendEmailSeconds) throw tooManyRequests(limits.resendEmailSeconds - waited);
        }
        await sendVerification(user);
      }
      return { retry_in_seconds: limits.resendEmailSeconds };
    },
  };
}
