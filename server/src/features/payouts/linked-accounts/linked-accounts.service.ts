import type { z } from 'zod';
import { LINK_RETURN_PATH, type linkEWalletRequest, type linkedAccount } from '@pixel/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { AppError, fieldError, say } from '../../../lib/errors.ts';
import { hashToken, randomToken } from '../../../lib/tokens.ts';
import type { PaymentProvider, ProviderAccount } from '../../../providers/payments/payment-provider.ts';
import { issueOrRedeem, otpAction, type OtpService } from '../otp/otp.service.ts';
import type { PayoutHolds } from '../payout-holds.service.ts';
import type { LinkedAccountRow, LinkedAccountsRepository } from './linked-accounts.repository.ts';

type EWalletBody = z.output<typeof linkEWalletRequest>;

/** The `provider` of an e-wallet number confirmed by a code: no sign-in goes through it. */
export const E_WALLET_PROVIDER = 'e-wallet';
/** As long as a sign-in through the provider may take. */
const LINK_TTL_MS = 10 * 60_000;

export const presentLinkedAccount = (row: LinkedAccountRow): z.infer<typeof linkedAccount> => ({
  username: row.username,
  mobile_number: row.mobileNumber,
});

type Account = ProviderAccount & { provider: string };

/**
 * Links an e-payment account to a signed-in user, so their direct e-payment payouts (free) have somewhere
 * to go: through the provider's sign-in where it has one, otherwise an e-wallet number confirmed by a code.
 * One account per user, and one user per account.
 */
export function createLinkedAccountsService(deps: {
  db: Db;
  repository: LinkedAccountsRepository;
  provider: Pick<
    PaymentProvider,
    'name' | 'accountSignIn' | 'authorizationUrl' | 'exchangeAuthorizationCode'
  >;
  otp: Pick<OtpService, 'issue' | 'redeem'>;
  /** A new account where the creator already had a payout account holds payouts and tells them (0068). */
  holds: Pick<PayoutHolds, 'beforeChange'>;
  publicUrl: string;
  secret: string;
  /** The app's clock: a link sign-in expires by it. */
  now?: () => Date;
}) {
  const { db, repository, provider, otp, secret } = deps;
  const now = deps.now ?? (() => new Date());
  const alreadyLinked = () => new AppError('conflict', say('ePaymentAlreadyLinked'));
  const linkedElsewhere = () => new AppError('conflict', say('ePaymentLinkedElsewhere'));
  const isSame = (row: LinkedAccountRow, account: Account) =>
    row.provider === account.provider && row.accountId === account.accountId;

  /** Refuses early, before a code is sent: the same checks run again under the lock in `attach`. */
  async function checkFree(userId: string, account: Account) {
    const own = await repository.findOfUser(userId);
    if (own && !isSame(own, account)) throw alreadyLinked();
    const owner = await repository.findByAccount(account.provider, account.accountId);
    if (owner && owner.userId !== userId) throw linkedElsewhere();
  }

  /** Links the account to the user; the same account again only refreshes its name and number. */
  async function attach(tx: Tx, userId: string, account: Account) {
    await repository.lockUser(tx, userId);
    const own = await repository.findOfUser(userId, tx);
    if (own) {
      if (!isSame(own, account)) throw alreadyLinked();
      return repository.update(tx, own.id, {
        username: account.username,
        mobileNumber: account.mobileNumber,
      });
    }
    const owner = await repository.findByAccount(account.provider, account.accountId, tx);
    if (owner) throw linkedElsewhere();
    await deps.holds.beforeChange(tx, { userId, kind: 'link_account' });
    try {
      return await repository.insert(tx, {
        userId,
        provider: account.provider,
        accountId: account.accountId,
        username: account.username,
        mobileNumber: account.mobileNumber,
      });
    } catch (error) {
      // another user linked it at the same moment (their lock is not ours)
      if (isUniqueViolation(error, 'linked_accounts_provider_account_unique')) throw linkedElsewhere();
      throw error;
    }
  }

  return {
    /**
     * Starts a sign-in at the provider that links the account instead of signing in with it. The state
     * is kept with the user who started it: only their session can finish it, so nobody can link their
     * own e-wallet to someone else's PIXEL account by sending them a link.
     */
    async startProviderLink({ userId, platform }: { userId: string; platform: string }) {
      if (!provider.accountSignIn || platform !== provider.name) {
        throw fieldError('platform', say('ePaymentLinkUnavailable'));
      }
      // linking the same provider again refreshes the account (a new mobile number, say)
      const own = await repository.findOfUser(userId);
      if (own && own.provider !== provider.name) throw alreadyLinked();
      const state = randomToken(24);
      await repository.insertLinkStart({
        stateHash: hashToken(secret, state),
        platform: provider.name,
        userId,
        expiresAt: new Date(now().getTime() + LINK_TTL_MS),
      });
      return provider.authorizationUrl({
        state,
        redirectUri: new URL(LINK_RETURN_PATH, deps.publicUrl).toString(),
      });
    },

    /** Finishes a link with what the provider sent back; 409 when the account is another user's. */
    async completeProviderLink({ userId, code, state }: { userId: string; code: string; state: string }) {
      const started = await repository.consumeLinkStart(hashToken(secret, state), userId);
      if (!started) throw fieldError('state', say('ePaymentLinkExpired'));
      const account = await provider.exchangeAuthorizationCode(code);
      if (!account) throw fieldError('code', say('ePaymentLinkExpired'));
      // direct payouts go to the account's mobile number
      if (!account.mobileNumber) throw fieldError('code', say('ePaymentNoMobileNumber'));
      const row = await db.transaction((tx) =>
        attach(tx, userId, { ...account, provider: started.platform }),
      );
      return presentLinkedAccount(row);
    },

    /**
     * Where the provider has no account sign-in: the first call sends a code to the e-wallet's number,
     * the call with the code links it.
     */
    async linkEWallet({ userId, body }: { userId: string; body: EWalletBody }) {
      // the provider's own sign-in proves more than a code to a number: where it exists, it is the way
      if (provider.accountSignIn) throw fieldError('mobile_number', say('ePaymentLinkBySignIn'));
      const account: Account = {
        provider: E_WALLET_PROVIDER,
        accountId: body.mobile_number,
        username: body.account_name,
        mobileNumber: body.mobile_number,
      };
      await checkFree(userId, account);
      const binding = { account_name: body.account_name, mobile_number: body.mobile_number };
      const send = async () => ({
        mobileNumber: body.mobile_number,
        action: otpAction('linkEWallet'),
      });
      const result = await issueOrRedeem(
        otp,
        { userId, purpose: 'link_e_wallet', binding, body, send },
        (tx) => attach(tx, userId, account),
      );
      if (result.step === 'challenge') return result;
      return { step: 'done' as const, account: presentLinkedAccount(result.value) };
    },
  };
}

export type LinkedAccountsService = ReturnType<typeof createLinkedAccountsService>;
