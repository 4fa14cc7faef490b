import { z } from 'zod';

/** Every successful response: `{ data, meta? }`. */
export const paginationMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMeta });
/** A page of `T`, as `pageEnvelope` describes it. */
export type Page<T> = { data: T[]; meta: PaginationMeta };

/**
 * Every error answer: `message` in the request's language, `message_key` the key of what it says in the
 * catalogues (decision 0142); per field, `errors` the messages and `error_keys` their keys, in the same order.
 */
export const errorEnvelope = z.object({
  exception: z.string(),
  message: z.string(),
  message_key: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error_keys: z.record(z.string(), z.array(z.string())).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
