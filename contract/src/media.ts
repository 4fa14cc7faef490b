import { z } from 'zod';
import type { FieldLabel } from './fields.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/**
 * An image the user uploaded to PIXEL before (POST /v1/images/upload answers its `absolute_url`); the
 * server refuses any other address. Blank or null means none.
 */
export const mediaUrlField = (label: FieldLabel) =>
  z
    .string({ error: says('fieldString', { field: label }) })
    .trim()
    .max(2000, says('fieldTooLong', { field: label, max: 2000 }))
    .nullish()
    .transform((value) => value || undefined);

/** Images people upload (spec §5): these types, re-encoded to JPEG by the server. */
export const acceptedImageTypes = ['jpg', 'jpeg', 'png', 'svg', 'webp', 'gif'] as const;

export const imageUploadLimits = {
  /** The multipart field that carries the file. */
  field: 'image',
  maxBytes: 10 * 1024 * 1024,
  /** The web app resizes to this width before upload; the server keeps images no wider. */
  maxWidth: 2000,
  /** Decoded size limit: a small file that would decode to a huge picture is refused. */
  maxPixels: 50_000_000,
} as const;

/** The spec's messages for an upload that is not an image, or not one of the accepted types. */
export const imageMessages = {
  required: 'The image field is required.',
  notImage: 'The file provided is not an image.1',
  wrongType: 'The image must be a file of type: jpg, jpeg, png, svg, webp, gif',
  tooLarge: `The image must not be greater than ${imageUploadLimits.maxBytes / 1024} kilobytes.`,
  tooManyPixels: 'The image dimensions are too large.',
  /** An SVG whose drawing takes longer than the server gives it (filters upon filters). */
  tooComplex: 'The image is too complex to process.',
} as const;

/** POST /v1/images/upload (multipart, field `image`): where the re-encoded image now lives. */
export const imageUploadResponse = z.object({
  data: z.object({
    /** The server-made name of the file. */
    filename: z.string(),
    /** What image fields (a goal's cover, a Q&A banner, a Bloc image) take. */
    absolute_url: z.string(),
  }),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponse>;

/** The schemas of `imagesCalls` (`calls/images.ts`): multipart, the file checked by decoding it, not by a JSON schema. */
export const imagesSchemas = {
  upload: { consumes: ['multipart/form-data'], answers: { 200: imageUploadResponse } },
} as const satisfies SchemaTable;
