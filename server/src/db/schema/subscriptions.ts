import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * A payer's customer at the provider that bills subscriptions (decision 0127): made once, at their first
 * subscription, and named by every later one.
 */
export const providerCustomers = pgTable(
  'provider_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/**
 * A plan at the provider (decision 0127), by our key for what it bills: a tier, its period and its price.
 * A tier whose price changes gets a new plan; subscriptions made before keep theirs.
 */
export const providerPlans = pgTable(
  'provider_plans',
  {
    provider: text('provider').notNull(),
    planKey: text('plan_key').notNull(),
    planId: text('plan_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.planKey] })],
);
