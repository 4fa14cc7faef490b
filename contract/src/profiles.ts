import { z } from 'zod';
import { pageUrlField } from './auth.ts';
import { pageEnvelope } from './envelope.ts';
import { optionalText, requiredText } from './fields.ts';
import { pageQuery, personSummary, searchField } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';

/**
 * The addresses of a cover's versions 640 and 1280 wide (at most: a narrower upload is never enlarged), as
 * JPEG and as WebP, for `srcset`; `cover_photo` is the largest, at most 1500 wide.
 */
export const coverVariants = z.object({
  W640: z.string(),
  W1280: z.string(),
  W640_WEBP: z.string(),
  W1280_WEBP: z.string(),
});
export type CoverVariants = z.infer<typeof coverVariants>;

/**
 * A creator's public profile (GET /v1/profile/{page_url}); also what PUT /v1/user/profile and
 * POST /v1/user/profile/avatar and /cover answer. `avatar_variants.WH100` is a 100x100 JPEG;
 * `cover_variants` is null for a cover stored before versions were made, or no cover.
 */
export const publicProfile = z.object({
  page_url: z.string(),
  page_name: z.string(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  avatar_variants: z.object({ WH100: z.string().nullable() }),
  cover_photo: z.string().nullable(),
  cover_variants: coverVariants.nullable(),
  donation_count: z.number().int(),
  follower_count: z.number().int(),
  is_following: z.boolean(),
  is_owner: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfile>;

export const publicProfileResponse = z.object({ data: publicProfile });
/** GET /v1/profiles: find creators by page name or page url. */
export const profileSearchQuery = pageQuery(12).extend({ search: searchField });
export type ProfileSearchQuery = z.input<typeof profileSearchQuery>;

export const profileSearchResponse = pageEnvelope(personSummary);

export const profileLimits = { pageNameMax: 50, bioMax: 300 } as const;

/** PUT /v1/user/profile: the owner's page name and bio (hashtags in the bio link to hashtag pages). */
export const profileUpdateRequest = z.strictObject({
  page_name: requiredText('page name', profileLimits.pageNameMax),
  bio: optionalText('bio', profileLimits.bioMax),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

/** GET /v1/profile/{page_url}. */
export const profileParams = z.object({ page_url: pageUrlField });

// multipart (field `image`): the file is checked by decoding it, not by a JSON schema
const image = { consumes: ['multipart/form-data'], answers: { 200: publicProfileResponse } } as const;

/** The schemas of `profilesCalls` (`calls/profiles.ts`). */
export const profilesSchemas = {
  profile: { params: profileParams, answers: { 200: publicProfileResponse } },
  search: { query: profileSearchQuery, answers: { 200: profileSearchResponse } },
  update: { body: profileUpdateRequest, answers: { 200: publicProfileResponse } },
  avatar: image,
  cover: image,
} as const satisfies SchemaTable;
