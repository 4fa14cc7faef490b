import { z } from 'zod';

/** A creator's public profile (GET /v1/profile/{page_url}). */
export const publicProfile = z.object({
  page_url: z.string(),
  page_name: z.string(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  avatar_variants: z.object({ WH100: z.string().nullable() }),
  cover_photo: z.string().nullable(),
  donation_count: z.number().int(),
  follower_count: z.number().int(),
  is_following: z.boolean(),
  is_owner: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfile>;

export const publicProfileResponse = z.object({ data: publicProfile });
