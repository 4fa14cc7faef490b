import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  type Centavos,
  formatCentavos,
  identityVerificationRules,
  otpRules,
  type payoutRequest,
  type payoutSubmitRequest,
} from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { fieldError, say } from '../../lib/errors.ts';
import { readableCode } from '../../lib/tokens.ts';
import { InsufficientFundsError, type Ledger } from '../../ledger/ledger.ts';
import { owedRecoveryPosting, payoutHoldPosting } from '../../ledger/postings.ts';
import type { PayoutGateway } from '../../providers/payments/payment-provider.ts';
import type { VelocityLimits } from '../velocity/velocity.service.ts';
import { otpAction, type OtpService } from './otp/otp.service.ts';
import type { PayoutHolds } from './payout-holds.service.ts';
import { createPayoutReview } from './payout-review.service.ts';
import { createPayoutSending, nextCheck, type PayoutListener } from './payout-sending.service.ts';
import {
  createPayoutEligibility,
  type IdentityStanding,
  type PayoutBank,
  type Target,
} from './payouts.eligibility.ts';
import { descriptionOf, presentPayout } from './payouts.presenter.ts';
import type { PayoutsRepository } from './payouts.repository.ts';

export type { PayoutListener };

type RequestBody = z.output<typeof payoutRequest>;
type SubmitBody = z.output<typeof payoutSubmitRequest>;

const REVIEW_MS = identityVerificationRules.firstPayoutReviewHours * 3_600_000;
/** How long a new creator's payouts count against the ceiling (decision 0108). */
const NEW_CREATOR_MS = 30 * 86_400_000;
export const ceilingHoldReason =
  "Over a new creator's payout ceiling for their first 30 days: PIXEL checks it before it is sent.";

const newReference = () => `W-${readableCode(12)}`;

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

/**
 * Withdrawals: checked (`payouts.eligibility.ts`) and confirmed by a code, held in the ledger at
 * submission, then sent and settled by `payout-sending.service.ts`; finance reviews them through
 * `payout-review.service.ts`.
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
  const { db, repository, ledger, gateway, otp, now } = deps;
  const eligibility = createPayoutEligibility(deps);
  const sending = createPayoutSending(deps);
  const review = createPayoutReview({ ...deps, sending });

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

  return {
    review,

    /** Checks a payout as it would be submitted and sends the code that confirms it. */
    async request({ userId, body }: { userId: string; body: RequestBody }) {
      const { target, amount } = await eligibility.check(db, {
        userId,
        body,
        destination: () => eligibility.destinationOf(userId, body.bank_slug),
      });
      return otp.issue({
        userId,
        purpose: 'payout',
        binding: payoutBinding(target, body),
        mobileNumber: target.mobileNumber,
        action: otpAction('payout', { amount: formatCentavos(amount), bank: target.bankName }),
        resendAfterSeconds: otpRules.payoutFirstResendSeconds,
      });
    },

    /**
     * Uses the code and, in the same transaction and under the user's lock, asks again whether the payout
     * may go, holds the money and writes the payout and its statement line. Then asks the provider, after
     * the commit.
     */
    async submit({ userId, body }: { userId: string; body: SubmitBody }) {
      const destination = await eligibility.destinationOf(userId, body.bank_slug);
      const created = await otp.redeem(
        {
          userId,
          token: body.otp_token,
          code: body.otp_code,
          purpose: 'payout',
          binding: payoutBinding(destination.target, body),
        },
        async (tx, challenge) => {
          await repository.lockUser(tx, userId);
          // again under the lock: a code sent before a change does not get past its hold, nor a balance
          // another payout spent since
          const { target, amount, fee, owed } = await eligibility.check(tx, {
            userId,
            body,
            destination: async () => destination,
          });
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
                throw fieldError('amount', say('insufficientBalance'));
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
            nextCheckAt: reviewUntil ?? nextCheck(at, 0),
            createdAt: at,
          });
          for (const listener of deps.listeners ?? []) await listener(tx, payout);
          return payout;
        },
      );
      const waits = created.reviewUntil || created.heldAt;
      return presentPayout(waits ? created : await sending.send(created), now());
    },

    receiveWebhook: sending.receiveWebhook,
    pollDue: sending.pollDue,
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
