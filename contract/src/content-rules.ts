// The rules and words of photo content, without a schema (those are in content.ts): a photo post's page
// reads its limits, and would otherwise bring all of zod to every visitor

/**
 * Photo content: a Snap is a post with one photo, a Snap Slide (an image collection) a post with up to
 * ten. A paid post's photos are each hidden until paid (`is_payable`) or a free sneak peek (`is_preview`);
 * a free post's photos are neither.
 */
export const contentLimits = {
  captionMax: 300,
  slidePhotosMax: 10,
  /** Snap tab page size. */
  postsPerPage: 10,
  pricesPerPage: 15,
  buyersPerPage: 15,
  /** A deleted or hidden post stays open to its buyers this long. */
  buyerGraceDays: 15,
} as const;

/** The free price tier (spec §3): price_id 1, ₱0.00, named after the product. */
export const FREE_PRICE_ID = 1;
export const productName = 'PIXEL';
export const freePriceName = `${productName} - Free`;

export const photoTypes = ['image', 'image_collection'] as const;
export type PhotoType = (typeof photoTypes)[number];

/**
 * What GET /v1/media/photos/{photo_id}/{variant} serves: the original, its 500x500 version or that
 * version as WebP. The address comes signed in a post's `image_url` / `image_url_variants`, is bound to
 * the photo, the variant and the viewer, and expires within about half an hour: refetch the post for a
 * fresh one.
 */
export const photoVariants = ['original', 'wh500', 'wh500_webp'] as const;
export type PhotoVariant = (typeof photoVariants)[number];

export const contentMessages = {
  notAccessible: 'This content is not accessible.',
  ownContent: 'You cannot purchase your own content.',
  alreadyPurchased: 'You have already purchased this content.',
  freeContent: 'This content is free.',
  imagesRequired: 'The images field is required.',
  tooManyImages: `You can only upload up to ${contentLimits.slidePhotosMax} photos per post on PIXEL Snap Slide.`,
  priceInvalid: 'The selected price id is invalid.',
  imageRequired: 'The image field is required.',
  imageIdInvalid: 'The selected image id is invalid.',
  imageRepeated: 'The same image is in the list twice.',
  priceRequired: 'The price id field is required when the post is payable.',
  deleted: 'Successfully deleted photo',
  /** The signed address of a photo was changed, belongs to someone else, or expired. */
  linkInvalid: 'This photo link is not valid.',
  linkExpired: 'This photo link has expired. Reload the page to see the photo.',
} as const;

/** The web app's texts for the upload limit (spec §5). */
export const uploadLimitMessage = {
  title: 'UPLOAD LIMIT REACHED',
  text: "You can only upload up to 10 photos per post on PIXEL Snap Slide. You've selected more than the allowed limit. Please reduce your selection and try again.",
} as const;

export const imageUploadErrorText =
  'One or more images failed to upload. Please verify the file size and format are correct, then try again. For further help, please contact support.';
