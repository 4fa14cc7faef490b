import type { PaymentsContext } from './payments.context.ts';
import type { Settlement } from './settlement.service.ts';

/** How reconciliation re-checks a checkout left unpaid (decision 0065). */
export const reconcileRules = {
  /** The wait after the first check, doubled after each one... */
  firstWaitMs: 60_000,
  /** ...up to this. */
  longestWaitMs: 3_600_000,
  /** A checkout still unpaid this long after it opened is expired at the provider and closed here. */
  expireAfterMs: 24 * 3_600_000,
  /** Checkouts one run asks about; the ones due longest go first. */
  batchSize: 200,
};

/** The wait before the next check of a checkout already checked `checks` times. */
export const reconcileWaitMs = (checks: number) =>
  Math.min(reconcileRules.firstWaitMs * 2 ** Math.min(checks, 20), reconcileRules.longestWaitMs);

/**
 * Asking the provider about checkouts whose webhook never came: when the payer comes back to its page, and
 * for every checkout left unpaid, on a schedule that waits longer after each check.
 */
export function createReconciliation(
  ctx: PaymentsContext,
  settlement: Pick<Settlement, 'settleFromProvider'>,
) {
  const { repository, provider } = ctx.deps;
  const { settleFromProvider } = settlement;

  return {
    /**
     * The payment as it stands; a pending one is checked with the provider first (a verified re-fetch),
     * so a lost webhook does not leave a paid gift unsettled.
     */
    async refresh(reference: string) {
      const payment = await repository.findByReference(reference);
      if (!payment) return null;
      if (payment.status !== 'pending' || !payment.providerCheckoutId) return payment;
      return (await settleFromProvider(payment)).payment;
    },

    /**
     * Re-checks, at the provider, checkouts still unpaid some minutes after they opened: a paid one
     * settles (a webhook lost in an outage is never re-sent), an expired or cancelled one is closed, one
     * still open is asked about again later, each wait twice the last (up to an hour), and one open a day
     * is expired at the provider and closed. The checks longest due go first, so however many checkouts
     * are abandoned, each is reached within a few runs (decision 0065). Answers how many settled and
     * closed. Safe on every instance at once.
     */
    async reconcile(input: { openedBefore: Date; now?: Date; limit?: number }) {
      const now = input.now ?? new Date();
      const due = await repository.listDue(input.openedBefore, now, input.limit ?? reconcileRules.batchSize);
      let settled = 0;
      let closed = 0;
      for (const payment of due) {
        const age = now.getTime() - payment.createdAt.getTime();
        if (!payment.providerCheckoutId) {
          // the checkout was never opened at the provider (it failed, or the instance stopped): no one
          // can have paid it once an hour has passed
          if (age > 3_600_000) {
            await repository.markClosed(payment.id, 'cancelled');
            closed++;
          } else
            await repository.scheduleCheck(
              payment.id,
              new Date(now.getTime() + reconcileWaitMs(payment.checks)),
            );
          continue;
        }
        // a day unpaid: closed at the provider first, so nobody pays a checkout we no longer wait for
        const expiring = age >= reconcileRules.expireAfterMs;
        const { payment: after, state } = await settleFromProvider(
          payment,
          expiring ? (id) => provider.expireCheckout(id) : (id) => provider.fetchCheckout(id),
        );
        if (after.status !== 'pending') {
          // paid, or a refused charge of a saved method ended as its webhook would have
          if (after.status === 'paid') settled++;
          else closed++;
        } else if (state?.status === 'expired' || state?.status === 'cancelled') {
          await repository.markClosed(payment.id, state.status);
          closed++;
        } else {
          // still open, or the provider did not answer: asked again after a longer wait
          await repository.scheduleCheck(
            payment.id,
            new Date(now.getTime() + reconcileWaitMs(payment.checks)),
          );
        }
      }
      return { settled, closed };
    },
  };
}
