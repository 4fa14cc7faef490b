import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { payments, providerCustomers, providerPlans } from '../../db/schema/index.ts';

/**
 * What subscriptions keep here (decision 0127): each payer's customer and each plan at the provider, and
 * the payments of the periods the provider billed by itself.
 */
export function createSubscriptionsRepository(db: Db) {
  return {
    async customerOf(provider: string, userId: string) {
      const [row] = await db
        .select({ customerId: providerCustomers.customerId })
        .from(providerCustomers)
        .where(and(eq(providerCustomers.userId, userId), eq(providerCustomers.provider, provider)));
      return row?.customerId ?? null;
    },

    /** Keeps a payer's customer; when two calls made one each at once, the first kept is the one used. */
    async keepCustomer(provider: string, userId: string, customerId: string) {
      await db.insert(providerCustomers).values({ provider, userId, customerId }).onConflictDoNothing();
      return (await this.customerOf(provider, userId))!;
    },

    async planOf(provider: string, planKey: string) {
      const [row] = await db
        .select({ planId: providerPlans.planId })
        .from(providerPlans)
        .where(and(eq(providerPlans.provider, provider), eq(providerPlans.planKey, planKey)));
      return row?.planId ?? null;
    },

    async keepPlan(provider: string, planKey: string, planId: string) {
      await db.insert(providerPlans).values({ provider, planKey, planId }).onConflictDoNothing();
      return (await this.planOf(provider, planKey))!;
    },

    /** Whether a payment already has this checkout (a period's invoice already recorded, or the first). */
    async hasCheckout(tx: Tx, provider: string, checkoutId: string) {
      const [row] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerCheckoutId, checkoutId)));
      return Boolean(row);
    },

    /**
     * Records the payment of a period the provider billed: null when another transaction recorded the same
     * invoice or checkout first (its unique keys decide, on whichever instance).
     */
    async insertPeriod(tx: Tx, values: typeof payments.$inferInsert) {
      const [row] = await tx.insert(payments).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
