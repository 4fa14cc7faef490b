import { z } from 'zod';
import { pageEnvelope } from './envelope.ts';
import { pageQuery, personSummary } from './pagination.ts';
import { hashtagMaxLength, normalizeHashtag } from './hashtag-text.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** The `{tag}` of GET /v1/hashtags/{tag}, with or without its `#`. */
export const hashtagTagField = z
  .string({ error: says('fieldRequired', { field: 'tag' }) })
  .trim()
  .transform((value) => normalizeHashtag(value.replace(/^#/, '')))
  .refine((value) => value.length > 0, { message: says('fieldRequired', { field: 'tag' }), abort: true })
  .refine((value) => value.length <= hashtagMaxLength, {
    message: says('fieldTooLong', { field: 'tag', max: hashtagMaxLength }),
    abort: true,
  })
  .refine((value) => /^[\p{L}\p{M}\p{N}_]+$/u.test(value), {
    message: says('tagCharacters'),
    abort: true,
  })
  .refine((value) => !/^\p{N}+$/u.test(value), { message: says('tagNumbers') });

/**
 * Public content that carries tags: Bloc posts everyone may read, answered questions, creator bios, and
 * the captions of published Snaps ('image') and Snap Slides ('image_collection'), paid or not.
 */
export const hashtagSourceTypes = ['bloc', 'question', 'bio', 'image', 'image_collection'] as const;
export type HashtagSourceType = (typeof hashtagSourceTypes)[number];

export const hashtagItem = z.object({
  type: z.enum(hashtagSourceTypes),
  /** The post's (Bloc post, Snap, Snap Slide) or question's id; the creator's page_url for a bio. */
  id: z.string(),
  creator: personSummary,
  /** The start of the text (at most 200 characters), ending in '…' when cut. */
  excerpt: z.string(),
  created_at: z.string(),
});
export type HashtagItem = z.infer<typeof hashtagItem>;

/** GET /v1/hashtags/{tag}: newest first. */
export const hashtagQuery = pageQuery(15);
export type HashtagQuery = z.input<typeof hashtagQuery>;
export const hashtagPage = pageEnvelope(hashtagItem);
export type HashtagPage = z.infer<typeof hashtagPage>;

/** GET /v1/hashtags/{tag}. */
export const hashtagParams = z.object({ tag: hashtagTagField });

/** The schemas of `hashtagsCalls` (`calls/hashtags.ts`). */
export const hashtagsSchemas = {
  list: { params: hashtagParams, query: hashtagQuery, answers: { 200: hashtagPage } },
} as const satisfies SchemaTable;
