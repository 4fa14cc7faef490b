import { z } from 'zod';
import { hiddenByStaff } from './admin.ts';
import { messageResponse, pageUrlField } from './auth.ts';
import { contentLimits, FREE_PRICE_ID, photoTypes } from './content-rules.ts';
import { pageEnvelope } from './envelope.ts';
import { type FieldLabel, flag, optionalText } from './fields.ts';
import { campaignFields, checkoutResponse, purchaseSources } from './gifts.ts';
import { moneyString } from './money.ts';
import { pageField, pageQuery, perPageField, personSummary } from './pagination.ts';
import { promoCodeInput } from './promotions.ts';
import { reactionTotals } from './reactions.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';
import { momentField } from './scheduling.ts';

const captionField = optionalText('caption', contentLimits.captionMax);

/** A caption in an update: left out keeps it, blank or null clears it. */
const captionUpdateField = z
  .string({ error: says('fieldString', { field: 'caption' }) })
  .trim()
  .max(contentLimits.captionMax, says('fieldTooLong', { field: 'caption', max: contentLimits.captionMax }))
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

const priceInvalid = says('fieldSelectedInvalid', { field: 'price id' });
const priceIdField = z.coerce.number({ error: priceInvalid }).int(priceInvalid).min(1, priceInvalid);

const imageRequired = says('fieldRequired', { field: 'image' });

/** An upload's `absolute_url` (POST /v1/images/upload), which only its uploader may use. */
const uploadedImageField = z
  .string({ error: imageRequired })
  .trim()
  .min(1, imageRequired)
  .max(2000, says('fieldTooLong', { field: 'image', max: 2000 }));

const idField = (label: FieldLabel) =>
  z
    .string({ error: says('fieldRequired', { field: label }) })
    .uuid(says('fieldSelectedInvalid', { field: label }));

/** A price tier a creator can put on a post. */
export const priceTier = z.object({
  price_id: z.number().int(),
  price: moneyString,
  /** '₱50.00' */
  price_label: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** One of the tiers the Set Content Price modal offers first (`suggested_prices_only`). */
  is_suggested: z.boolean(),
});
export type PriceTier = z.infer<typeof priceTier>;

/** GET /v1/user/prices: search keeps digits and dots only. */
export const pricesQuery = z.object({
  page: pageField,
  per_page: perPageField(contentLimits.pricesPerPage, 100),
  suggested_prices_only: flag('suggested prices only').optional(),
  search: z
    .string({ error: says('fieldString', { field: 'search' }) })
    .max(20, says('fieldTooLong', { field: 'search', max: 20 }))
    .optional()
    .transform((value) => value?.replace(/[^\d.]/g, '') || undefined),
});
export type PricesQuery = z.input<typeof pricesQuery>;
export const pricesPage = pageEnvelope(priceTier);
export type PricesPage = z.infer<typeof pricesPage>;

/** What a post costs; null `pricing` on a post means free. */
export const pricing = z.object({
  price_id: z.number().int(),
  amount: moneyString,
  name: z.string(),
  description: z.string().nullable(),
});

/**
 * The photo as a post shows it: `WH500` fitted inside 500x500 (a JPEG, or a GIF for an animated one), and
 * the same as WebP for a `<picture>` `<source>`. `WH500_WEBP` is null for a locked photo (`WH500` is then
 * its blurred preview), an animated GIF, and a photo stored before WebP versions were made.
 */
export const photoVersions = z.object({ WH500: z.string(), WH500_WEBP: z.string().nullable() });
export type PhotoVersions = z.infer<typeof photoVersions>;

/** One photo as one viewer may see it. */
export const photo = z.object({
  id: z.string(),
  /**
   * The original for the creator, its buyers, free posts and sneak peeks: a short-lived address signed for
   * this viewer. Anyone else gets the blurred preview here.
   */
  image_url: z.string(),
  image_url_variants: photoVersions,
  is_payable: z.boolean(),
  is_preview: z.boolean(),
  /** True when `image_url` is only the blurred preview. */
  is_locked: z.boolean(),
  position: z.number().int(),
});
export type Photo = z.infer<typeof photo>;

