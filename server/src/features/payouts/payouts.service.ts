import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  type AdminReviewPayout,
  type Centavos,
  DIRECT_EPAYMENT_SLUG,
  formatCentavos,
  identityRequiredMessage,
  identityVerificationPath,
  identityVerificationRules,
  namesMatch,
  otpRules,
  type Payout,
  payoutMessages,
  type payoutRequest,
  payoutRules,
  type payoutSubmitRequest,
} from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { maskAccountNumber, maskMobile } from '../../lib/mobile.ts';
import { pageMeta } from '../../lib/pagination.ts';
import { balancesOf, InsufficientFundsError, type Ledger } from '../../ledger/ledger.ts';
import {
  owedRecoveryPosting,
  payoutHoldPosting,
  payoutPaidPosting,
  payoutReturnPosting,
  payoutReversalPosting,
} from '../../ledger/postings.ts';
import {
  type PayoutGateway,
  PayoutRejectedError,
  type ProviderPayout,
  ProviderUnavailableError,
  refusalText,
  type WebhookRejection,
} from '../../providers/payments/payment-provider.ts';
import type { VelocityLimits } from '../velocity/velocity.service.ts';
import type { OtpService } from './otp/otp.service.ts';
import type { PayoutHolds } from './payout-holds.service.ts';
import type { PayoutRow, PayoutsRepository } from './payouts.repository.ts';
import { manilaMonth, manilaYear } from '../../lib/manila.ts';
import { readableCode } from '../../lib/tokens.ts';

type RequestBody = z.output<typeof payoutRequest>;
type SubmitBody = z.output<typeof payoutSubmitRequest>;

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

