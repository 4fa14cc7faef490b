import {
  accountSuspendedMessage,
  type DeletionDetails,
  type Language,
  isReservedPageUrl,
  limits,
  pendingDeletionPath,
  supportEmail,
} from '@pixel/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { AppError, fieldError, tooManyRequests } from '../../lib/errors.ts';
import { hashPassword, passwordMatches as hashMatches } from '../../lib/passwords.ts';
import { passwordHashOf } from '../../db/password-hash.ts';
import { hashToken, randomToken, referralCode } from '../../lib/tokens.ts';
import type { Db } from '../../db/client.ts';
import type { CappedMailer } from '../../providers/mail/mailer.ts';
import type { PaymentProvider, ProviderAccount } from '../../providers/payments/payment-provider.ts';
import type { SessionLinkedAccount, SessionUser } from '../../plugins/session.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import type { PasswordGuard } from './password-guard.ts';
import { presentDeactivation, presentUser } from './user.presenter.ts';

const VERIFICATION_TTL_MS = 48 * 3_600_000;
const RESET_TTL_MS = 60 * 60_000;
const PROVIDER_LOGIN_TTL_MS = 10 * 60_000;
const WRONG_CREDENTIALS = 'These credentials do not match our records.';
/** The web app's screen of an account waiting to be erased. */

export interface AuthServiceDeps {
  db: Db;
  repository: AuthRepository;
  /** Every mail here can be caused by anyone who types an address: capped per address (0072). */
  mailer: CappedMailer;
  paymentProvider: PaymentProvider;
  publicUrl: string;
  secret: string;
  log: { error(obj: object, msg: string): void };
  /** The app's clock: links expire and resends wait by it. */
  now?: () => Date;
  /** Whether the server answers at /{segment} itself (a route, a file of the web app). */
  servedAtRoot?: (segment: string) => boolean;
  /** The account's deletion waiting for its date (decision 0096), or null. */
  pendingDeletion?: (userId: string) => Promise<DeletionDetails>;
  /** Wrong passwords counted per email address, whatever the network address (decision 0122). */
  passwordGuard: PasswordGuard;
}

/** A password try, as the guard of its account weighs it (decision 0122). */
export interface PasswordTry {
  ip: string;
  /** A captcha answer, asked of a browser the account does not know while the account is under attack. */
  captchaToken?: string;
  /** Whether this browser has signed in to the account before. */
  knowsBrowser: (userId: string) => Promise<boolean>;
}

