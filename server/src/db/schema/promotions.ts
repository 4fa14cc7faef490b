import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, inList } from './columns.ts';
import { photoPosts } from './content.ts';
import { membershipTiers } from './memberships.ts';
import { payments } from './payments.ts';
import { products } from './shop.ts';

export const promoDiscountTypes = ['percent', 'fixed'] as const;
export const promoScopes = ['everything', 'chosen'] as const;
export const promoDurations = ['first_period', 'every_period'] as const;

/**
 * A creator's promo code (decision 0149): a percent or an amount off, for everything or the tiers, posts and
 * shop products chosen (decision 0166), a membership's first period or every period, with its limits and
 * Manila dates. Archived codes stay for the payments that used them; their code may be given to a new one.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // as the creator wrote it
    code: text('code').notNull(),
    // lowercased: a code is found whatever the case it is typed in
    codeKey: text('code_key').notNull(),
    discountType: text('discount_type', { enum: promoDiscountTypes }).notNull(),
    percentOff: integer('percent_off'),
    // centavos
    amountOff: bigint('amount_off', { mode: 'number' }),
    appliesTo: text('applies_to', { enum: promoScopes }).notNull().default('everything'),
    tierIds: jsonb('tier_ids').$type<string[]>().notNull().default([]),
    postIds: jsonb('post_ids').$type<string[]>().notNull().default([]),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    duration: text('duration', { enum: promoDurations }).notNull().default('first_period'),
    maxUses: integer('max_uses'),
    maxUsesPerPerson: integer('max_uses_per_person').notNull().default(1),
    // Manila dates, both days included
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_creator_code_unique')
      .on(t.creatorUserId, t.codeKey)
      .where(sql`${t.archivedAt} is null`),
    index('promo_codes_creator_idx').on(t.creatorUserId, t.createdAt),
    check(
      'promo_codes_discount_check',
      sql`(${t.discountType} = 'percent' and ${t.percentOff} between 1 and 99 and ${t.amountOff} is null)
        or (${t.discountType} = 'fixed' and ${t.amountOff} > 0 and ${t.percentOff} is null)`,
    ),
    check(
      'promo_codes_limits_check',
      sql`(${t.maxUses} is null or ${t.maxUses} >= 1) and ${t.maxUsesPerPerson} >= 1`,
    ),
    check(
      'promo_codes_dates_check',
      sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`,
    ),
    check('promo_codes_type_check', sql.raw(`discount_type in (${inList(promoDiscountTypes)})`)),
    check('promo_codes_scope_check', sql.raw(`applies_to in (${inList(promoScopes)})`)),
    check('promo_codes_duration_check', sql.raw(`duration in (${inList(promoDurations)})`)),
  ],
);

export const promoDiscountSources = ['code', 'member_pricing'] as const;
export const promoRedemptionPurposes = ['join', 'renew', 'purchase'] as const;

/**
 * A payment made for less than its list price, written with the payment in its checkout's transaction: the
 * list price, what came off and why (the code as it was typed then, or the buyer's member price), so a
 * statement can say "₱150.00 − ₱30.00 (SUMMER)". A code's uses are its joins and purchases paid or still
 * open; a renewal of an "every period" code is no new use.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id),
    // null for member pricing
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    code: text('code'),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    // who pays; null for a guest's purchase of a product, whose email its product purchase keeps
    userId: uuid('user_id').references(() => users.id),
    source: text('source', { enum: promoDiscountSources }).notNull(),
    purpose: text('purpose', { enum: promoRedemptionPurposes }).notNull(),
    tierId: uuid('tier_id').references(() => membershipTiers.id),
    postId: uuid('post_id').references(() => photoPosts.id, { onDelete: 'set null' }),
    // a product of the creator's shop (decision 0166); a product nobody bought may be deleted
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    // centavos
    listAmount: bigint('list_amount', { mode: 'number' }).notNull(),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull(),
    // the member price's percent off, for member pricing
    memberPercent: integer('member_percent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('promo_redemptions_code_idx').on(t.promoCodeId, t.userId),
    index('promo_redemptions_user_idx').on(t.userId),
    check(
      'promo_redemptions_amounts_check',
      sql`${t.discountAmount} > 0 and ${t.discountAmount} < ${t.listAmount}`,
    ),
    check(
      'promo_redemptions_source_check',
      sql`(${t.source} = 'code') = (${t.promoCodeId} is not null and ${t.code} is not null)`,
    ),
    check('promo_redemptions_purpose_check', sql.raw(`purpose in (${inList(promoRedemptionPurposes)})`)),
  ],
);
