import type { Tx } from '../../db/client.ts';
import { createBatcher } from '../../lib/batcher.ts';
import type { PaymentEvent, WebhookRejection } from '../../providers/payments/payment-provider.ts';
import type { PaymentsContext } from './payments.context.ts';
import type { PaymentRow } from './payments.repository.ts';
import { type Mismatched, type Settlement, type Settling, summaryOf } from './settlement.service.ts';
import type { Subscriptions } from './subscriptions.service.ts';

type PaidEvent = Extract<PaymentEvent, { type: 'checkout.paid' }>;
type FailedEvent = Extract<PaymentEvent, { type: 'checkout.failed' }>;
type RefundedEvent = Extract<PaymentEvent, { type: 'payment.refunded' }>;

/**
 * The provider's webhooks: verified, each event stored once, and those arriving together settled together
 * in one transaction, whatever their order and however often they come.
 */
export function createWebhooks(
  ctx: PaymentsContext,
  settlement: Pick<Settlement, 'settle' | 'refundMismatched' | 'fail' | 'reportSettled'>,
  subscriptions: Pick<Subscriptions, 'recordPeriods'>,
) {
  const { deps, handlers, audiences } = ctx;
  const { db, repository, provider, log } = deps;
  const { settle, refundMismatched, fail, reportSettled } = settlement;
  const { recordPeriods } = subscriptions;

  /**
   * Stores verified events (each once) and settles the payments that new `checkout.paid` events are for,
   * unless they settled already. Returns, per event, whether it had been received before.
   */
  async function processEvents(tx: Tx, events: PaymentEvent[]) {
    // in one order, like every other row this transaction takes
    const sorted = [...events].sort((a, b) => (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0));
    await recordPeriods(tx, sorted);
    const { fresh, locked } = await repository.recordEventsAndLock(
      tx,
      provider.name,
      sorted.map((event) => ({
        eventId: event.eventId,
        type: event.type === 'ignored' ? event.providerType : event.type,
        payload: event.payload,
        checkoutId: event.type === 'ignored' ? null : event.checkoutId,
        ...(event.type === 'payment.refunded' && {
          paymentId: event.providerPaymentId,
          reference: event.reference,
        }),
      })),
      audiences(),
    );
    // the same event twice in one batch is new only the first time
    const seen = new Set<string>();
    const duplicate = events.map((event) => {
      const isNew = fresh.has(event.eventId) && !seen.has(event.eventId);
      seen.add(event.eventId);
      return !isNew;
    });
    const paid = events.filter(
      (event, i): event is PaidEvent => !duplicate[i] && event.type === 'checkout.paid',
    );
    const byCheckout = new Map(locked.map((row) => [row.payment.providerCheckoutId, row]));
    const toSettle = new Map<string, Settling>();
    const toRefund = new Map<string, Mismatched>();
    const toFail = new Map<string, { payment: PaymentRow; failureCode: string }>();
    for (const event of paid) {
      const row = byCheckout.get(event.checkoutId);
      if (!row) {
        log.warn({ checkoutId: event.checkoutId }, 'paid event for an unknown checkout');
        continue;
      }
      const { payment } = row;
      if (payment.status === 'paid' || toSettle.has(payment.id) || toRefund.has(payment.id)) continue;
      const { providerPaymentId } = event;
      if (event.amount !== payment.amount || event.currency !== payment.currency) {
        toRefund.set(payment.id, {
          payment,
          paidAt: event.paidAt,
          paidAmount: event.amount,
          providerPaymentId,
        });
      } else {
        toSettle.set(payment.id, { ...row, paidAt: event.paidAt, method: event.method, providerPaymentId });
      }
    }
    const failed = events.filter(
      (event, i): event is FailedEvent => !duplicate[i] && event.type === 'checkout.failed',
    );
    for (const event of failed) {
      if (event.subscription) {
        // the provider retries a period on its own, and a first invoice stays open to its payer: nothing
        // ends here; the kind is told, once per event (decision 0127)
        for (const handler of Object.values(handlers)) {
          await handler.onSubscriptionFailed?.(tx, event.subscription.subscriptionId, event.failureCode);
        }
        continue;
      }
      const payment = byCheckout.get(event.checkoutId)?.payment;
      if (!payment) {
        log.warn({ checkoutId: event.checkoutId }, 'failed event for an unknown checkout');
        continue;
      }
      // a charge already paid stays paid; one failure is told once however many events say it
      if (payment.status !== 'pending' || toSettle.has(payment.id) || toFail.has(payment.id)) continue;
      toFail.set(payment.id, { payment, failureCode: event.failureCode });
    }
    await refundMismatched(tx, [...toRefund.values()]);
    await settle(tx, [...toSettle.values()]);
    await fail(tx, [...toFail.values()]);
    // after the settlements: a payment paid and refunded in one batch is paid first
    const refunded = events.filter(
      (event, i): event is RefundedEvent => !duplicate[i] && event.type === 'payment.refunded',
    );
    const refundedPayees: string[] = [];
    // the provider's ids of the payments, as kept before or as settled by this batch
    const byProviderPayment = new Map<string, { payment: PaymentRow }>();
    for (const row of locked) {
      if (row.payment.providerPaymentId) byProviderPayment.set(row.payment.providerPaymentId, row);
    }
    for (const item of [...toSettle.values(), ...toRefund.values()]) {
      if (item.providerPaymentId) byProviderPayment.set(item.providerPaymentId, item);
    }
    for (const event of refunded) {
      // the provider's payment id says it best; the checkout or our reference, for payments paid before
      // it was kept
      const row =
        (event.providerPaymentId && byProviderPayment.get(event.providerPaymentId)) ||
        (event.checkoutId && byCheckout.get(event.checkoutId)) ||
        (event.reference && locked.find(({ payment }) => payment.reference === event.reference)) ||
        undefined;
      if (!row) {
        log.warn(
          { providerPaymentId: event.providerPaymentId, reference: event.reference },
          'refund event for an unknown payment',
        );
        continue;
      }
      if (!deps.refunds) throw new Error('a refund reported, and no refunds');
      const moved = await deps.refunds.fromProvider(tx, {
        reference: row.payment.reference,
        refunds: event.refunds,
      });
      if (moved) refundedPayees.push(moved.payeeUserId);
    }
    return {
      duplicate,
      settled: [...toSettle.values()].map(({ payment }) => summaryOf(payment)),
      refundedPayees,
    };
  }

  // webhooks that arrive together settle together: one database transaction and one commit per batch
  const webhookBatcher = createBatcher<PaymentEvent, boolean>({
    maxSize: 200,
    // rows are always locked in id order, so batches running side by side wait rather than deadlock
    concurrency: 3,
    // a batch costs about ten round trips whatever its size: one beside another is worth starting only
    // once it carries a dozen payments; fewer wait for a running batch to end (decision 0056)
    minSizeBeside: 12,
    run: async (events) => {
      try {
        const outcome = await db.transaction((tx) => processEvents(tx, events));
        await reportSettled(outcome.settled, outcome.refundedPayees);
        return outcome.duplicate.map((value) => ({ status: 'fulfilled' as const, value }));
      } catch (error) {
        if (events.length === 1) throw error;
        // one bad event must not fail the others: settle each on its own
        log.warn({ err: error, events: events.length }, 'a webhook batch failed; settling one by one');
        return Promise.allSettled(
          events.map(async (event) => {
            const outcome = await db.transaction((tx) => processEvents(tx, [event]));
            await reportSettled(outcome.settled, outcome.refundedPayees);
            return outcome.duplicate[0]!;
          }),
        );
      }
    },
  });

  return {
    /**
     * Takes a provider's webhook: refused unless its signature holds; each event is stored once, and a
     * payment settles once however many times, and in whatever order, events arrive.
     */
    async receiveWebhook(input: {
      headers: Record<string, string | string[] | undefined>;
      rawBody: string;
    }): Promise<{ ok: true; duplicate: boolean } | { ok: false; reason: WebhookRejection }> {
      const verified = provider.verifyWebhook({ ...input, now: new Date() });
      if (!verified.ok) return verified;
      const duplicate = await webhookBatcher.submit(verified.event);
      return { ok: true, duplicate };
    },
  };
}