export const photoPost = z.object({
  /** The Snap's id, or for a Slide its collection id. */
  id: z.string(),
  type: z.enum(photoTypes),
  collection_id: z.string().nullable(),
  caption: z.string().nullable(),
  is_published: z.boolean(),
  /** The post costs money (it has a price other than the free tier). */
  is_payable: z.boolean(),
  /** The viewer bought it. */
  is_purchased: z.boolean(),
  /** Some photo is hidden from the viewer until they pay. */
  is_locked: z.boolean(),
  /**
   * Deleted by its creator: only its buyers still see it, until `available_until`. (A hidden post,
   * `is_published` false, stays open to its creator and its buyers without an end.)
   */
  is_deleted: z.boolean(),
  /** Hidden by PIXEL support for breaking the rules (decision 0103): shown to its creator only, with why. */
  hidden_by_staff: hiddenByStaff,
  available_until: z.string().nullable(),
  /** The post's price tier, on every Snap and Slide (1 is the free tier); `pricing` details a paid one. */
  price_id: z.number().int(),
  pricing: pricing.nullable(),
  /** A members-only post: the lowest of the creator's tiers that opens it (see the creator's tiers). */
  min_tier_id: z.string().nullable(),
  /** A scheduled post (its creator's alone until then, `is_published` false): when it is published. */
  publish_at: z.string().nullable(),
  /** A members-only post with early access: when it opens to everyone. Null once it has. */
  public_from: z.string().nullable(),
  purchase_count: z.number().int(),
  creator: personSummary,
  /** The first photo, as `images[0]`. */
  image_url: z.string(),
  image_url_variants: photoVersions,
  images: z.array(photo),
  /** React with content_type `type` and content_id `id`. */
  reactions: reactionTotals,
  created_at: z.string(),
  updated_at: z.string(),
});
export type PhotoPost = z.infer<typeof photoPost>;
export const photoPostResponse = z.object({ data: photoPost });

/** GET /v1/profile/content/images/{username}: Snaps and Slides, newest first. */
export const photoPostsQuery = pageQuery(contentLimits.postsPerPage);
export type PhotoPostsQuery = z.input<typeof photoPostsQuery>;
export const photoPostsPage = pageEnvelope(photoPost);
export type PhotoPostsPage = z.infer<typeof photoPostsPage>;

/**
 * POST /v1/user/content/images/create: a Snap from one uploaded image → 201 `photoPostResponse`. The
 * upload's original and WH500 leave their /media/ addresses for good (only the blurred preview stays).
 */
/**
 * `min_tier_id`: the post is for members of that tier of the creator's and of any tier that costs more
 * (never sold; its photos open to them alone); null makes it open to all again.
 */
export const minTierField = z.uuid(says('fieldSelectedInvalid', { field: 'tier' })).nullish();

/**
 * Scheduled posts and early access (decision 0157). `publish_at`: the post waits unpublished, its creator's
 * alone, until then (on a create, whatever `is_published` says); on an update, a new time for a post not
 * yet published, null to keep it as a draft, and `is_published` true publishes it now. `public_from`: a
 * members-only post opens to everyone then; null, it stays for members.
 */
const scheduleFields = {
  publish_at: momentField('publish at'),
  public_from: momentField('public from'),
};

export const snapCreateRequest = z.strictObject({
  image: uploadedImageField,
  caption: captionField,
  price_id: priceIdField.default(FREE_PRICE_ID),
  min_tier_id: minTierField,
  is_published: flag('is published').default(true),
  ...scheduleFields,
});
export type SnapCreateRequest = z.input<typeof snapCreateRequest>;

/**
 * PUT /v1/user/content/images/update/{id}: every field optional, those sent are changed →
 * `photoPostResponse`.
 */
