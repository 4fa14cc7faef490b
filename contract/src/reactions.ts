import { z } from 'zod';
import { requiredText } from './fields.ts';
import { paginationMeta } from './envelope.ts';
import { pageQuery, personSummary } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** The five reactions: id, key (used in counts and icon names) and the label people see (spec §3). */
export const reactionKinds = [
  { id: 1, key: 'heart', name: 'Love' },
  { id: 2, key: 'laugh', name: 'Haha' },
  { id: 3, key: 'support', name: 'Support' },
  { id: 4, key: 'sad', name: 'Sad' },
  { id: 5, key: 'angry', name: 'Angry' },
] as const;
export type ReactionKind = (typeof reactionKinds)[number];
export type ReactionId = ReactionKind['id'];
export type ReactionKey = ReactionKind['key'];
export const reactionKeys = reactionKinds.map((kind) => kind.key) as [ReactionKey, ...ReactionKey[]];

/** Holding the main reaction button this long opens the picker (spec §9). */
export const reactionLongPressMs = 300;

/**
 * What can be reacted to: Bloc posts, paid photos (Snap) and photo sets (Snap Slide). A type the server
 * does not know yet answers 404 for its content.
 */
export const contentTypes = ['bloc', 'image', 'image_collection'] as const;
export type ContentType = (typeof contentTypes)[number];

export const contentTypeField = z.enum(contentTypes, {
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? says('fieldRequired', { field: 'content type' })
      : says('fieldSelectedInvalid', { field: 'content type' }),
});

export const contentIdField = z
  .union([requiredText('content id', 64), z.number().int().min(1)], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? says('fieldRequired', { field: 'content id' })
        : says('fieldString', { field: 'content id' }),
  })
  .transform((value) => String(value))
  .refine((value) => /^[A-Za-z0-9-]+$/.test(value), {
    message: says('fieldSelectedInvalid', { field: 'content id' }),
  });

export const reactionIdField = z
  .union([z.number(), z.string().trim().regex(/^\d+$/)], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? says('fieldRequired', { field: 'reaction id' })
        : says('fieldSelectedInvalid', { field: 'reaction id' }),
  })
  .transform(Number)
  .refine((value): value is ReactionId => reactionKinds.some((kind) => kind.id === value), {
    message: says('fieldSelectedInvalid', { field: 'reaction id' }),
  });

/** POST /v1/user/reactions/add: sets the user's reaction, replacing the one they had. */
export const addReactionRequest = z.strictObject({
  content_id: contentIdField,
  content_type: contentTypeField,
  reaction_id: reactionIdField,
});
export type AddReactionRequest = z.input<typeof addReactionRequest>;

/** DELETE /v1/user/reactions/remove (JSON body, or the same fields in the query). */
export const removeReactionRequest = z.strictObject({
  content_id: contentIdField,
  content_type: contentTypeField,
});
export type RemoveReactionRequest = z.input<typeof removeReactionRequest>;

/** The counts of one piece of content; `details.id` is the signed-in user's own reaction, or null. */
export const reactionTotals = z.object({
  heart_count: z.number().int(),
  laugh_count: z.number().int(),
  support_count: z.number().int(),
  sad_count: z.number().int(),
  angry_count: z.number().int(),
  all_count: z.number().int(),
  details: z.object({ id: z.number().int().nullable() }),
});
export type ReactionTotals = z.infer<typeof reactionTotals>;

/** What add and remove answer: the counts after the change, to settle the optimistic update. */
export const reactionResponse = z.object({
  data: z.object({ message: z.string(), totals: reactionTotals }),
});
export type ReactionResponse = z.infer<typeof reactionResponse>;

/** The Reax list's filter: `all`, a reaction key (`heart`) or its id (`1`). */
export const reactionFilterField = z
  .union([z.enum(['all', ...reactionKeys]), z.enum(['1', '2', '3', '4', '5'])], {
    error: says('fieldSelectedInvalid', { field: 'reaction' }),
  })
  .default('all')
  .transform((value) =>
    value === 'all'
      ? null
      : (reactionKinds.find((kind) => kind.key === value || String(kind.id) === value)!.id as ReactionId),
  );

export const reactorPageSize = 20;

/** GET /v1/content/reactors */
export const reactorsQuery = pageQuery(reactorPageSize).extend({
  content_id: contentIdField,
  content_type: contentTypeField,
  reaction: reactionFilterField,
});
export type ReactorsQuery = z.input<typeof reactorsQuery>;

export const reactionBadge = z.object({
  id: z.number().int(),
  key: z.enum(reactionKeys),
  /** The label: Love, Haha, Support, Sad, Angry. */
  name: z.string(),
  icon_url: z.string(),
});
export type ReactionBadge = z.infer<typeof reactionBadge>;

export const reactor = personSummary.extend({ reaction: reactionBadge });
export type Reactor = z.infer<typeof reactor>;

export const reactorsResponse = z.object({
  data: z.object({ reactors: z.array(reactor), totals: reactionTotals }),
  meta: paginationMeta,
});
export type ReactorsResponse = z.infer<typeof reactorsResponse>;

/** The icons of the five reactions, served by the server: `/static/reactions/{key}.svg`. */
export const reactionIconPath = (key: ReactionKey) => `/static/reactions/${key}.svg`;

/** The schemas of `reactionsCalls` (`calls/reactions.ts`). */
export const reactionsSchemas = {
  add: { body: addReactionRequest, answers: { 200: reactionResponse } },
  remove: { body: removeReactionRequest, answers: { 200: reactionResponse } },
  reactors: { query: reactorsQuery, answers: { 200: reactorsResponse } },
} as const satisfies SchemaTable;
