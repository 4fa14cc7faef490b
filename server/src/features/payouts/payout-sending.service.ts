import type { Db, Tx } from '../../db/client.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import { payoutPaidPosting, payoutReturnPosting, payoutReversalPosting } from '../../ledger/postings.ts';
import {
  type PayoutGateway,
  PayoutRejectedError,
  type ProviderPayout,
  ProviderUnavailableError,
  refusalText,
  type WebhookRejection,
} from '../../providers/payments/payment-provider.ts';
import { descriptionOf } from './payouts.presenter.ts';
import type { PayoutRow, PayoutsRepository } from './payouts.repository.ts';

/** Told of a payout when it is made and whenever its status changes, inside that change's transaction. */
export type PayoutListener = (tx: Tx, payout: PayoutRow) => Promise<void>;

const FIRST_CHECK_MS = 60_000;
const MAX_CHECK_MS = 3_600_000;
/** How long a claimed payout is left alone by other instances while one works on it. */
const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * How often a payout the provider has not taken is sent again when the provider fails or cannot be
 * reached (decision 0126): with the poller's back-off, about two days; then it ends as failed and its
 * money goes back to the creator.
 */
export const PAYOUT_SEND_ATTEMPTS = 48;

/** Exponential back-off of the poller: a minute, two, four… at most an hour. */
export const nextCheck = (now: Date, attempts: number) =>
  new Date(now.getTime() + Math.min(FIRST_CHECK_MS * 2 ** Math.min(attempts, 10), MAX_CHECK_MS));

/**
 * A payout once it is written: sent to the provider after the commit under a key of its own, asked about
 * by the poller or on the provider's webhook, and settled once (paid, or returned) by what it answers.
 */
export function createPayoutSending(deps: {
  db: Db;
  repository: PayoutsRepository;
  ledger: Ledger;
  gateway: PayoutGateway;
  listeners?: PayoutListener[];
  now: () => Date;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}) {
  const { db, repository, ledger, gateway, now, log } = deps;

  const postingInput = (row: PayoutRow) => ({
    payoutId: row.id,
    userId: row.userId,
    amount: row.amount,
    fee: row.fee,
    withholding: row.withholding,
    reference: row.reference,
    description: descriptionOf(row),
  });

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

  /** Sends a pending payout the provider has not taken, or asks about one it has. */
  const advance = async (row: PayoutRow) =>
    row.status !== 'pending' ? row : row.providerPayoutId ? checkWithProvider(row) : sendToProvider(row);

  return {
    send: sendToProvider,
    advance,

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

export type PayoutSending = ReturnType<typeof createPayoutSending>;
