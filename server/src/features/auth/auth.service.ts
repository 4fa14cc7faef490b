import { type Language, supportEmail } from '@pixel/contract';
import { translator } from '../../lib/i18n.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { passwordMatches as hashMatches } from '../../lib/passwords.ts';
import { passwordHashOf } from '../../db/password-hash.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { SessionLinkedAccount, SessionUser } from '../../plugins/session.ts';
import type { UserRow } from './auth.repository.ts';
import type { AuthServiceDeps } from './auth.deps.ts';
import { createNewAccounts } from './new-accounts.ts';
import { createPasswords } from './passwords.service.ts';
import { createProviderLogin } from './provider-login.service.ts';
import { createSignUp } from './sign-up.service.ts';
import { presentDeactivation, presentUser } from './user.presenter.ts';

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
    throw new AppError('forbidden', say('suspended', { email: supportEmail }), { data: { suspended: true } });
  }
}

/**
 * Accounts and signing in: sign-up (sign-up), passwords (passwords), sign-in with an e-payment account
 * (provider-login), and what a sign-in answers and the account's own settings here.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, repository, secret } = deps;
  const now = deps.now ?? (() => new Date());
  const pendingDeletion = (user: UserRow) =>
    user.status === 'active'
      ? Promise.resolve(null)
      : (deps.pendingDeletion?.(user.id) ?? Promise.resolve(null));

  const newAccounts = createNewAccounts(deps);
  const signUp = createSignUp({ ...deps, now, newAccounts });
  const passwords = createPasswords({ ...deps, now });
  const providerLogin = createProviderLogin({ ...deps, now, newAccounts, pendingDeletion });

  async function checkCredentials(email: string, password: string, attempt: PasswordTry) {
    const user = await repository.findUserByEmail(email);
    // an address without an account is guarded (and answered) like one with it, so neither tells who is here
    const knownBrowser = user ? await attempt.knowsBrowser(user.id) : false;
    await deps.passwordGuard.admit(email, { ...attempt, knownBrowser });
    if (!(await hashMatches(user?.passwordHash, password)) || !user) {
      await deps.passwordGuard.failed(email, user);
      throw fieldError('password', say('wrongCredentials'));
    }
    refuseSuspended(user);
    return user;
  }

  /**
   * What a sign-in answers for the account: the user, or, for a deactivated account, the details the
   * reactivate modal shows. An account whose address was never confirmed is refused: the web app opens
   * Verify Your Email (spec §4, §8).
   */
  async function answerFor(user: UserRow) {
    refuseSuspended(user);
    if (!user.emailVerifiedAt && !user.deactivatedAt && user.status !== 'active') {
      throw new AppError('account_exists', say('notVerified'));
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

  return {
    ...signUp,

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
          throw fieldError('authorization_code', say('verificationLinkInvalid'));
        }
        user = await repository.verifyEmail(user.id);
      }
      return answerFor(user);
    },

    /** What a sign-in of the account answers once something other than its password proved who it is. */
    async accountAnswer(userId: string) {
      const user = await repository.findUserById(userId);
      if (!user) throw new AppError('unauthorized', say('unauthenticated'));
      return answerFor(user);
    },

    /** What a sign-in answers once its second step is done. */
    async signedIn(userId: string) {
      const user = await repository.findUserById(userId);
      const deletion = user ? await pendingDeletion(user) : null;
      if (user) refuseSuspended(user);
      if (!user || (user.status !== 'active' && !deletion))
        throw new AppError('unauthorized', say('unauthenticated'));
      const linked = await repository.findLinkedAccountOfUser(user.id);
      return {
        user: presentUser(user, linked),
        deactivation_details: presentDeactivation(user),
        deletion_details: deletion,
      };
    },

    ...passwords,

    async deactivate(
      user: SessionUser,
      input: { password?: string; reason?: string },
      language: Language = 'en',
    ) {
      const passwordHash = await passwordHashOf(db, user.id);
      if (passwordHash) {
        if (!input.password) throw fieldError('password', say('passwordRequired'));
        if (!(await hashMatches(passwordHash, input.password)))
          throw fieldError('password', say('passwordIncorrect'));
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

    ...providerLogin,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
