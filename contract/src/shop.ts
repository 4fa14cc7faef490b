import { z } from 'zod';
import { emailField } from './auth.ts';
import { flag, optionalText, requiredText } from './fields.ts';
import { checkoutResponse, redirectUrl } from './gifts.ts';
import { amountField, moneyString } from './money.ts';
import { personSummary } from './pagination.ts';
import { promoCodeInput } from './promotions.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** What a product of a creator's shop may be (issue #67, decision 0159). */
export const shopLimits = {
  nameMax: 80,
  descriptionMax: 2000,
  imagesMax: 5,
  /** Files a product sells, each at most `fileMaxBytes`. */
  filesMax: 20,
  fileMaxBytes: 200 * 1024 * 1024,
  fileNameMax: 200,
  /** Posts and products a bundle may include. */
  itemsMax: 50,
  stockMax: 1_000_000,
  /** Downloads of one file by one buyer in a Manila day. */
  downloadsPerDay: 10,
  /** Products a shop lists. */
  listMax: 100,
  /** The multipart field a product's file is sent in. */
  fileField: 'file',
} as const;

export const productPriceModes = ['fixed', 'pay_what_you_want'] as const;
export type ProductPriceMode = (typeof productPriceModes)[number];
export const productStatuses = ['active', 'archived'] as const;
export const productPurchaseStatuses = ['awaiting_payment', 'paid', 'cancelled', 'refunded'] as const;

const idList = (label: 'post ids' | 'product ids') =>
  z
    .array(z.uuid(says('fieldSelectedInvalid', { field: label })), {
      error: says('fieldSelectedInvalid', { field: label }),
    })
    .max(shopLimits.itemsMax, says('fieldAtMost', { field: label, max: shopLimits.itemsMax }))
    .default([])
    .transform((ids) => [...new Set(ids)]);

/**
 * POST /v1/user/shop/products, PUT /v1/user/shop/products/{id}: a product. `price` is its price, or the
 * least a buyer pays when `price_mode` is `pay_what_you_want`; `images` are the creator's uploads (at most
 * 5); `stock` null sells without a limit; `post_ids` and `product_ids` make it a bundle.
 */
export const productRequest = z.strictObject({
  name: requiredText('name', shopLimits.nameMax),
  description: optionalText('description', shopLimits.descriptionMax),
  images: z
    .array(z.string({ error: says('fieldString', { field: 'images' }) }).max(2000), {
      error: says('fieldSelectedInvalid', { field: 'images' }),
    })
    .max(shopLimits.imagesMax, says('fieldAtMost', { field: 'images', max: shopLimits.imagesMax }))
    .default([]),
  price_mode: z
    .enum(productPriceModes, { error: says('fieldSelectedInvalid', { field: 'price mode' }) })
    .default('fixed'),
  price: amountField('price'),
  stock: z
    .number({ error: says('fieldNumber', { field: 'stock' }) })
    .int(says('fieldInteger', { field: 'stock' }))
    .min(0, says('fieldAtLeast', { field: 'stock', min: 0 }))
    .max(shopLimits.stockMax, says('fieldAtMost', { field: 'stock', max: shopLimits.stockMax }))
    .nullish()
    .transform((value) => value ?? null),
  one_per_buyer: flag('one per buyer').default(true),
  post_ids: idList('post ids'),
  product_ids: idList('product ids'),
});
export type ProductRequest = z.input<typeof productRequest>;
export type ProductBody = z.output<typeof productRequest>;

export const productUpdateRequest = productRequest.extend({
  status: z
    .enum(productStatuses, { error: says('fieldSelectedInvalid', { field: 'status' }) })
    .default('active'),
});
export type ProductUpdateRequest = z.input<typeof productUpdateRequest>;
export type ProductUpdateBody = z.output<typeof productUpdateRequest>;

export const productFile = z.object({
  id: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type ProductFile = z.infer<typeof productFile>;

/** A product as its shop shows it, and as its creator edits it (`sale_count` and `stock` are both shown). */
export const product = z.object({
  id: z.string(),
  creator: personSummary,
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  price_mode: z.enum(productPriceModes),
  /** The price, or the least a buyer pays. */
  price: moneyString,
  /** Units left to sell; null without a limit. */
  stock: z.number().int().nullable(),
  one_per_buyer: z.boolean(),
  status: z.enum(productStatuses),
  sale_count: z.number().int(),
  files: z.array(productFile),
  includes: z.object({
    posts: z.array(z.object({ id: z.string(), type: z.enum(['image', 'image_collection']) })),
    products: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  /** The viewer holds it (bought it, or a bundle that includes it). */
  is_purchased: z.boolean(),
  created_at: z.string(),
});
export type Product = z.infer<typeof product>;

export const productResponse = z.object({ data: product });
export const productsResponse = z.object({ data: z.array(product) });
export const productFileResponse = z.object({ data: productFile });

export const productParams = z.object({ id: z.uuid(says('fieldSelectedInvalid', { field: 'product' })) });
export const productFileParams = productParams.extend({
  file_id: z.uuid(says('fieldSelectedInvalid', { field: 'file' })),
});
export const shopPageParams = z.object({ page_url: z.string().max(64) });

/**
 * POST /v1/shop/products/{id}/buy: the checkout that pays a product. `amount` for a product sold at what
 * the buyer wants (at least its price); `email` from a buyer who is not signed in, where the link goes;
 * `promo_code`, the creator's code, which comes off the price (or off the amount chosen).
 */
export const productBuyRequest = z.strictObject({
  amount: amountField('amount').optional(),
  email: emailField.optional(),
  promo_code: promoCodeInput,
  success_redirect_url: redirectUrl('success redirect url'),
  failure_redirect_url: redirectUrl('failure redirect url'),
});
export type ProductBuyRequest = z.input<typeof productBuyRequest>;
export type ProductBuyBody = z.output<typeof productBuyRequest>;

/** A file of a bought product: its short-lived address, and the downloads left today. */
export const libraryFile = productFile.extend({
  url: z.string(),
  downloads_left: z.number().int(),
});

/** A product bought (or opened by a bundle bought), with its files. */
export const libraryItem = z.object({
  purchase_id: z.string(),
  reference: z.string(),
  status: z.enum(productPurchaseStatuses),
  amount: moneyString,
  paid_at: z.string().nullable(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    images: z.array(z.string()),
    creator: personSummary,
  }),
  /** Through which bundle it is held, when it is not bought itself. */
  through: z.object({ id: z.string(), name: z.string() }).nullable(),
  files: z.array(libraryFile),
});
export type LibraryItem = z.infer<typeof libraryItem>;
export const libraryResponse = z.object({ data: z.array(libraryItem) });

/** The guest link's token. */
export const shopTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, says('shopLinkInvalid')),
});
/** POST /v1/user/shop/attach: the guest purchases made with the account's verified email, attached. */
export const attachedResponse = z.object({ data: z.object({ attached: z.number().int() }) });

/** GET /v1/shop/files/{file_id}: a signed address's query. */
export const productFileQuery = z.object({
  purchase: z.string().max(100).optional(),
  viewer: z.string().max(100).optional(),
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});

export const shopSchemas = {
  shop: { params: shopPageParams, answers: { 200: productsResponse } },
  product: { params: productParams, answers: { 200: productResponse } },
  buy: { params: productParams, body: productBuyRequest, answers: { 200: checkoutResponse } },
  myProducts: { answers: { 200: productsResponse } },
  create: { body: productRequest, answers: { 201: productResponse } },
  update: { params: productParams, body: productUpdateRequest, answers: { 200: productResponse } },
  remove: { params: productParams, answers: { 204: z.null() } },
  uploadFile: {
    params: productParams,
    consumes: ['multipart/form-data'],
    answers: { 201: productFileResponse },
  },
  removeFile: { params: productFileParams, answers: { 204: z.null() } },
  library: { answers: { 200: libraryResponse } },
  guest: { params: shopTokenParams, answers: { 200: z.object({ data: libraryItem }) } },
  attach: { params: shopTokenParams, answers: { 200: z.object({ data: libraryItem }) } },
  attachByEmail: { answers: { 200: attachedResponse } },
  file: { params: z.object({ file_id: z.string().max(100) }), query: productFileQuery, answers: {} },
} as const satisfies SchemaTable;
