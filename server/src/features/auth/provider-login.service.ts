import { authCalls, limits, pendingDeletionPath, type DeletionDetails } from '@pixel/contract';
import { fieldError, say } from '../../lib/errors.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { ProviderAccount } from '../../providers/payments/payment-provider.ts';
import type { UserRow } from './auth.repository.ts';
import type { AuthServiceDeps } from './auth.deps.ts';
import type { NewAccounts } from './new-accounts.ts';

const PROVIDER_LOGIN_TTL_MS = 10 * 60_000;

/**
 * Signing in with an e-payment account at the payment provider (where it offers it): the person is found
 * by their provider account, or their PIXEL account is made on first use.
 */
export function createProviderLogin(
  deps: Pick<AuthServiceDeps, 'repository' | 'paymentProvider' | 'publicUrl' | 'secret'> & {
    now: () => Date;
    newAccounts: NewAccounts;
    /** The account's deletion waiting for its date, or null. */
    pendingDeletion: (user: UserRow) => Promise<DeletionDetails | null>;
  },
) {
  const { repository, publicUrl, secret, now, pendingDeletion } = deps;
  const { uniquePageUrl, insertWithReferralCode } = deps.newAccounts;
  const link = (path: string) => new URL(path, publicUrl).toString();

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

  return {
    /** Starts a sign-in at the payment provider. The returned state also goes into a cookie. */
    async startProviderLogin(input: { platform: string; referralCode?: string; redirectAfter?: string }) {
      // refused before anything is written: a provider without account sign-in (PayMongo) cannot start one
      if (!deps.paymentProvider.accountSignIn || input.platform !== deps.paymentProvider.name) {
        throw fieldError('platform', say('providerSignInUnavailable'));
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
        redirectUri: link(authCalls.providerReturn.path),
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
