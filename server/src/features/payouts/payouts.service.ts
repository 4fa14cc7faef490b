import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  type AdminReviewPayout,
  type Centavos,
  DIRECT_EPAYMENT_SLUG,
  formatCentavos,
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
  type WebhookRejection,
} from '../../providers/payments/payment-provider.ts';
import type { OtpService } from './otp/otp.service.ts';
import type { PayoutHolds } from './payout-holds.service.ts';
import type { PayoutRow, PayoutsRepository } from './payouts.repository.ts';
import { manilaMonth } from '../../lib/manila.ts';
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
}

interface Target {
  method: 'standard' | 'direct';
  bankSlug: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  /** Where the code goes. */
  mobileNumber: string;
}

const DIRECT_NAME = 'Direct e-payment';
const FIRST_CHECK_MS = 60_000;
const MAX_CHECK_MS = 3_600_000;
/** How long a claimed payout is left alone by other instances while one works on it. */
const CLAIM_LEASE_MS = 5 * 60_000;

const newReference = () => `W-${readableCode(12)}`;

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

export function presentPayout(row: PayoutRow): Payout {
  return {
    reference: row.reference,
    method: row.method,
    bank_details: { slug: row.bankSlug, name: row.bankName },
    account_number: row.accountNumber,
    amount: formatCentavos(row.amount),
    fee: formatCentavos(row.fee),
    total_amount: formatCentavos(row.amount + row.fee),
    status: row.status,
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
  findUserBanks: (userId: string) => Promise<PayoutBank[]>;
  findLinkedAccount: (userId: string) => Promise<{ username: string; mobileNumber: string | null } | null>;
  listeners?: PayoutListener[];
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
    };
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
    report: { id: string | null } & Omit<ProviderPayout, 'id' | 'reference'>,
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
    let report: ProviderPayout;
    try {
      report = await gateway.createPayout({
        reference: row.reference,
        idempotencyKey: row.idempotencyKey,
        channel: row.bankSlug,
        accountNumber: row.accountNumber,
        accountHolderName: row.accountName,
        amount: row.amount,
        currency: 'PHP',
        description: `PIXEL payout ${row.reference}`,
      });
    } catch (error) {
      if (error instanceof PayoutRejectedError) {
        return applyStatus(row.id, { id: null, status: 'failed', failureCode: error.code });
      }
      // not known whether it arrived: the poller tries again with the same key
      log.warn({ err: error, reference: row.reference }, 'sending a payout failed; will retry');
      const attempts = row.checkAttempts + 1;
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
    provider_payout_id: row.providerPayoutId,
    failure_code: row.failureCode,
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
    async list(input: { status: 'pending' | 'held' | 'completed' | 'failed'; page: number }) {
      const perPage = 20;
      const { rows, total } = await repository.listForReview({ ...input, perPage });
      return {
        data: rows.map((row) => reviewed(row.payout, row.pageUrl)),
        meta: pageMeta({ page: input.page, perPage, total }),
      };
    },

    async hold(reference: string, reason: string) {
      const row = await reviewChange(reference, async (locked) => {
        if (locked.status !== 'pending') throw new AppError('conflict', 'Only a pending payout can be held.');
        if (locked.heldAt) throw new AppError('conflict', 'This payout is on hold already.');
        if (locked.providerPayoutId) {
          throw new AppError(
            'conflict',
            'The provider has taken this payout already: it can no longer be held.',
          );
        }
        return { heldAt: now(), holdReason: reason };
      });
      return row;
    },

    async release(reference: string, _reason?: string) {
      const row = await reviewChange(reference, async (locked) => {
        if (!locked.heldAt || locked.status !== 'pending') {
          throw new AppError('conflict', 'This payout is not on hold.');
        }
        return { heldAt: null, holdReason: null, nextCheckAt: now() };
      });
      // sent at once rather than at the poller's next turn
      return advance(row);
    },

    async retry(reference: string, _reason?: string) {
      const row = await reviewChange(reference, async (locked) => {
        if (locked.status !== 'pending')
          throw new AppError('conflict', 'Only a pending payout can be asked about.');
        if (locked.heldAt) throw new AppError('conflict', 'This payout is on hold: release it first.');
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
      const target = await resolveTarget(userId, body.bank_slug);
      const { amount } = await amountsFor(db, userId, target, body, await incrementOf(target));
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
          const { amount, fee, owed } = await amountsFor(tx, userId, target, body, increment);
          const id = randomUUID();
          // the earnings that cover a refund's shortfall leave available before the payout is held
          if (owed < 0) {
            await ledger.post(tx, owedRecoveryPosting({ userId, amount: -owed, key: `refund-owed:${id}` }));
          }
          const reference = newReference();
          const at = now();
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
            provider: gateway.name,
            idempotencyKey: `payout:${id}`,
            otpChallengeId: challenge.id,
            holdTransactionId: hold.id,
            statementLineId: lineId,
            // if this process stops before the provider answers, the poller sends it
            nextCheckAt: new Date(at.getTime() + FIRST_CHECK_MS),
            createdAt: at,
          });
          for (const listener of deps.listeners ?? []) await listener(tx, payout);
          return payout;
        },
      );
      return presentPayout(await sendToProvider(created));
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
