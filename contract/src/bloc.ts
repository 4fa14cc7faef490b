import { z } from 'zod';
import { hiddenByStaff } from './admin.ts';
import { messageResponse, pageUrlField } from './auth.ts';
import { pageEnvelope } from './envelope.ts';
import { optionalText, requiredText } from './fields.ts';
import { mediaUrlField } from './media.ts';
import { pageQuery } from './pagination.ts';
import { reactionTotals } from './reactions.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';
import { momentField } from './scheduling.ts';

export const blocLimits = { titleMax: 100, bodyMax: 5000 } as const;

/**
 * `public`: everyone reads it. `supporters`: only people who gave the creator a gift (and the creator).
 * `members`: members of the tier `min_tier_id` and of any tier that costs more (and the creator).
 */
export const blocVisibilities = ['public', 'supporters', 'members'] as const;
export type BlocVisibility = (typeof blocVisibilities)[number];

/**
 * POST /v1/user/bloc and PUT /v1/user/bloc/{id} (a PUT replaces every field but `publish_at`).
 * `publish_at`: publish then, not now (decision 0157); on a PUT, a new time for a post still waiting, and
 * left out, its time as it was (`POST /v1/user/bloc/{id}/publish` publishes it now). `public_from`: a
 * members-only post opens to everyone then.
 */
export const blocPostRequest = z
  .strictObject({
    title: optionalText('title', blocLimits.titleMax),
    body: requiredText('body', blocLimits.bodyMax),
    image: mediaUrlField('image'),
    visibility: z
      .enum(blocVisibilities, { error: says('fieldSelectedInvalid', { field: 'visibility' }) })
      .default('public'),
    min_tier_id: z.uuid(says('fieldSelectedInvalid', { field: 'tier' })).nullish(),
    publish_at: momentField('publish at'),
    public_from: momentField('public from'),
  })
  .refine((post) => post.visibility !== 'members' || post.min_tier_id, {
    message: says('minTierRequired'),
    path: ['min_tier_id'],
  })
  .refine((post) => post.visibility === 'members' || !post.public_from, {
    message: says('publicFromMembersOnly'),
    path: ['public_from'],
  });
export type BlocPostRequest = z.input<typeof blocPostRequest>;

export const blocPost = z.object({
  id: z.string(),
  title: z.string().nullable(),
  /** Null when the post is locked for the viewer. */
  body: z.string().nullable(),
  /** Null when there is none, or the post is locked for the viewer. */
  image: z.string().nullable(),
  visibility: z.enum(blocVisibilities),
  /** A members-only post: the lowest of the creator's tiers that opens it. */
  min_tier_id: z.string().nullable(),
  /** A supporters-only post the viewer has not unlocked by giving the creator a gift, or a members-only one. */
  is_locked: z.boolean(),
  /** Counts and the viewer's own reaction; react with content_type `bloc` and content_id `id`. */
  reactions: reactionTotals,
  /** Hidden by PIXEL support for breaking the rules (decision 0103): shown to its creator only, with why. */
  hidden_by_staff: hiddenByStaff,
  /** A scheduled post (its creator's alone until then): when it is published. Null once it is. */
  publish_at: z.string().nullable(),
  /** A members-only post with early access: when it opens to everyone. Null once it has. */
  public_from: z.string().nullable(),
  /** When it was published (a scheduled post: the time it went out). */
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlocPost = z.infer<typeof blocPost>;

export const blocPostResponse = z.object({ data: blocPost });

/** GET /v1/profile/{page_url}/bloc: newest first. */
export const blocQuery = pageQuery(10);
export type BlocQuery = z.input<typeof blocQuery>;
export const blocPage = pageEnvelope(blocPost);
export type BlocPage = z.infer<typeof blocPage>;

/** GET /v1/user/bloc/scheduled: the signed-in creator's posts waiting to be published, soonest first. */
export const scheduledBlocQuery = pageQuery(20);

/** A post of the signed-in creator's, in the path. */
export const blocPostParams = z.object({ id: z.uuid(says('fieldSelectedInvalid', { field: 'post' })) });

/** The schemas of `blocCalls` (`calls/bloc.ts`). */
export const blocSchemas = {
  create: { body: blocPostRequest, answers: { 201: blocPostResponse } },
  update: { params: blocPostParams, body: blocPostRequest, answers: { 200: blocPostResponse } },
  delete: { params: blocPostParams, answers: { 200: messageResponse } },
  scheduled: { query: scheduledBlocQuery, answers: { 200: blocPage } },
  publish: { params: blocPostParams, answers: { 200: blocPostResponse } },
  list: { params: z.object({ page_url: pageUrlField }), query: blocQuery, answers: { 200: blocPage } },
  get: {
    params: z.object({ page_url: pageUrlField, id: z.uuid(says('fieldSelectedInvalid', { field: 'post' })) }),
    answers: { 200: blocPostResponse },
  },
} as const satisfies SchemaTable;