/** An account staff suspended signs in nowhere until they lift it (decision 0098); it is told so. */
function refuseSuspended(user: UserRow) {
  if (user.status === 'suspended') {
    throw new AppError('forbidden', accountSuspendedMessage, { data: { suspended: true } });
  }
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, repository, mailer, publicUrl, secret } = deps;
  const now = deps.now ?? (() => new Date());
  const link = (path: string) => new URL(path, publicUrl).toString();
  // the contract's list for the form's sake, and whatever else this server answers at the root
  const pageUrlAvailable = (pageUrl: string) =>
    !isReservedPageUrl(pageUrl) && !(deps.servedAtRoot?.(pageUrl) ?? false);

  const pendingDeletion = (user: UserRow) =>
    user.status === 'active'
      ? Promise.resolve(null)
      : (deps.pendingDeletion?.(user.id) ?? Promise.resolve(null));

  async function checkCredentials(email: string, password: string, attempt: PasswordTry) {
    const user = await repository.findUserByEmail(email);
    // an address without an account is guarded (and answered) like one with it, so neither tells who is here
    const knownBrowser = user ? await attempt.knowsBrowser(user.id) : false;
    await deps.passwordGuard.admit(email, { ...attempt, knownBrowser });
    if (!(await hashMatches(user?.passwordHash, password)) || !user) {
      await deps.passwordGuard.failed(email, user);
      throw fieldError('password', WRONG_CREDENTIALS);
    }
    refuseSuspended(user);
    return user;
  }

  /** The new code and its mail are written together: the mail goes exactly when the code exists. */
  const sendVerification = (user: UserRow, language: Language = user.language ?? 'en') =>
    db.transaction(async (tx) => {
      const code = randomToken(24);
      const sentAt = now();
      const url = new URL('/auth/login', publicUrl);
      url.searchParams.set('verification_code', code);
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
   * What a sign-in answers for the account: the user, or, for a deactivated account, the details the
   * reactivate modal shows. An account whose address was never confirmed is refused: the web app opens
   * Verify Your Email (spec §4, §8).
   */
  async function answerFor(user: UserRow) {
    refuseSuspended(user);
    if (!user.emailVerifiedAt && !user.deactivatedAt && user.status !== 'active') {
      throw new AppError('account_exists', 'Your account is not verified yet. Open the link we emailed you.');
    }
    const linked = await repository.findLinkedAccountOfUser(user.id);
    return {
      user: presentUser(user, linked),
      deactivation_details: presentDeactivation(user),
      // an account waiting to be erased signs in, to the screen that offers to cancel (0096)
      deletion_details: await pendingDeletion(user),
      userId: user.id,
    };
  }

  async function codeIsValid(user: UserRow, code: string) {
    const verification = await repository.findVerification(user.id);
    return (
      verification !== null &&
      verification.expiresAt > now() &&
      verification.codeHash === hashToken(secret, code)
    );
  }

  async function uniquePageUrl(base: string) {
    const stem = base
      .replace(/[^a-z0-9_.]/g, '')
      .slice(0, 24)
      .padEnd(3, '0');
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate =
        attempt === 0 ? stem : `${stem}${Math.floor(Math.random() * 10 ** Math.min(6, attempt + 1))}`;
      if (pageUrlAvailable(candidate) && !(await repository.pageUrlExists(candidate))) return candidate;
    }
    return `${stem.slice(0, 18)}${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '0')}`.slice(0, 30);
  }

  async function insertWithReferralCode<T>(insert: (code: string) => Promise<T>) {
    // a clash of random codes is rare; try again with a fresh one
    for (let attempt = 0; ; attempt++) {
      try {
        return await insert(referralCode());
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error, 'users_referral_code_unique')) continue;
        throw error;
      }
    }
  }

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
    if (!referrer) throw fieldError('referral_code', 'The selected referral code is invalid.');
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
    }) {
      const answer = { email: input.email, retry_in_seconds: limits.resendEmailSeconds };
      if (!pageUrlAvailable(input.pageUrl)) throw fieldError('page_url', 'The page url is not available.');
      const taken = await repository.takenFields({ email: input.email, pageUrl: input.pageUrl });
      if (taken.pageUrl) throw fieldError('page_url', 'The page url has already been taken.');
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
        await sendVerification(user, input.chosenLanguage ?? input.language);
      } catch (error) {
        if (isUniqueViolation(error, 'users_page_url_unique'))
          throw fieldError('page_url', 'The page url has already been taken.');
        // two sign-ups raced for the same address: the first made the account
        if (!isUniqueViolation(error, 'users_email_unique')) throw error;
        await tellOwnerOfSignUp(input.email);
      }
      return answer;
    },

    /** Checks the password; `authorizationCode` (from the verification mail) activates the account first. */
    async login(input: {
      email: string;
      password: string;
      authorizationCode?: string;
      attempt: PasswordTry;
    }) {
      let user = await checkCredentials(input.email, input.password, input.attempt);
      if (input.authorizationCode && !user.emailVerifiedAt) {
        if (!(await codeIsValid(user, input.authorizationCode))) {
          throw fieldError('authorization_code', 'The verification link is invalid or has expired.');
        }
        user = await repository.verifyEmail(user.id);
      }
      return answerFor(user);
    },

    /** What a sign-in of the account answers once something other than its password proved who it is. */
    async accountAnswer(userId: string) {
      const user = await repository.findUserById(userId);
      if (!user) throw new AppError('unauthorized', 'Unauthenticated.');
      return answerFor(user);
    },

    /** What a sign-in answers once its second step is done. */
    async signedIn(userId: string) {
      const user = await repository.findUserById(userId);
      const deletion = user ? await pendingDeletion(user) : null;
      if (user) refuseSuspended(user);
      if (!user || (user.status !== 'active' && !deletion))
        throw new AppError('unauthorized', 'Unauthenticated.');
      const linked = await repository.findLinkedAccountOfUser(user.id);
      return {
        user: presentUser(user, linked),
        deactivation_details: presentDeactivation(user),
        deletion_details: deletion,
      };
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
      if (!reset) throw fieldError('token', 'This password reset link is invalid or has expired.');
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
        throw fieldError(
          'current_password',
          'This account signs in with its e-payment account and has no password.',
        );
      }
      if (!(await hashMatches(passwordHash, input.currentPassword)))
        throw fieldError('current_password', 'The current password is incorrect.');
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

    async deactivate(
      user: SessionUser,
      input: { password?: string; reason?: string },
      language: Language = 'en',
    ) {
      const passwordHash = await passwordHashOf(db, user.id);
      if (passwordHash) {
        if (!input.password) throw fieldError('password', 'The password is required.');
        if (!(await hashMatches(passwordHash, input.password)))
          throw fieldError('password', 'The password is incorrect.');
      }
      await repository.updateUser(user.id, {
        status: 'inactive',
        deactivatedAt: now(),
        deactivationReason: input.reason ?? null,
      });
      return { message: translator(language)('messages.deactivated') };
    },

    async reactivate(input: { email: string; password: string; attempt: PasswordTry }) {
      let user = await checkCredentials(input.email, input.password, input.attempt);
      // an account waiting to be erased comes back only by cancelling, once signed in: it answers as a login
      const deletion = await pendingDeletion(user);
      if (user.deactivatedAt && !deletion) {
        user = await repository.updateUser(user.id, {
          deactivatedAt: null,
          deactivationReason: null,
          status: user.emailVerifiedAt ? 'active' : 'inactive',
        });
      }
      const linked = await repository.findLinkedAccountOfUser(user.id);
      return {
        user: presentUser(user, linked),
        deactivation_details: presentDeactivation(user),
        deletion_details: deletion,
        userId: user.id,
      };
    },

    /** The signed-in user as the app shows them; `linked` when the session already read it. */
    async profile(user: SessionUser, linked?: SessionLinkedAccount | null) {
      return presentUser(
        user,
        linked === undefined ? await repository.findLinkedAccountOfUser(user.id) : linked,
      );
    },

    /** The Welcome modal was closed: it is not shown again on any browser. The first time is kept. */
    async markWelcomeSeen(user: SessionUser) {
      const updated = user.welcomeSeenAt
        ? user
        : await repository.updateUser(user.id, { welcomeSeenAt: now() });
      return presentUser(updated, await repository.findLinkedAccountOfUser(user.id));
    },

    /** The account's language, chosen by the switch in the header or the settings (decision 0110). */
    async setLanguage({ user, language }: { user: SessionUser; language: Language }) {
      const updated = user.language === language ? user : await repository.updateUser(user.id, { language });
      return presentUser(updated, await repository.findLinkedAccountOfUser(user.id));
    },

    /** Starts a sign-in at the payment provider. The returned state also goes into a cookie. */
    async startProviderLogin(input: { platform: string; referralCode?: string; redirectAfter?: string }) {
      // refused before anything is written: a provider without account sign-in (PayMongo) cannot start one
      if (!deps.paymentProvider.accountSignIn || input.platform !== deps.paymentProvider.name) {
        throw fieldError(
          'platform',
          'Signing in with an e-payment account is not available. Log in with your email.',
        );
      }
      const state = randomToken(24);
      await repository.insertProviderLogin({
        stateHash: hashToken(secret, state),
        platform: deps.paymentProvider.name,
        referralCode: input.referralCode ?? null,
        redirectAfter: safeRedirect(input.redirectAfter),
        expiresAt: new Date(now().getTime() + PROVIDER_LOGIN_TTL_MS),
      });
      const authenticationUrl = deps.paymentProvider.authorizationUrl({
        state,
        redirectUri: link('/v1/auth/login/token'),
      });
      return { state, authenticationUrl };
    },

    /**
     * Finishes a provider sign-in: the state must be the one this browser started. Finds the person by
     * their provider account, or creates their PIXEL account on first use. Returns where to go next.
     */
    async completeProviderLogin(input: { code: string; state: string; stateFromCookie: string | undefined }) {
      if (!input.stateFromCookie || input.stateFromCookie !== input.state) return null;
      const started = await repository.consumeProviderLogin(hashToken(secret, input.state));
      if (!started) return null;
      const account = await deps.paymentProvider.exchangeAuthorizationCode(input.code);
      if (!account) return null;
      const user = await userForProviderAccount(account, started.platform, started.referralCode);
      if (!user) return null;
      // an account waiting to be erased goes to the screen that offers to cancel (0096)
      if (user.status !== 'active') return { userId: user.id, redirectTo: pendingDeletionPath };
      // checked again: a sign-in started before a rule was added carries its address as it was given
      return { userId: user.id, redirectTo: safeRedirect(started.redirectAfter) ?? '/dashboard' };
    },
  };

  async function userForProviderAccount(account: ProviderAccount, provider: string, code: string | null) {
    const existing = await repository.findLinkedAccount(provider, account.accountId);
    if (existing) {
      await repository.updateLinkedAccount(existing.id, {
        username: account.username,
        mobileNumber: account.mobileNumber,
      });
      const user = await repository.findUserById(existing.userId);
      return user && (user.status === 'active' || (await pendingDeletion(user))) ? user : null;
    }
    // an unknown or stale referral code must not stop someone from joining
    const referredBy = code ? ((await repository.findUserByReferralCode(code))?.id ?? null) : null;
    const pageUrl = await uniquePageUrl(account.username.toLowerCase());
    return insertWithReferralCode((referral) =>
      repository.createUserWithLinkedAccount(
        {
          email: null,
          passwordHash: null,
          status: 'active',
          pageUrl,
          pageName: account.username.slice(0, limits.pageNameMax),
          referralCode: referral,
          referredByUserId: referredBy,
        },
        {
          provider,
          accountId: account.accountId,
          username: account.username,
          mobileNumber: account.mobileNumber,
        },
      ),
    );
  }
}

const OWN_ORIGIN = 'http://pixel.invalid';

/**
 * Only paths on our own site: an open redirect would let a phishing link borrow our address. Read as a
 * browser reads it (which drops tabs and line breaks, so `/\t/evil.example` is `//evil.example`), and
 * answered percent-encoded, as a Location header must be.
 */
export function safeRedirect(value: string | null | undefined) {
  // eslint-disable-next-line no-control-regex
  if (!value || !value.startsWith('/') || /[\u0000-\u0020\u007f\\]/.test(value)) return null;
  // `//[` names a host, and not a valid one
  if (!URL.canParse(value, OWN_ORIGIN)) return null;
  const url = new URL(value, OWN_ORIGIN);
  if (url.origin !== OWN_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export type AuthService = ReturnType<typeof createAuthService>;