export const snapUpdateRequest = z.strictObject({
  caption: captionUpdateField,
  price_id: priceIdField.optional(),
  min_tier_id: minTierField,
  is_published: flag('is published').optional(),
  ...scheduleFields,
});
export type SnapUpdateRequest = z.input<typeof snapUpdateRequest>;

/** A photo of a Slide request: an existing one by `id`, or a new upload by `url`. */
export const slideImageInput = z
  .strictObject({
    id: idField('image id').optional(),
    url: uploadedImageField.optional(),
    is_payable: flag('is payable').default(true),
    is_preview: flag('is preview').default(false),
  })
  .refine((image) => image.id || image.url, { message: imageRequired, path: ['url'] });

const slideImagesField = z
  .array(slideImageInput, { error: says('fieldRequired', { field: 'images' }) })
  .min(1, says('fieldRequired', { field: 'images' }))
  .max(contentLimits.slidePhotosMax, says('tooManyImages', { max: contentLimits.slidePhotosMax }));

/** POST /v1/user/content/images/collection/create: a Slide, photos in order → 201 `photoPostResponse`. */
export const slideCreateRequest = z.strictObject({
  caption: captionField,
  price_id: priceIdField.default(FREE_PRICE_ID),
  min_tier_id: minTierField,
  is_published: flag('is published').default(true),
  ...scheduleFields,
  images: slideImagesField,
});
export type SlideCreateRequest = z.input<typeof slideCreateRequest>;

/** PUT /v1/user/content/images/collection/update/{collection_id}. `is_payable` false makes it free. */
export const slideUpdateRequest = z.strictObject({
  caption: captionUpdateField,
  is_published: flag('is published').optional(),
  is_payable: flag('is payable').optional(),
  price_id: priceIdField.optional(),
  min_tier_id: minTierField,
  ...scheduleFields,
});
export type SlideUpdateRequest = z.input<typeof slideUpdateRequest>;

/**
 * PUT /v1/user/content/images/collection/update/{collection_id}/image: the whole list in its new order;
 * photos left out are removed, photos with a `url` are added.
 */
export const slideImagesRequest = z.strictObject({ images: slideImagesField });
export type SlideImagesRequest = z.input<typeof slideImagesRequest>;

/** PUT /v1/user/content/images/settings: the Set Content Price modal. `price_id` 1 makes it free. */
export const contentSettingsRequest = z.strictObject({
  content_type: z.enum(photoTypes, { error: says('fieldSelectedInvalid', { field: 'content type' }) }),
  id: idField('id'),
  price_id: priceIdField,
});
export type ContentSettingsRequest = z.input<typeof contentSettingsRequest>;

const redirectField = (label: FieldLabel) =>
  z
    .string({ error: says('fieldString', { field: label }) })
    .trim()
    .max(2000, says('fieldTooLong', { field: label, max: 2000 }))
    .nullish()
    .transform((value) => value || undefined);

const purchaseFields = {
  is_anonymous: flag('is anonymous').default(false),
  source: z
    .enum(purchaseSources, { error: says('fieldSelectedInvalid', { field: 'source' }) })
    .default('web'),
  success_redirect_url: redirectField('success redirect url'),
  failure_redirect_url: redirectField('failure redirect url'),
  ...campaignFields,
  /** A promo code of the creator's (decision 0149); a member's price applies by itself. */
  promo_code: promoCodeInput,
};

/**
 * POST /v1/user/content/images/purchase → `link_url` (the gift's checkoutResponse). Refused before any
 * payment (422, message on `image_id`): own content, free content, already bought.
 */
export const snapPurchaseRequest = z.strictObject({ image_id: idField('image id'), ...purchaseFields });
export type SnapPurchaseRequest = z.input<typeof snapPurchaseRequest>;

/** POST /v1/user/content/images/collection/purchase. */
export const slidePurchaseRequest = z.strictObject({
  image_collection_id: idField('image collection id'),
  ...purchaseFields,
});
export type SlidePurchaseRequest = z.input<typeof slidePurchaseRequest>;

