import {
  type Centavos,
  DIRECT_EPAYMENT_SLUG,
  formatCentavos,
  formatPesos,
  identityRequiredSaid,
  identityVerificationPath,
  identityVerificationRules,
  namesMatch,
  payoutRules,
  supportEmail,
} from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { manilaMonth, manilaYear } from '../../lib/manila.ts';
import { balancesOf } from '../../ledger/ledger.ts';
import type { PayoutGateway } from '../../providers/payments/payment-provider.ts';
import type { VelocityLimits } from '../velocity/velocity.service.ts';
import type { PayoutHolds } from './payout-holds.service.ts';
import type { PayoutsRepository } from './payouts.repository.ts';

/** A user's bank as this feature needs it. */
export interface PayoutBank {
  bankSlug: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  mobileNumber: string | null;
  isDisabled: boolean;
  /** Staff approved a name that differs from the verified legal name (decision 0107). */
  nameApprovedAt: Date | null;
}

/** Where a person's identity verification stands for payouts (verification answers; decision 0107). */
export interface IdentityStanding {
  state: 'none' | 'pending' | 'approved' | 'rejected';
  reason: string | null;
  /** The legal name last approved; null when none ever was. */
  legalName: string | null;
  /** Verified again, after an earlier approval, within this calendar year. */
  renewedInYear: boolean;
}

/** The account a payout goes to. */
export interface Target {
  method: 'standard' | 'direct';
  bankSlug: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  /** Where the code goes. */
  mobileNumber: string;
  /** Staff approved the account's name against the legal name. */
  nameApproved: boolean;
}

/** Where a payout goes, and the step the provider takes amounts to it in (whole pesos on some channels). */
export interface Destination {
  target: Target;
  increment: Centavos;
}

/** A payout that may go: where, the amount sent, the fee on top, and what a refund left owing (≤ 0). */
export interface EligiblePayout {
  target: Target;
  amount: Centavos;
  fee: Centavos;
  owed: Centavos;
}

/** What of a payout's body decides its amount. */
interface AmountAsked {
  withdraw_all: boolean;
  amount?: Centavos;
}

const DIRECT_NAME = 'Direct e-payment';
const DAY_MS = 86_400_000;

/**
 * Whether a creator may be paid a payout, decided in one place for the request that sends its code and
 * the submit that moves the money (decision 0140).
 */
