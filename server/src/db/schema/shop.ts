import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { payments } from './payments.ts';

/** `fixed`: its price; `pay_what_you_want`: the buyer's amount, at least the minimum (issue #67, decision 0159). */
export const productPriceModes = ['fixed', 'pay_what_you_want'] as const;
/** `active`: on the creator's Shop tab and for sale; `archived`: kept for its buyers, sold no more. */
export const productStatuses = ['active', 'archived'] as const;
/**
 * `awaiting_payment`: its checkout is open and holds a unit of a product with stock; `paid`: its files are
 * the buyer's; `cancelled`: the checkout ended unpaid and gave its unit back; `refunded`: given back.
 */
export const productPurchaseStatuses = ['awaiting_payment', 'paid', 'cancelled', 'refunded'] as const;

/** A creator's product: files sold at a price (or at what the buyer wants, from a minimum), perhaps a bundle. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    // the storage keys of its images (uploads taken public), in their order; at most 5
    images: jsonb('images').$type<string[]>().notNull().default([]),
    priceMode: text('price_mode', { enum: productPriceModes }).notNull().default('fixed'),
    // the price, or the least a buyer may pay, in centavos
    amount: bigint('amount', { mode: 'number' }).notNull(),
    // units left to sell; null when there is no limit. An open checkout holds one (decision 0159)
    stock: integer('stock'),
    onePerBuyer: boolean('one_per_buyer').notNull().default(true),
    status: text('status', { enum: productStatuses }).notNull().default('active'),
    saleCount: integer('sale_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_creator_idx').on(t.creatorUserId, t.createdAt),
    check('products_price_mode_check', sql.raw(`price_mode in (${inList(productPriceModes)})`)),
    check('products_status_check', sql.raw(`status in (${inList(productStatuses)})`)),
    check('products_amount_positive', sql`${t.amount} > 0`),
    check('products_stock_not_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

/** A file a product sells, kept in the private area; its name and type as its creator uploaded it. */
export const productFiles = pgTable(
  'product_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_files_product_idx').on(t.productId, t.createdAt),
    uniqueIndex('product_files_key_unique').on(t.storageKey),
  ],
);

/** What a bundle opens besides its own files: a post, or another product. */
export const productItems = pgTable(
  'product_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => photoPosts.id, { onDelete: 'cascade' }),
    includedProductId: uuid('included_product_id').references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('product_items_post_unique').on(t.productId, t.postId),
    uniqueIndex('product_items_product_unique').on(t.productId, t.includedProductId),
    index('product_items_post_idx').on(t.postId),
    index('product_items_included_idx').on(t.includedProductId),
    check('product_items_one', sql`(${t.postId} is null) <> (${t.includedProductId} is null)`),
  ],
);

/**
 * A product bought, or a checkout for it: by an account, or by a guest who gave an email and gets a link
 * (its token kept hashed) that downloads and attaches the purchase to an account later.
 */
export const productPurchases = pgTable(
  'product_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    buyerUserId: uuid('buyer_user_id').references(() => users.id),
    // a guest's address, for the mail with the link; cleared when the purchase is attached to an account
    guestEmail: text('guest_email'),
    // the language a guest bought in, which their mail is written in
    guestLanguage: text('guest_language', { enum: ['en', 'fil'] }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: productPurchaseStatuses }).notNull().default('awaiting_payment'),
    // whether it holds a unit of the product's stock (an open checkout, or a sale)
    holdsUnit: boolean('holds_unit').notNull().default(false),
    tokenHash: text('token_hash'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_purchases_payment_unique').on(t.paymentId),
    uniqueIndex('product_purchases_token_unique').on(t.tokenHash),
    index('product_purchases_buyer_idx').on(t.buyerUserId, t.createdAt),
    index('product_purchases_product_idx').on(t.productId, t.status),
    index('product_purchases_creator_idx').on(t.creatorUserId, t.createdAt),
    // the job's queue: checkouts still holding what they opened
    index('product_purchases_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
    check('product_purchases_status_check', sql.raw(`status in (${inList(productPurchaseStatuses)})`)),
    check('product_purchases_amount_positive', sql`${t.amount} > 0`),
    check('product_purchases_buyer', sql`${t.buyerUserId} is not null or ${t.guestEmail} is not null`),
  ],
);

/** A file downloaded: counted per buyer and file in a Manila day (at most 10). */
export const productDownloads = pgTable(
  'product_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => productPurchases.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => productFiles.id, { onDelete: 'cascade' }),
    buyerUserId: uuid('buyer_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_downloads_purchase_idx').on(t.purchaseId, t.fileId, t.createdAt),
    index('product_downloads_buyer_idx').on(t.buyerUserId, t.fileId, t.createdAt),
  ],
);
