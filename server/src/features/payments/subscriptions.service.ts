import type { Centavos } from '@pixel/contract';
import type { Tx } from '../../db/client.ts';
import { AppError, say } from '../../lib/errors.ts';
import { type PaymentEvent, ProviderRefusedError } from '../../providers/payments/payment-provider.ts';
import { type Checkouts, checkoutRefusal, newReference } from './checkout.service.ts';
import type { PaymentsContext } from './payments.context.ts';
import type { PaymentRow } from './payments.repository.ts';
import type { PaymentKind, ReturnAddress, SettlementHandler, SubscriptionRenewal } from './payments.types.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';

/**
 * Subscriptions the provider bills by itself (decision 0127): started with a first invoice its payer pays
 * now, cancelled for good, and each later period recorded as a payment when the provider says it is paid.
 */
export function createSubscriptions(
  ctx: PaymentsContext,
  checkouts: Pick<Checkouts, 'ownUrl' | 'checkVelocity'>,
) {
  const { deps, handlers, now } = ctx;
  const { db, repository, provider, log } = deps;
  const { ownUrl, checkVelocity } = checkouts;
  const subscriptionRows = createSubscriptionsRepository(db);

  /**
   * Records the payments of subscription periods the provider billed by itself (decision 0127): one per
   * invoice, however often and on however many instances its events arrive (the payments' unique keys
   * decide), in the transaction that then settles it. A period whose checkout is known (the first, paid
   * by its payer at joining, or one recorded before) is left as it is.
   */
  async function recordPeriods(tx: Tx, events: PaymentEvent[]) {
    for (const event of events) {
      if (event.type !== 'checkout.paid' || !event.subscription) continue;
      if (await subscriptionRows.hasCheckout(tx, provider.name, event.checkoutId)) continue;
      const { subscriptionId, invoiceId } = event.subscription;
      let found: { kind: PaymentKind; renewal: SubscriptionRenewal } | null = null;
      for (const [kind, handler] of Object.entries(handlers) as [PaymentKind, SettlementHandler][]) {
        const renewal = await handler.renewalOf?.(tx, subscriptionId);
        if (renewal) found = { kind, renewal };
        if (found) break;
      }
      if (!found) {
        log.warn({ subscriptionId, invoiceId }, 'a paid period of an unknown subscription');
        continue;
      }
      // nobody is sent anywhere after a period the provider billed; the columns hold the site's address
      const home = new URL('/', deps.publicUrl).toString();
      const row = await subscriptionRows.insertPeriod(tx, {
        reference: newReference(found.kind),
        requestKey: `subscription-invoice:${provider.name}:${invoiceId}`,
        provider: provider.name,
        kind: found.kind,
        payeeUserId: found.renewal.payeeUserId,
        payerUserId: found.renewal.payerUserId,
        amount: event.amount,
        currency: event.currency,
        source: 'web',
        description: found.renewal.description,
        successRedirectUrl: home,
        failureRedirectUrl: home,
        providerCheckoutId: event.checkoutId,
      });
      if (row) await found.renewal.record(tx, row);
    }
  }

  return {
    // in the webhook's transaction, before its payments are locked and settled
    recordPeriods,

    /** The method types the provider's subscriptions take, or null when it offers none (decision 0127). */
    subscriptionMethods: provider.subscriptions?.methods ?? null,

    /** Whether a renewal handle names a subscription the provider bills by itself: never charged here. */
    billsItself: (token: string) => provider.subscriptions?.owns(token) ?? false,

    /**
     * Starts a subscription at the provider (decision 0127): the payer's customer and the plan made once
     * and kept, then the subscription, whose first invoice is this payment's checkout, paid by its payer now.
     * Later periods are billed by the provider and recorded by the kind's `renewalOf` when it says so.
     */
    async startSubscription(input: {
      kind: PaymentKind;
      payeeUserId: string;
      payer: { userId: string; name: string; email: string | null };
      amount: Centavos;
      description: string;
      /** Our key for what the plan bills (a tier, its period and its price), and its name at the provider. */
      plan: { key: string; name: string; months: number };
      successUrl: ReturnAddress;
      failureUrl: ReturnAddress;
      record: (tx: Tx, payment: PaymentRow) => Promise<void>;
    }) {
      const gateway = provider.subscriptions;
      if (!gateway) throw new Error(`${provider.name} bills no subscriptions`);
      const successAddress = ownUrl('success_redirect_url', 'success redirect url', input.successUrl);
      const failureAddress = ownUrl('failure_redirect_url', 'failure redirect url', input.failureUrl);
      const reference = newReference(input.kind);
      const withReference = (url: string) => {
        const parsed = new URL(url);
        parsed.searchParams.set('reference', reference);
        return parsed.toString();
      };
      const payment = await db.transaction(async (tx) => {
        const openedAt = now();
        await checkVelocity(tx, input.payer.userId, openedAt, undefined);
        const row = await repository.insertPayment(tx, {
          createdAt: openedAt,
          reference,
          provider: provider.name,
          kind: input.kind,
          payeeUserId: input.payeeUserId,
          payerUserId: input.payer.userId,
          amount: input.amount,
          source: 'web',
          description: input.description,
          successRedirectUrl: withReference(successAddress),
          failureRedirectUrl: withReference(failureAddress),
        });
        await input.record(tx, row);
        return row;
      });
      try {
        const customerId =
          (await subscriptionRows.customerOf(provider.name, input.payer.userId)) ??
          (await subscriptionRows.keepCustomer(
            provider.name,
            input.payer.userId,
            await gateway.createCustomer({
              reference: input.payer.userId,
              name: input.payer.name,
              email: input.payer.email,
            }),
          ));
        const planId =
          (await subscriptionRows.planOf(provider.name, input.plan.key)) ??
          (await subscriptionRows.keepPlan(
            provider.name,
            input.plan.key,
            await gateway.createPlan({
              name: input.plan.name,
              amount: input.amount,
              currency: 'PHP',
              months: input.plan.months,
            }),
          ));
        const started = await gateway.createSubscription({
          customerId,
          planId,
          reference,
          description: input.description,
          successUrl: payment.successRedirectUrl,
          failureUrl: payment.failureRedirectUrl,
          idempotencyKey: `subscription:${payment.id}`,
        });
        await repository.setCheckout(payment.id, started.checkoutId, started.url);
        return { linkUrl: started.url, reference };
      } catch (err) {
        await repository.markCancelled(payment.id);
        if (err instanceof ProviderRefusedError && !err.byAccount) {
          log.warn({ code: err.code, detail: err.detail, reference }, 'the provider refused a subscription');
          throw checkoutRefusal(err);
        }
        log.error({ err, reference }, 'starting a subscription failed');
        throw new AppError('unavailable', say('providerUnavailable'));
      }
    },

    /** Stops a subscription's billing at the provider for good (decision 0127). */
    async cancelSubscription(subscriptionId: string) {
      try {
        await provider.subscriptions?.cancelSubscription(subscriptionId);
      } catch (err) {
        log.error({ err, subscriptionId }, 'cancelling a subscription failed');
        throw new AppError('unavailable', say('providerUnavailable'));
      }
    },
  };
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;