export function createPayoutEligibility(deps: {
  repository: Pick<PayoutsRepository, 'createdSince' | 'paidOutTotal' | 'standardTotal'>;
  gateway: Pick<PayoutGateway, 'amountIncrement'>;
  holds: Pick<PayoutHolds, 'ensureAllowed'>;
  velocity: Pick<VelocityLimits, 'limitOf' | 'enforce'>;
  identity: { standing: (handle: Db | Tx, userId: string) => Promise<IdentityStanding> };
  findUserBanks: (userId: string) => Promise<PayoutBank[]>;
  findLinkedAccount: (userId: string) => Promise<{ username: string; mobileNumber: string | null } | null>;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}) {
  const { repository, gateway, holds, velocity, now, log } = deps;

  async function resolveTarget(userId: string, slug: string): Promise<Target> {
    if (slug === DIRECT_EPAYMENT_SLUG) {
      const linked = await deps.findLinkedAccount(userId);
      if (!linked?.mobileNumber) throw fieldError('bank_slug', say('noLinkedAccount'));
      return {
        method: 'direct',
        bankSlug: DIRECT_EPAYMENT_SLUG,
        bankName: DIRECT_NAME,
        accountName: linked.username,
        accountNumber: linked.mobileNumber,
        mobileNumber: linked.mobileNumber,
        // the provider's own account of the person, signed in to by them: no bank name to compare
        nameApproved: true,
      };
    }
    const bank = (await deps.findUserBanks(userId)).find((row) => row.bankSlug === slug);
    if (!bank) throw fieldError('bank_slug', say('bankNotLinked'));
    if (bank.isDisabled) throw fieldError('bank_slug', say('bankDisabled'));
    if (!bank.mobileNumber) {
      throw fieldError('mobile_number', say('fieldRequired', { field: 'mobile number' }));
    }
    return {
      method: 'standard',
      bankSlug: bank.bankSlug,
      bankName: bank.bankName,
      accountName: bank.accountName,
      accountNumber: bank.accountNumber,
      mobileNumber: bank.mobileNumber,
      nameApproved: bank.nameApprovedAt !== null,
    };
  }

  /** The step the provider takes amounts to this bank in (whole pesos on some channels). */
  async function incrementOf(target: Target) {
    try {
      return await gateway.amountIncrement(target.bankSlug);
    } catch (error) {
      log.warn({ err: error, bank: target.bankSlug }, 'the payout channel step is unknown; any amount goes');
      return 1;
    }
  }

  /** A 403 that sends the creator to verify, with where their verification stands. */
  function identityRequired(standing: IdentityStanding, renewal: boolean) {
    const data = {
      state: standing.state,
      reason: standing.reason,
      renewal,
      verify_path: identityVerificationPath,
    };
    const message = identityRequiredSaid(data);
    return new AppError('identity_required', message, { errors: { payout_request: [message] }, data });
  }

  /** A 429 past the payouts a creator may ask for in 24 hours (decision 0108), before a code is sent. */
  async function ensureWithinDailyPayouts(handle: Db | Tx, userId: string) {
    const limit = await velocity.limitOf(handle, userId, 'payouts_per_day');
    const recent = await repository.createdSince(handle, userId, new Date(now().getTime() - DAY_MS), limit);
    velocity.enforce({
      key: 'payouts_per_day',
      limit,
      count: recent.length,
      oldest: recent.at(-1) ?? null,
      windowMs: DAY_MS,
    });
  }

  /** Money leaves only to a verified person (decision 0107): refused before the amount is looked at. */
  async function verifiedStanding(handle: Db | Tx, userId: string) {
    const standing = await deps.identity.standing(handle, userId);
    if (!standing.legalName) throw identityRequired(standing, false);
    return standing;
  }

  /**
   * Once the amount is known: verified again when this payout takes the year's past the threshold, and a
   * bank in the verified legal name (or one staff approved).
   */
  async function ensureIdentityCovers(
    handle: Db | Tx,
    userId: string,
    standing: IdentityStanding,
    target: Target,
    amount: Centavos,
  ) {
    if (!standing.renewedInYear) {
      const { from, to } = manilaYear(now());
      const paid = await repository.paidOutTotal(handle, userId, from, to);
      if (paid + amount > identityVerificationRules.renewalThreshold) throw identityRequired(standing, true);
    }
    if (!target.nameApproved && !namesMatch(standing.legalName!, target.accountName)) {
      throw fieldError('bank_slug', say('nameMismatch', { email: supportEmail }));
    }
  }

  /**
   * The amount sent and the fee on top, checked in the order a person can act on: the minimum, the
   * month's cap (its allowed amount is what the help article explains), then the balance. Withdraw-all
   * leaves less than the channel's step behind (nothing, where any amount goes): a channel that takes whole
   * pesos gets whole pesos.
   */
  async function amountsFor(handle: Db | Tx, userId: string, destination: Destination, body: AmountAsked) {
    const { target, increment } = destination;
    const balances = await balancesOf(handle, userId);
    // what a refund took beyond the balance comes off first (decision 0099)
    const { owed } = balances;
    const available = balances.available + owed;
    const fee = target.method === 'standard' ? payoutRules.standardFee : 0;
    const short = () =>
      fieldError(
        'amount',
        owed < 0 ? say('owedAfterRefund', { amount: formatCentavos(-owed) }) : say('insufficientBalance'),
      );
    let amount: Centavos;
    if (body.withdraw_all) {
      amount = Math.floor((available - fee) / increment) * increment;
      if (amount <= 0) throw short();
    } else {
      if (body.amount === undefined) throw fieldError('amount', say('fieldRequired', { field: 'amount' }));
      amount = body.amount;
      if (amount % increment !== 0) {
        throw fieldError(
          'amount',
          increment === 100
            ? say('wholePesos', { bank: target.bankName })
            : say('amountSteps', { bank: target.bankName, amount: formatCentavos(increment) }),
        );
      }
    }
    if (amount < payoutRules.minimumAmount) throw fieldError('amount', say('payoutMinimum'));
    if (target.method === 'standard') await checkCap(handle, userId, amount);
    if (amount + fee > available) throw short();
    return { amount, fee, owed };
  }

  async function checkCap(handle: Db | Tx, userId: string, amount: Centavos) {
    const { from, to } = manilaMonth(now());
    const used = await repository.standardTotal(handle, userId, from, to);
    const allowed = Math.max(0, payoutRules.standardMonthlyCap - used);
    if (amount > allowed) {
      const allowedText = formatCentavos(allowed);
      // the allowed amount in groups of three, as the Withdraw modal shows it: '1,500.00'
      const message =
        allowed > 0 ? say('overLimitPartly', { amount: formatPesos(allowed).slice(1) }) : say('overLimit');
      throw new AppError('over_limit', message, { data: { amount_allowed: allowedText } });
    }
  }

  return {
    /**
     * The account a payout to `slug` goes to and its channel's step: read apart from the check, because
     * the submit needs it before its code is used (the code is bound to it) and outside its transaction
     * (the provider is asked for the step, and the accounts are read apart from any transaction).
     */
    async destinationOf(userId: string, slug: string): Promise<Destination> {
      const target = await resolveTarget(userId, slug);
      return { target, increment: await incrementOf(target) };
    },

    /**
     * Whether `userId` may be paid this payout now, and what it comes to. Refused in the order a person
     * can act on: payouts held after a change of where money goes, no verified identity, the day's
     * payouts used up, an account that cannot take it, an amount that misses the minimum, the month's cap
     * or the balance, an identity that does not cover it. `destination` is read at its turn, so a creator
     * who may not withdraw at all hears that before anything about the account. The request asks before
     * its code is sent; the submit asks again in its transaction, under the user's lock, before money
     * moves, in `handle`.
     */
    async check(
      handle: Db | Tx,
      input: { userId: string; body: AmountAsked; destination: () => Promise<Destination> },
    ): Promise<EligiblePayout> {
      const { userId, body } = input;
      await holds.ensureAllowed(handle, userId);
      const standing = await verifiedStanding(handle, userId);
      await ensureWithinDailyPayouts(handle, userId);
      const destination = await input.destination();
      const { amount, fee, owed } = await amountsFor(handle, userId, destination, body);
      await ensureIdentityCovers(handle, userId, standing, destination.target, amount);
      return { target: destination.target, amount, fee, owed };
    },
  };
}

export type PayoutEligibility = ReturnType<typeof createPayoutEligibility>;
