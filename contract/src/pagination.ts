import { z } from 'zod';

/** `page` of a paginated list: 1 when left out. */
export const pageField = z.coerce
  .number({ error: 'The page must be a number.' })
  .int('The page must be an integer.')
  .min(1, 'The page must be at least 1.')
  .max(100_000, 'The page must not be greater than 100000.')
  .default(1);

/** `per_page` of a paginated list, between 1 and `max`. */
export const perPageField = (defaultSize: number, max = 50) =>
  z.coerce
    .number({ error: 'The per page must be a number.' })
    .int('The per page must be an integer.')
    .min(1, 'The per page must be at least 1.')
    .max(max, `The per page must not be greater than ${max}.`)
    .default(defaultSize);

/** A free-text search of a list; blank means no search. */
export const searchField = z
  .string({ error: 'The search must be a string.' })
  .trim()
  .max(100, 'The search must not be greater than 100 characters.')
  .optional()
  .transform((value) => value || undefined);

/** The query of a paginated list: `page` and `per_page`. Unknown query parameters are ignored. */
export const pageQuery = (defaultSize: number, max = 50) =>
  z.object({ page: pageField, per_page: perPageField(defaultSize, max) });

/** The 100x100 JPEG of an avatar, which lists draw from (the avatar itself before it exists). */
export const avatarVariants = z.object({ WH100: z.string().nullable() });

/** A person as lists show them (followers, reactors, askers). */
export const personSummary = z.object({
  page_url: z.string(),
  page_name: z.string(),
  avatar: z.string().nullable(),
  avatar_variants: avatarVariants,
});
export type PersonSummary = z.infer<typeof personSummary>;
