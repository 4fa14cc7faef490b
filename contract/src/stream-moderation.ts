import { z } from 'zod';
import { pageUrlCharacters } from './constants.ts';
import { requiredText } from './fields.ts';
import { moneyString } from './money.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** The bounds of the stream's moderation queue (decision 0147). */
export const streamModerationLimits = {
  /** People a creator may name to run their alerts. */
  moderatorsMax: 20,
  /** How far back the queue lists what the overlay was sent. */
  queueHours: 6,
  /** The most alerts the queue lists, held ones besides. */
  queueMax: 50,
} as const;

/**
 * A page address as a creator types or pastes it: `juan`, `@juan` or `https://pixel.ph/juan` all name Juan's
 * page (addresses are case-insensitive).
 */
const pageAddressField = requiredText('page url', 200)
  .transform((value) =>
    value
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .replace(/^.*\//, '')
      .replace(/^@/, '')
      .toLowerCase(),
  )
  .refine((value) => value.length > 0 && pageUrlCharacters.test(value), {
    message: says('pageUrlCharacters'),
  });

/** Whose queue a call reads or acts on: the creator's page address. */
export const streamPageParams = z.object({
  page_url: z.string().regex(/^[A-Za-z0-9_.]{1,64}$/, says('fieldSelectedInvalid', { field: 'page url' })),
});

/** POST /v1/user/stream/moderators: a person the creator lets run their alerts, named by their page. */
export const addModeratorRequest = z.strictObject({ page_url: pageAddressField });
export type AddModeratorRequest = z.input<typeof addModeratorRequest>;

export const streamModerator = z.object({
  page_url: z.string(),
  page_name: z.string(),
  added_at: z.iso.datetime({ offset: true }),
});
export type StreamModerator = z.infer<typeof streamModerator>;
export const streamModeratorsResponse = z.object({ data: z.array(streamModerator) });

/** PUT /v1/user/stream/moderation: whether a gift whose name or message has a link waits for a decision. */
export const streamModerationSettingsRequest = z.strictObject({
  hold_links: z.boolean({ error: says('fieldBoolean', { field: 'hold links' }) }),
});
export type StreamModerationSettingsRequest = z.input<typeof streamModerationSettingsRequest>;
export const streamModerationSettingsResponse = z.object({ data: z.object({ hold_links: z.boolean() }) });

/**
 * Where an alert stands: `held` waits for a decision (it has a link), `sent` went to the overlay, `skipped`
 * was skipped (a held alert never shown, or one the overlay was told to drop).
 */
export const streamAlertStatuses = ['held', 'sent', 'skipped'] as const;
export type StreamAlertStatus = (typeof streamAlertStatuses)[number];

/** One alert of the queue: a gift or a new member. */
export const streamQueueItem = z.object({
  /** The overlay event's id; null for a held alert, which was not sent. */
  event_id: z.number().int().nullable(),
  kind: z.enum(['gift', 'member']),
  /** The gift it tells of; null for a member. Skip, Replay and Show name it. */
  gift_id: z.string().nullable(),
  supporter_name: z.string(),
  /** A gift's amount; null for a member. */
  amount: moneyString.nullable(),
  message: z.string().nullable(),
  /** A member's tier; null for a gift. */
  tier_name: z.string().nullable(),
  status: z.enum(streamAlertStatuses),
  /** Sent again from the queue (Replay). */
  replayed: z.boolean(),
  /** When it was sent, or held. */
  at: z.iso.datetime({ offset: true }),
});
export type StreamQueueItem = z.infer<typeof streamQueueItem>;

/** GET /v1/stream/{page_url}/moderation: the creator's alerts, held ones first, then the newest sent first. */
export const streamQueueResponse = z.object({
  data: z.object({
    page_url: z.string(),
    page_name: z.string(),
    /** Alerts are paused: the overlay holds what comes until a resume. */
    paused: z.boolean(),
    hold_links: z.boolean(),
    /** The reader is the creator (who alone names moderators and sets `hold_links`). */
    is_creator: z.boolean(),
    items: z.array(streamQueueItem),
  }),
});
export type StreamQueue = z.infer<typeof streamQueueResponse>['data'];

/** Skip, Replay or Show: the gift whose alert it is. */
export const streamAlertRequest = z.strictObject({
  gift_id: z
    .string({ error: says('fieldRequired', { field: 'gift' }) })
    .uuid(says('fieldSelectedInvalid', { field: 'gift' })),
});
export type StreamAlertRequest = z.input<typeof streamAlertRequest>;

/** The schemas of `streamModerationCalls` (`calls/stream-moderation.ts`). */
export const streamModerationSchemas = {
  moderators: { answers: { 200: streamModeratorsResponse } },
  addModerator: { body: addModeratorRequest, answers: { 200: streamModeratorsResponse } },
  removeModerator: { params: streamPageParams, answers: { 200: streamModeratorsResponse } },
  setSettings: {
    body: streamModerationSettingsRequest,
    answers: { 200: streamModerationSettingsResponse },
  },
  queue: { params: streamPageParams, answers: { 200: streamQueueResponse } },
  skip: { params: streamPageParams, body: streamAlertRequest, answers: { 204: z.null() } },
  replay: { params: streamPageParams, body: streamAlertRequest, answers: { 204: z.null() } },
  show: { params: streamPageParams, body: streamAlertRequest, answers: { 204: z.null() } },
  pause: { params: streamPageParams, answers: { 204: z.null() } },
  resume: { params: streamPageParams, answers: { 204: z.null() } },
} as const satisfies SchemaTable;