/**
 * GET /v1/user/content/images/buyers/{type}/{id}: who bought a post, newest first; its creator only.
 * An anonymous purchase shows as 'Anonymous' with no page.
 */
export const buyersQuery = pageQuery(contentLimits.buyersPerPage);
export const buyerRecord = z.object({
  buyer: z.object({ page_url: z.string().nullable(), page_name: z.string() }),
  date: z.string(),
  payment_id: z.string(),
});
export type BuyerRecord = z.infer<typeof buyerRecord>;
export const buyersPage = pageEnvelope(buyerRecord);
export type BuyersPage = z.infer<typeof buyersPage>;

/**
 * GET /v1/user/content/images/purchase/{reference}: the buyer's purchase after the checkout sends them
 * back (the `reference` query parameter of the redirect); a pending payment is re-checked with the
 * provider first. `id` is the Snap's or the Slide's.
 */
export const purchaseStatusResponse = z.object({
  data: z.object({
    reference: z.string(),
    status: z.enum(['pending', 'paid', 'cancelled', 'expired']),
    type: z.enum(photoTypes),
    id: z.string().nullable(),
    amount: moneyString,
    creator: personSummary,
  }),
});
export type PurchaseStatusResponse = z.infer<typeof purchaseStatusResponse>;

// any id is taken; one that is not a post's answers 404 like a post that does not exist
const postId = z.string().max(64);
const postParams = z.object({ id: postId });
const slideParams = z.object({ collection_id: postId });
const pagePostParams = z.object({ username: pageUrlField, id: postId });

/** The schemas of `contentCalls` (`calls/content.ts`). */
/** A photo's file: which photo, which of its sizes. */
export const photoFileParams = z.object({ photo_id: z.string().max(64), variant: z.string().max(20) });

/** A photo file's signed address: until when, which version, for whom (a user id, or anyone), and its signature. */
export const photoFileQuery = z.object({
  expires: z.string().max(20).optional(),
  version: z.string().max(20).optional(),
  viewer: z.string().max(64).optional(),
  signature: z.string().max(100).optional(),
});

export const contentSchemas = {
  prices: { query: pricesQuery, answers: { 200: pricesPage } },
  createSnap: { body: snapCreateRequest, answers: { 201: photoPostResponse } },
  updateSnap: { params: postParams, body: snapUpdateRequest, answers: { 200: photoPostResponse } },
  deleteSnap: { params: postParams, answers: { 200: messageResponse } },
  createSlide: { body: slideCreateRequest, answers: { 201: photoPostResponse } },
  updateSlide: { params: slideParams, body: slideUpdateRequest, answers: { 200: photoPostResponse } },
  updateSlideImages: { params: slideParams, body: slideImagesRequest, answers: { 200: photoPostResponse } },
  deleteSlide: { params: postParams, answers: { 200: messageResponse } },
  setPrice: { body: contentSettingsRequest, answers: { 200: photoPostResponse } },
  purchaseSnap: { body: snapPurchaseRequest, answers: { 200: checkoutResponse } },
  purchaseSlide: { body: slidePurchaseRequest, answers: { 200: checkoutResponse } },
  purchaseStatus: {
    params: z.object({ reference: z.string().min(1).max(40) }),
    answers: { 200: purchaseStatusResponse },
  },
  buyers: {
    params: z.object({
      type: z.enum(photoTypes, { error: says('fieldSelectedInvalid', { field: 'type' }) }),
      id: postId,
    }),
    query: buyersQuery,
    answers: { 200: buyersPage },
  },
  scheduled: { query: pageQuery(20), answers: { 200: photoPostsPage } },
  list: {
    params: z.object({ username: pageUrlField }),
    query: photoPostsQuery,
    answers: { 200: photoPostsPage },
  },
  snap: { params: pagePostParams, answers: { 200: photoPostResponse } },
  slide: { params: pagePostParams, answers: { 200: photoPostResponse } },
  // the answer is the photo's bytes, in the type of its variant
  photoBytes: { params: photoFileParams, query: photoFileQuery, answers: {} },
} as const satisfies SchemaTable;