interface Target {
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

const DIRECT_NAME = 'Direct e-payment';
const REVIEW_MS = identityVerificationRules.firstPayoutReviewHours * 3_600_000;
const DAY_MS = 86_400_000;
/** How long a new creator's payouts count against the ceiling (decision 0108). */
const NEW_CREATOR_MS = 30 * DAY_MS;
export const ceilingHoldReason =
  "Over a new creator's payout ceiling for their first 30 days: PIXEL checks it before it is sent.";
const FIRST_CHECK_MS = 60_000;
const MAX_CHECK_MS = 3_600_000;
/** How long a claimed payout is left alone by other instances while one works on it. */
const CLAIM_LEASE_MS = 5 * 60_000;

const newReference = () => `W-${readableCode(12)}`;

/**
 * How often a payout the provider has not taken is sent again when the provider fails or cannot be
 * reached (decision 0126): with the poller's back-off, about two days; then it ends as failed and its
 * money goes back to the creator.
 */
export const PAYOUT_SEND_ATTEMPTS = 48;

/** Exponential back-off of the poller: a minute, two, four… at most an hour. */
const nextCheck = (now: Date, attempts: number) =>
  new Date(now.getTime() + Math.min(FIRST_CHECK_MS * 2 ** Math.min(attempts, 10), MAX_CHECK_MS));

/** What a code for a payout is bound to: where it goes and how much (or "everything"). */
export const payoutBinding = (
  target: Pick<Target, 'method' | 'bankSlug' | 'accountNumber'>,
  body: { withdraw_all: boolean; amount?: Centavos },
) => ({
  method: target.method,
  bank_slug: target.bankSlug,
  account_number: target.accountNumber,
  amount: body.withdraw_all ? 'all' : (body.amount ?? null),
});

/** Waiting for its first-payout review at `at`: not sent, not held, its time not run out. */
const inReview = (row: PayoutRow, at: Date) =>
  row.status === 'pending' &&
  !row.providerPayoutId &&
  !row.heldAt &&
  row.reviewUntil !== null &&
  row.reviewUntil.getTime() > at.getTime();

export function presentPayout(row: PayoutRow, at: Date): Payout {
  return {
    reference: row.reference,
    method: row.method,
    bank_details: { slug: row.bankSlug, name: row.bankName },
    account_number: row.accountNumber,
    amount: formatCentavos(row.amount),
    fee: formatCentavos(row.fee),
    withholding: formatCentavos(row.withholding),
    total_amount: formatCentavos(row.amount + row.fee),
    status: row.status,
    review_until: inReview(row, at) ? row.reviewUntil!.toISOString() : null,
    on_hold: row.status === 'pending' && row.heldAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Told of a payout when it is made and whenever its status changes, inside that change's transaction. */
export type PayoutListener = (tx: Tx, payout: PayoutRow) => Promise<void>;

/**
 * Withdrawals: checked and confirmed by a code, held in the ledger at submission, sent to the provider
 * after the commit under a key of their own, and settled once (paid, or returned) by webhook or poller.
 */
export function createPayoutsService(deps: {
  db: Db;
  repository: PayoutsRepository;
  ledger: Ledger;
  gateway: PayoutGateway;
  otp: OtpService;
  /** Refuses payouts while a change of where the money goes is held, or after "This wasn't me". */
  holds: Pick<PayoutHolds, 'ensureAllowed'>;
  /** What to withhold for the BIR from a payout (decision 0109), in its transaction before its hold. */
  tax: {
    withholdingFor: (handle: Db | Tx, userId: string, amount: Centavos, at: Date) => Promise<Centavos>;
  };
  /** Payouts per day, and a new creator's first 30 days' ceiling (decision 0108). */
  velocity: VelocityLimits;
  /** Where the person's identity verification stands, in the payout's transaction. */
  identity: { standing: (handle: Db | Tx, userId: string) => Promise<IdentityStanding> };
  findUserBanks: (userId: string) => Promise<PayoutBank[]>;
  findLinkedAccount: (userId: string) => Promise<{ username: string; mobileNumber: string | null } | null>;
  listeners?: PayoutListener[];
  /** Told, in its transaction, of a payout finance put on hold (its creator is notified). */
  onHeld?: PayoutListener;
  now: () => Date;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}) {
  const { db, repository, ledger, gateway, otp, holds, now, log } = deps;

  async function resolveTarget(userId: string, slug: string): Promise<Target> {
    if (slug === DIRECT_EPAYMENT_SLUG) {
      const linked = await deps.findLinkedAccount(userId);
      if (!linked?.mobileNumber) throw fieldError('bank_slug', payoutMessages.noLinkedAccount);
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
    if (!bank) throw fieldError('bank_slug', payoutMessages.bankNotLinked);
    if (bank.isDisabled) throw fieldError('bank_slug', payoutMessages.bankDisabled);
    if (!bank.mobileNumber) throw fieldError('mobile_number', payoutMessages.mobileNumberRequired);
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

  /** A 403 that sends the creator to verify, with where their verification stands. */
  function identityRequired(standing: IdentityStanding, renewal: boolean) {
    const data = {
      state: standing.state,
      reason: standing.reason,
      renewal,
      verify_path: identityVerificationPath,
    };
    const message = identityRequiredMessage(data);
    return new AppError('identity_required', message, { errors: { payout_request: [message] }, data });
  }

  /** A 429 past the payouts a creator may ask for in 24 hours (decision 0108), before a code is sent. */
  async function ensureWithinDailyPayouts(handle: Db | Tx, userId: string) {
    const limit = await deps.velocity.limitOf(handle, userId, 'payouts_per_day');
    const recent = await repository.createdSince(handle, userId, new Date(now().getTime() - DAY_MS), limit);
    deps.velocity.enforce({
      key: 'payouts_per_day',
      limit,
      count: recent.length,
      oldest: recent.at(-1) ?? null,
      windowMs: DAY_MS,
    });
  }

  /**
   * Whether this payout takes a creator in their first 30 days past their ceiling: then it is made, but
   * held for finance to look at rather than refused (decision 0108).
   */
  async function overNewCreatorCeiling(tx: Tx, userId: string, amount: Centavos) {
    const joined = await deps.velocity.joinedAt(tx, userId);
    const at = now();
    if (!joined || at.getTime() - joined.getTime() >= NEW_CREATOR_MS) return false;
    const ceiling = await deps.velocity.limitOf(tx, userId, 'new_creator_payout_ceiling');
    const withdrawn = await repository.paidOutTotal(tx, userId, joined, at);
    if (withdrawn + amount <= ceiling) return false;
    deps.velocity.hit('new_creator_payout_ceiling');
    return true;
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
      throw fieldError('bank_slug', payoutMessages.nameMismatch);
    }
  }

  /**
   * The amount sent and the fee on top, checked in the order a person can act on: the minimum, the
   * month's cap (its allowed amount is what the help article explains), then the balance. Withdraw-all
   * leaves less than the channel's step behind (nothing, where any amount goes): a channel that takes whole
   * pesos gets whole pesos.
   */
  async function amountsFor(
    handle: Parameters<typeof repository.standardTotal>[0],
    userId: string,
    target: Target,
    body: RequestBody,
    increment: Centavos = 1,
  ) {
    const balances = await balancesOf(handle, userId);
    // what a refund took beyond the balance comes off first (decision 0099)
    const { owed } = balances;
    const available = balances.available + owed;
    const fee = target.method === 'standard' ? payoutRules.standardFee : 0;
    const short = () =>
      fieldError(
        'amount',
        owed < 0 ? payoutMessages.owedAfterRefund(formatCentavos(-owed)) : payoutMessages.insufficientBalance,
      );
    let amount: Centavos;
    if (body.withdraw_all) {
      amount = Math.floor((available - fee) / increment) * increment;
      if (amount <= 0) throw short();
    } else {
      if (body.amount === undefined) throw fieldError('amount', payoutMessages.amountRequired);
      amount = body.amount;
      if (amount % increment !== 0) {
        throw fieldError(
          'amount',
          increment === 100
            ? `${target.bankName} takes whole pesos only. Please enter an amount without centavos.`
            : `${target.bankName} takes amounts in steps of PHP ${formatCentavos(increment)}.`,
        );
      }
    }
    if (amount < payoutRules.minimumAmount) throw fieldError('amount', payoutMessages.minimum);
    if (target.method === 'standard') await checkCap(handle, userId, amount);
    if (amount + fee > available) throw short();
    return { amount, fee, owed };
  }

  async function checkCap(
    handle: Parameters<typeof repository.standardTotal>[0],
    userId: string,
    amount: Centavos,
  ) {
    const { from, to } = manilaMonth(now());
    const used = await repository.standardTotal(handle, userId, from, to);
    const allowed = Math.max(0, payoutRules.standardMonthlyCap - used);
    if (amount > allowed) {
      const allowedText = formatCentavos(allowed);
      const message = allowed > 0 ? payoutMessages.overLimitPartly(allowedText) : payoutMessages.overLimit;
      throw new AppError('over_limit', message, { data: { amount_allowed: allowedText } });
    }
  }

  const postingInput = (row: PayoutRow) => ({
    payoutId: row.id,
    userId: row.userId,
    amount: row.amount,
    fee: row.fee,
    withholding: row.withholding,
    reference: row.reference,
    description: descriptionOf(row),
  });

  const descriptionOf = (row: Pick<PayoutRow, 'method' | 'bankName' | 'accountNumber'>) =>
    row.method === 'direct'
      ? `Payout to your e-payment account ${maskMobile(row.accountNumber)}`
      : `Payout to ${row.bankName} ••••${row.accountNumber.slice(-4)}`;

  /**
   * Moves a payout on to what the provider says, in one transaction with its ledger posting and
   * statement line. Each move posts under its own key, so a repeated or late report changes nothing.
   */
  async function applyStatus(
    payoutId: string,
    report: { id: string | null; failureDetail?: string | null } & Omit<ProviderPayout, 'id' | 'reference'>,
  ) {
    return db.transaction(async (tx) => {
      const row = (await repository.lock(tx, payoutId))!;
      if (report.id && row.providerPayoutId && row.providerPayoutId !== report.id) {
        log.error({ reference: row.reference, reported: report.id }, 'a report for another provider payout');
        return row;
      }
      const at = now();
      const known = {
        providerPayoutId: row.providerPayoutId ?? report.id,
        submittedAt: row.submittedAt ?? (report.id ? at : null),
      };
      const input = postingInput(row);
      let next: Partial<PayoutRow>;
      if (report.status === 'pending') {
        if (row.status !== 'pending') return row;
        next = {
          ...known,
          checkAttempts: row.checkAttempts + 1,
          nextCheckAt: nextCheck(at, row.checkAttempts + 1),
        };
      } else if (report.status === 'succeeded') {
        if (row.status !== 'pending') {
          if (row.status === 'failed') {
            log.error(
              { reference: row.reference },
              'provider says paid a payout already returned to the user',
            );
          }
          return row;
        }
        const posted = await ledger.post(tx, payoutPaidPosting(input));
        await repository.setLineStatus(tx, row.statementLineId, 'completed');
        next = {
          ...known,
          status: 'completed',
          completedAt: at,
          settleTransactionId: posted?.id ?? null,
          nextCheckAt: null,
        };
      } else if (row.status === 'pending') {
        // refused, failed or reversed before we saw it paid: the hold goes back
        const posted = await ledger.post(tx, payoutReturnPosting(input));
        await repository.setLineStatus(tx, row.statementLineId, 'failed');
        next = {
          ...known,
          status: 'failed',
          failedAt: at,
          failureCode: report.failureCode ?? report.status.toUpperCase(),
          failureDetail: report.failureDetail ?? null,
          returnTransactionId: posted?.id ?? null,
          nextCheckAt: null,
        };
      } else if (row.status === 'completed') {
        // it was paid and came back from the bank
        const posted = await ledger.post(tx, payoutReversalPosting(input));
        await repository.setLineStatus(tx, row.statementLineId, 'failed');
        next = {
          status: 'failed',
          reversedAt: at,
          failureCode: report.failureCode ?? 'REVERSED',
          returnTransactionId: posted?.id ?? null,
        };
      } else {
        return row;
      }
      await repository.update(tx, row.id, next);
      const updated = { ...row, ...next } as PayoutRow;
      if (next.status) {
        log.info({ reference: row.reference, status: next.status }, 'payout settled');
        for (const listener of deps.listeners ?? []) await listener(tx, updated);
      }
      return updated;
    });
  }

  /** Asks the provider to pay (again, under the same key, when an earlier try did not get an answer). */
  async function sendToProvider(row: PayoutRow): Promise<PayoutRow> {
    // a first payout leaving its review: the creator's later ones are not reviewed
    if (row.reviewUntil) await repository.clear(db, row.userId, now(), null);
    let report: ProviderPayout;
    try {
      report = await gateway.createPayout({
        reference: row.reference,
        idempotencyKey: row.idempotencyKey,
        channel: row.bankSlug,
        accountNumber: row.accountNumber,
        accountHolderName: row.accountName,
        // the tax withheld stays with PIXEL for the BIR (decision 0109)
        amount: row.amount - row.withholding,
        currency: 'PHP',
        description: `PIXEL payout ${row.reference}`,
      });
    } catch (error) {
      if (error instanceof PayoutRejectedError) {
        // refused for good: the money goes back to the creator at once, and finance reads why
        return applyStatus(row.id, {
          id: null,
          status: 'failed',
          failureCode: error.code,
          failureDetail: error.detail,
        });
      }
      const attempts = row.checkAttempts + 1;
      if (attempts >= PAYOUT_SEND_ATTEMPTS) {
        // the provider failed every try for days: it ends rather than stay pending for ever (0126)
        log.error({ err: error, reference: row.reference }, 'sending a payout failed; giving up');
        const words =
          error instanceof ProviderUnavailableError
            ? refusalText(error.code ?? 'unavailable', error.detail ?? error.message)
            : String(error);
        return applyStatus(row.id, {
          id: null,
          status: 'failed',
          failureCode: 'PROVIDER_UNAVAILABLE',
          failureDetail: `${words} (still failing after ${attempts} tries)`,
        });
      }
      // not known whether it arrived: the poller tries again with the same key
      log.warn({ err: error, reference: row.reference }, 'sending a payout failed; will retry');
      await repository.update(db, row.id, {
        checkAttempts: attempts,
        nextCheckAt: nextCheck(now(), attempts),
      });
      return row;
    }
    return applyStatus(row.id, report);
  }

  /** Asks the provider where a sent payout stands. */
  async function checkWithProvider(row: PayoutRow): Promise<PayoutRow> {
    try {
      const report = await gateway.fetchPayout(row.providerPayoutId!);
      if (report) return await applyStatus(row.id, report);
      log.error({ reference: row.reference }, 'the provider does not know a payout it accepted');
    } catch (error) {
      log.warn({ err: error, reference: row.reference }, 'checking a payout failed; will retry');
    }
    const attempts = row.checkAttempts + 1;
    await repository.update(db, row.id, { checkAttempts: attempts, nextCheckAt: nextCheck(now(), attempts) });
    return row;
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

  const advance = async (row: PayoutRow) =>
    row.status !== 'pending' ? row : row.providerPayoutId ? checkWithProvider(row) : sendToProvider(row);

  const reviewed = (row: PayoutRow, pageUrl: string): AdminReviewPayout => ({
    reference: row.reference,
    page_url: pageUrl,
    method: row.method,
    bank_name: row.bankName,
    account_number: maskAccountNumber(row.accountNumber),
    amount: formatCentavos(row.amount),
    fee: formatCentavos(row.fee),
    status: row.status,
    review_until: inReview(row, now()) ? row.reviewUntil!.toISOString() : null,
    provider_payout_id: row.providerPayoutId,
    failure_code: row.failureCode,
    failure_detail: row.failureDetail,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    check_attempts: row.checkAttempts,
    next_check_at: row.nextCheckAt?.toISOString() ?? null,
    held_at: row.heldAt?.toISOString() ?? null,
    hold_reason: row.holdReason,
    created_at: row.createdAt.toISOString(),
  });

  /** A payout by its reference, locked for the change `act` makes; the payout as it is after. */
  async function reviewChange(
    reference: string,
    act: (row: PayoutRow, tx: Tx) => Promise<Partial<PayoutRow>>,
  ) {
    const found = await repository.findByReference(reference.toUpperCase());
    if (!found) throw new AppError('not_found', 'No payout has this reference.');
    await db.transaction(async (tx) => {
      const row = (await repository.lock(tx, found.id))!;
      await repository.update(tx, row.id, await act(row, tx));
    });
    return (await repository.find(found.id))!;
  }

  /**
   * Finance's review (decision 0102): payouts by status; holding one the provider has not taken yet, so
   * the poller leaves it; releasing it (it is sent at once); asking the provider again about one now.
   */
  const review = {
    async list(input: { status: 'pending' | 'review' | 'held' | 'completed' | 'failed'; page: number }) {
      const perPage = 20;
      const { rows, total } = await repository.listForReview({ ...input, perPage, now: now() });
      return {
        data: rows.map((row) => reviewed(row.payout, row.pageUrl)),
        meta: pageMeta({ page: input.page, perPage, total }),
      };
    },

    async hold(reference: string, reason: string, _staffUserId?: string) {
      const row = await reviewChange(reference, async (locked, tx) => {
        if (locked.status !== 'pending') throw new AppError('conflict', 'Only a pending payout can be held.');
        if (locked.heldAt) throw new AppError('conflict', 'This payout is on hold already.');
        if (locked.providerPayoutId) {
          throw new AppError(
            'conflict',
            'The provider has taken this payout already: it can no longer be held.',
          );
        }
        const held = { heldAt: now(), holdReason: reason };
        await deps.onHeld?.(tx, { ...locked, ...held });
        return held;
      });
      return row;
    },

    /** A held payout, or a first payout in its review (sent now, and the creator is past review). */
    async release(reference: string, _reason?: string, staffUserId?: string) {
      const row = await reviewChange(reference, async (locked, tx) => {
        const at = now();
        if (inReview(locked, at)) {
          await repository.clear(tx, locked.userId, at, staffUserId ?? null);
          return { reviewUntil: at, nextCheckAt: at };
        }
        if (!locked.heldAt || locked.status !== 'pending') {
          throw new AppError('conflict', 'This payout is not on hold.');
        }
        return { heldAt: null, holdReason: null, nextCheckAt: at };
      });
      // sent at once rather than at the poller's next turn
      return advance(row);
    },

    async retry(reference: string, _reason?: string, _staffUserId?: string) {
      const row = await reviewChange(reference, async (locked) => {
        if (locked.status !== 'pending')
          throw new AppError('conflict', 'Only a pending payout can be asked about.');
        if (locked.heldAt) throw new AppError('conflict', 'This payout is on hold: release it first.');
        if (inReview(locked, now())) {
          throw new AppError('conflict', 'This is a first payout in review: release it to send it now.');
        }
        return { checkAttempts: 0, nextCheckAt: now() };
      });
      return advance(row);
    },

    /** A suspended account's payouts that have not reached the provider wait (decision 0098). */
    holdUnsent: (tx: Tx, userId: string, reason: string) => repository.holdUnsent(tx, userId, now(), reason),

    present: reviewed,
  };

  return {
    review,

    /** Checks a payout as it would be submitted and sends the code that confirms it. */
    async request({ userId, body }: { userId: string; body: RequestBody }) {
      await holds.ensureAllowed(db, userId);
      const standing = await verifiedStanding(db, userId);
      await ensureWithinDailyPayouts(db, userId);
      const target = await resolveTarget(userId, body.bank_slug);
      const { amount } = await amountsFor(db, userId, target, body, await incrementOf(target));
      await ensureIdentityCovers(db, userId, standing, target, amount);
      return otp.issue({
        userId,
        purpose: 'payout',
        binding: payoutBinding(target, body),
        mobileNumber: target.mobileNumber,
        action: `to withdraw PHP ${formatCentavos(amount)} to ${target.bankName} on PIXEL`,
        resendAfterSeconds: otpRules.payoutFirstResendSeconds,
      });
    },

    /**
     * Uses the code and, in the same transaction and under the user's lock, checks the balance and the
     * month's cap again, holds the money and writes the payout and its statement line. Then asks the
     * provider, after the commit.
     */
    async submit({ userId, body }: { userId: string; body: SubmitBody }) {
      const target = await resolveTarget(userId, body.bank_slug);
      const increment = await incrementOf(target);
      const created = await otp.redeem(
        {
          userId,
          token: body.otp_token,
          code: body.otp_code,
          purpose: 'payout',
          binding: payoutBinding(target, body),
        },
        async (tx, challenge) => {
          await repository.lockUser(tx, userId);
          // again under the lock: a code sent before a change does not get past its hold
          await holds.ensureAllowed(tx, userId);
          const standing = await verifiedStanding(tx, userId);
          await ensureWithinDailyPayouts(tx, userId);
          const { amount, fee, owed } = await amountsFor(tx, userId, target, body, increment);
          await ensureIdentityCovers(tx, userId, standing, target, amount);
          const overCeiling = await overNewCreatorCeiling(tx, userId, amount);
          // before this payout's own hold is posted, which would count it twice
          const withholding = await deps.tax.withholdingFor(tx, userId, amount, now());
          const id = randomUUID();
          // the earnings that cover a refund's shortfall leave available before the payout is held
          if (owed < 0) {
            await ledger.post(tx, owedRecoveryPosting({ userId, amount: -owed, key: `refund-owed:${id}` }));
          }
          const reference = newReference();
          const at = now();
          // a creator's first payout waits for review, then the poller sends it (decision 0107)
          const reviewUntil = (await repository.isCleared(tx, userId))
            ? null
            : new Date(at.getTime() + REVIEW_MS);
          const description = descriptionOf(target);
          const hold = await ledger
            .post(tx, payoutHoldPosting({ payoutId: id, userId, amount, fee, reference, description }))
            .catch((error: unknown) => {
              if (error instanceof InsufficientFundsError) {
                throw fieldError('amount', payoutMessages.insufficientBalance);
              }
              throw error;
            });
          // a fresh id was never posted, so the hold is always new
          if (!hold) throw new Error(`payout ${id} was held before`);
          const lineId = await repository.insertLine(tx, {
            userId,
            transactionNo: hold.transactionNo,
            type: 'payout',
            status: 'pending',
            description,
            reference,
            totalAmount: -(amount + fee),
            grossAmount: -amount,
            feeAmount: fee,
            balance: 'available',
            createdAt: at,
          });
          const payout = await repository.insert(tx, {
            id,
            reference,
            userId,
            method: target.method,
            bankSlug: target.bankSlug,
            bankName: target.bankName,
            accountName: target.accountName,
            accountNumber: target.accountNumber,
            amount,
            fee,
            withholding,
            provider: gateway.name,
            idempotencyKey: `payout:${id}`,
            otpChallengeId: challenge.id,
            holdTransactionId: hold.id,
            statementLineId: lineId,
            reviewUntil,
            ...(overCeiling && { heldAt: at, holdReason: ceilingHoldReason }),
            // if this process stops before the provider answers, the poller sends it
            nextCheckAt: reviewUntil ?? new Date(at.getTime() + FIRST_CHECK_MS),
            createdAt: at,
          });
          for (const listener of deps.listeners ?? []) await listener(tx, payout);
          return payout;
        },
      );
      const waits = created.reviewUntil || created.heldAt;
      return presentPayout(waits ? created : await sendToProvider(created), now());
    },

    /** A provider's payout webhook: a prompt to ask the provider, which is what moves money. */
    async receiveWebhook(input: {
      headers: Record<string, string | string[] | undefined>;
      rawBody: string;
    }): Promise<{ ok: true } | { ok: false; reason: WebhookRejection }> {
      const verified = gateway.verifyPayoutWebhook({ ...input, now: now() });
      if (!verified.ok) return verified;
      const event = verified.event;
      if (!event) return { ok: true };
      const row = await repository.findForEvent(gateway.name, event.id, event.reference);
      if (!row) {
        log.warn({ payout: event.id, reference: event.reference }, 'webhook for an unknown payout');
        return { ok: true };
      }
      // the callback is only as trustworthy as a static token, so the provider is asked again
      await checkWithProvider({ ...row, providerPayoutId: row.providerPayoutId ?? event.id });
      return { ok: true };
    },

    /** The poller: sends payouts that never reached the provider and asks about those not final. */
    async pollDue(limit = 20) {
      const ids = await repository.claimDue(now(), limit, CLAIM_LEASE_MS);
      let settled = 0;
      for (const id of ids) {
        const row = await repository.find(id);
        if (!row) continue;
        const after = await advance(row).catch((err: unknown) => {
          log.error({ err, payout: id }, 'advancing a payout failed');
          return row;
        });
        if (after.status !== 'pending') settled++;
      }
      return settled;
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
