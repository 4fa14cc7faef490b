import { type Language, supportEmail } from '@pixel/contract';
import { passwordHashOf } from '../../db/password-hash.ts';
import { fieldError, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { hashPassword, passwordMatches as hashMatches } from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { SessionUser } from '../../plugins/session.ts';
import type { AuthServiceDeps } from './auth.deps.ts';

const RESET_TTL_MS = 60 * 60_000;

/** A forgotten password reset by a link in the mail, and a password changed by its owner. */
export function createPasswords(
  deps: Pick<AuthServiceDeps, 'db' | 'repository' | 'mailer' | 'publicUrl' | 'secret'> & { now: () => Date },
) {
  const { db, repository, mailer, publicUrl, secret, now } = deps;
  const link = (path: string) => new URL(path, publicUrl).toString();

  return {
    /** Mails a reset link, in the account's language or, if it chose none, the one the page was read in. */
    async forgotPassword(email: string, language: Language = 'en') {
      const user = await repository.findUserByEmail(email);
      if (user) {
        const token = randomToken(32);
        const url = new URL('/auth/forgot-password', publicUrl);
        url.searchParams.set('token', token);
        await db.transaction(async (tx) => {
          const t = translator(user.language ?? language);
          const sent = await mailer.send(
            {
              to: email,
              subject: t('mail.resetPassword.subject'),
              text: t('mail.resetPassword.text', { name: user.pageName, link: url.toString() }),
            },
            { tx, urgent: true },
          );
          // the answer stays the same past the address's hourly cap: it must not tell who has an account
          if (!sent) return;
          await repository.insertPasswordReset(
            {
              tokenHash: hashToken(secret, token),
              userId: user.id,
              expiresAt: new Date(now().getTime() + RESET_TTL_MS),
            },
            tx,
          );
        });
      }
      return { message: translator(language)('messages.resetLinkSent') };
    },

    /** Sets the new password and signs the account out everywhere. Returns the user id. */
    async resetPassword(input: { token: string; password: string }, language: Language = 'en') {
      const reset = await repository.consumePasswordReset(hashToken(secret, input.token));
      if (!reset) throw fieldError('token', say('resetLinkInvalid'));
      await repository.updateUser(reset.userId, { passwordHash: await hashPassword(input.password) });
      // the reset link reached the mailbox, which proves the address as well as a verification link
      await repository.verifyEmail(reset.userId);
      return { userId: reset.userId, message: translator(language)('messages.passwordReset') };
    },

    /**
     * Sets a new password for the signed-in owner, who must give the one in use; the owner is told by
     * mail, in case it was not them. The route then ends every other session of the account.
     */
    async changePassword(
      user: SessionUser,
      input: { currentPassword: string; password: string },
      language: Language = 'en',
    ) {
      const passwordHash = await passwordHashOf(db, user.id);
      if (!passwordHash || !user.email) {
        throw fieldError('current_password', say('noPasswordEPayment'));
      }
      if (!(await hashMatches(passwordHash, input.currentPassword)))
        throw fieldError('current_password', say('currentPasswordIncorrect'));
      await db.transaction(async (tx) => {
        await repository.updateUser(user.id, { passwordHash: await hashPassword(input.password) }, tx);
        // in the owner's language (decision 0110)
        const t = translator(user.language ?? 'en');
        await mailer.send(
          {
            to: user.email!,
            subject: t('mail.passwordChanged.subject'),
            text: t('mail.passwordChanged.text', {
              name: user.pageName,
              link: link('/auth/forgot-password'),
              email: supportEmail,
            }),
          },
          { tx },
        );
      });
      return { message: translator(language)('messages.passwordChanged') };
    },
  };
}
