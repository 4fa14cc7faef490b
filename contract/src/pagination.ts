import { z } from 'zod';
import { says } from './said.ts';

/** `page` of a paginated list: 1 when left out. */
export const pageField = z.coerce
  .number({ error: says('fieldNumber', { field: 'page' }) })
  .int(says('fieldInteger', { field: 'page' }))
  .min(1, says('fieldAtLeast', { field: 'page', min: 1 }))
  .max(100_000, says('fieldAtMost', { field: 'page', max: 100_000 }))
  .default(1);

/** `per_page` of a paginated list, between 1 and `max`. */
export const perPageField = (defaultSize: number, max = 50) =>
  z.coerce
    .number({ error: says('fieldNumber', { field: 'per page' }) })
    .int(says('fieldInteger', { field: 'per page' }))
    .min(1, says('fieldAtLeast', { field: 'per page', min: 1 }))
    .max(max, says('fieldAtMost', { field: 'per page', max }))
    .default(defaultSize);

/** A free-text search of a list; blank means no search. */
export const searchField = z
  .string({ error: says('fieldString', { field: 'search' }) })
  .trim()
  .max(100, says('fieldTooLong', { field: 'search', max: 100 }))
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
