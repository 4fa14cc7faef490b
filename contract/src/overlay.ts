import { z } from 'zod';
import { languages } from './auth.ts';
import { giftIdField } from './gifts.ts';
import { moneyString } from './money.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** A live alert: a paid gift (or the creator's test) as the overlay shows it. */
export const overlayGiftEvent = z.object({
  type: z.literal('gift'),
  gift_id: z.string().nullable(),
  supporter_name: z.string(),
  amount: moneyString,
  message: z.string().nullable(),
  goal_id: z.string().nullable(),
  is_test: z.boolean(),
  /**
   * The message read aloud, when the creator's spoken alerts read this one: the address of its audio (a WAV),
   * played after the alert's sound. Absent from alerts sent before spoken alerts existed.
   */
  speech_url: z.string().nullable().optional(),
  /** How loud the overlay plays `speech_url`, 0 to 1 (the creator's setting when the alert was sent); null without one. */
  speech_volume: z.number().min(0).max(1).nullable().optional(),
  /** Sent again from the moderation queue (Replay): the same gift, shown once more. */
  replayed: z.boolean().optional(),
});
export type OverlayGiftEvent = z.infer<typeof overlayGiftEvent>;

/** A goal's progress after a goal gift settled: what the goal overlay's bar moves to. */
export const overlayGoalEvent = z.object({
  type: z.literal('goal'),
  goal_id: z.string(),
  title: z.string(),
  raised_amount: moneyString,
  target_amount: moneyString,
});
export type OverlayGoalEvent = z.infer<typeof overlayGoalEvent>;

/**
 * A new member: a paid membership that made its supporter a member (a first join, or a join after the last
 * membership lapsed), never a renewal or a change of tier. Members are named by their page name: a
 * membership has no anonymous choice.
 */
export const overlayMemberEvent = z.object({
  type: z.literal('member'),
  supporter_name: z.string(),
  tier_name: z.string(),
  /**
   * A membership given as a gift (decision 0153): "gifted 3 months of Gold to …", by its giver's name
   * ("Someone" when they chose so), to its recipient's page name (null for one named by email or mobile).
   */
  gift: z.object({ months: z.number().int(), recipient_name: z.string().nullable() }).optional(),
});
export type OverlayMemberEvent = z.infer<typeof overlayMemberEvent>;

/** Where a subathon timer stands: not started (or run out and stopped), counting down, or paused. */
export const streamTimerStates = ['stopped', 'running', 'paused'] as const;
export type StreamTimerState = (typeof streamTimerStates)[number];

/**
 * A subathon timer as it stands after a change: started, paused, resumed, stopped by the creator, or
 * extended by a gift or a new member. A widget counts down from `remaining_ms` as of `at` (the server's
 * time), so a browser whose clock is off still shows the right time.
 */
export const overlayTimerEvent = z.object({
  type: z.literal('timer'),
  state: z.enum(streamTimerStates),
  /** When a running timer reaches zero; null when paused or stopped. */
  ends_at: z.iso.datetime({ offset: true }).nullable(),
  /** What is left as of `at`. */
  remaining_ms: z.number().int().min(0),
  /** What this change added (a gift or a new member), 0 for the creator's own changes. */
  added_ms: z.number().int().min(0),
  at: z.iso.datetime({ offset: true }),
});
export type OverlayTimerEvent = z.infer<typeof overlayTimerEvent>;

/** One choice of a stream poll with what its votes add up to. */
export const streamPollChoice = z.object({
  id: z.string(),
  label: z.string(),
  /** The paid gifts that voted for it, refunded ones taken out. */
  total: moneyString,
  votes: z.number().int().min(0),
});
export type StreamPollChoice = z.infer<typeof streamPollChoice>;

/** A stream poll and its running totals: sent when it opens, when a vote is paid, and when it closes. */
export const overlayPollEvent = z.object({
  type: z.literal('poll'),
  poll_id: z.string(),
  question: z.string(),
  open: z.boolean(),
  choices: z.array(streamPollChoice).min(2).max(6),
  total: moneyString,
});
export type OverlayPollEvent = z.infer<typeof overlayPollEvent>;

/**
 * A viewer's paid clip (media requests, decision 0148): `approved` puts it in the widget's queue, played one
 * at a time for exactly `seconds` from `start_seconds`; `skipped` stops it, or drops it from the queue.
 */
export const overlayMediaEvent = z.object({
  type: z.literal('media'),
  request_id: z.string(),
  /** The YouTube video's id: 11 characters of letters, digits, `-` and `_`. */
  video_id: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
  start_seconds: z.number().int().min(0),
  seconds: z.number().int().min(1),
  supporter_name: z.string(),
  status: z.enum(['approved', 'skipped']),
});
export type OverlayMediaEvent = z.infer<typeof overlayMediaEvent>;

/**
 * The moderation queue's word to the alerts overlay (decision 0147): `skip` drops the gift's alert from the
 * overlay's queue, or cuts it short when on screen; `pause` holds every alert after the one on screen until
 * `resume`. `gift_id` is null for pause and resume.
 */
export const overlayControlEvent = z.object({
  type: z.literal('control'),
  action: z.enum(['skip', 'pause', 'resume']),
  gift_id: z.string().nullable(),
});
export type OverlayControlEvent = z.infer<typeof overlayControlEvent>;

/** The stream widgets, each at its own address under the overlay's (`alerts` is the overlay's own). */
export const streamWidgets = ['alerts', 'timer', 'poll', 'media', 'leaderboard', 'scan', 'goal'] as const;
export type StreamWidget = (typeof streamWidgets)[number];

/**
 * The creator's "Send a test" for one widget other than the alerts (which are sent a test gift): the widget
 * shows a sample of its own, marked as a test, for a few seconds, and nothing it counts changes.
 */
export const overlayTestEvent = z.object({
  type: z.literal('test'),
  widget: z.enum(streamWidgets),
});
export type OverlayTestEvent = z.infer<typeof overlayTestEvent>;

/** What `GET /v1/overlay/{token}/events` sends, one Server-Sent Event each (its `event` is the type). */
export const overlayEvent = z.discriminatedUnion('type', [
  overlayGiftEvent,
  overlayGoalEvent,
  overlayMemberEvent,
  overlayTimerEvent,
  overlayPollEvent,
  overlayControlEvent,
  overlayMediaEvent,
  overlayTestEvent,
]);
export type OverlayEvent = z.infer<typeof overlayEvent>;

/** The creator's own overlay settings: the secret address to paste into streaming software. */
export const overlaySettings = z.object({
  overlay_url: z.string(),
  /** The goal overlay's address with `{goal_id}` in place of a goal's id. */
  goal_overlay_url: z.string(),
  sound_enabled: z.boolean(),
});
export type OverlaySettings = z.infer<typeof overlaySettings>;
export const overlaySettingsResponse = z.object({ data: overlaySettings });

export const overlaySettingsRequest = z.strictObject({
  sound_enabled: z.boolean({ error: says('fieldBoolean', { field: 'sound enabled' }) }),
});

/** Which widget a test is for: the alerts when the body is left out. */
export const overlayTestRequest = z.strictObject({
  widget: z
    .enum(streamWidgets, { error: says('fieldSelectedInvalid', { field: 'widget' }) })
    .default('alerts'),
});
export type OverlayTestRequest = z.input<typeof overlayTestRequest>;

/** What the overlay page needs before its first event: the public side of the settings. */
export const overlayViewResponse = z.object({
  // the overlay is shown in its creator's language: a streaming program's browser has no choice of its own
  data: z.object({
    page_name: z.string(),
    /** The creator's page: where the scan-to-gift code sends a viewer. */
    page_url: z.string(),
    sound_enabled: z.boolean(),
    /** Alerts are paused from the moderation queue: a reloaded overlay holds them until a resume. */
    paused: z.boolean(),
    language: z.enum(languages),
  }),
});

/** A goal as the goal overlay starts: its bar before the next goal gift. */
export const overlayGoalResponse = z.object({
  data: overlayGoalEvent.omit({ type: true }),
});
export type OverlayGoal = z.infer<typeof overlayGoalResponse>['data'];

export const overlayTokenField = z.string().regex(/^[\w-]{20,64}$/, says('overlayAddressInvalid'));

export const overlayTokenParams = z.object({ token: overlayTokenField });
export const overlayGoalParams = overlayTokenParams.extend({
  goal_id: z.uuid(says('fieldSelectedInvalid', { field: 'goal' })),
});
/** The spans a leaderboard ranks over, each reckoned in Manila: today, this week (from Monday), this month, ever. */
export const leaderboardPeriods = ['today', 'week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];
export const leaderboardLimit = 10;

export const leaderboardQuery = z.object({
  period: z
    .enum(leaderboardPeriods, { error: says('fieldSelectedInvalid', { field: 'period' }) })
    .default('today'),
});

/** One place on a leaderboard: a supporter as the wall names them, what they gave and how often. */
export const leaderboardEntry = z.object({
  rank: z.number().int().min(1),
  /** The supporter's page name, or a stand-in ("Anonymous", "A supporter", "Former member") in the creator's language. */
  name: z.string(),
  /** Their page, when they have one and did not give anonymously. */
  page_url: z.string().nullable(),
  total: moneyString,
  gifts: z.number().int().min(1),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

/** The top supporters of a period, most given first (decision 0144). */
export const leaderboardResponse = z.object({
  data: z.object({
    period: z.enum(leaderboardPeriods),
    /** When the period began (Manila midnight, as an instant), or null for all time. */
    since: z.iso.datetime({ offset: true }).nullable(),
    entries: z.array(leaderboardEntry).max(leaderboardLimit),
  }),
});
export type Leaderboard = z.infer<typeof leaderboardResponse>['data'];

/** A browser that reconnects the stream says the last event it had, to be sent what came after. */
export const overlayEventsHeaders = z.object({ 'last-event-id': z.string().optional() }).passthrough();

/** The schemas of `overlayCalls` (`calls/overlay.ts`). */
export const overlaySchemas = {
  settings: { answers: { 200: overlaySettingsResponse } },
  update: { body: overlaySettingsRequest, answers: { 200: overlaySettingsResponse } },
  reset: { answers: { 200: overlaySettingsResponse } },
  sendTest: { body: overlayTestRequest.optional(), answers: { 204: z.null() } },
  view: { params: overlayTokenParams, answers: { 200: overlayViewResponse } },
  goal: { params: overlayGoalParams, answers: { 200: overlayGoalResponse } },
  leaderboard: { params: overlayTokenParams, query: leaderboardQuery, answers: { 200: leaderboardResponse } },
  // Server-Sent Events, not JSON: each event is an `overlayEvent`
  events: {
    params: overlayTokenParams,
    headers: overlayEventsHeaders,
    answers: {},
    produces: ['text/event-stream'],
  },
} as const satisfies SchemaTable;

export const messageFilterLimits = { phraseMax: 50, phrasesMax: 200 } as const;

/** The creator's own blocked words and phrases (the default list applies besides them). */
export const messageFilterRequest = z.strictObject({
  phrases: z
    .array(
      z
        .string({ error: says('phraseString') })
        .trim()
        .min(1, says('phraseEmpty'))
        .max(messageFilterLimits.phraseMax, says('phraseTooLong', { max: messageFilterLimits.phraseMax })),
      { error: says('phrasesList') },
    )
    .max(messageFilterLimits.phrasesMax, says('phrasesAtMost', { max: messageFilterLimits.phrasesMax })),
});
export type MessageFilterRequest = z.input<typeof messageFilterRequest>;

export const messageFilterResponse = z.object({
  data: z.object({
    phrases: z.array(z.string()),
    /** How many words and phrases the built-in list holds (not shown one by one). */
    default_count: z.number().int(),
  }),
});
export type MessageFilter = z.infer<typeof messageFilterResponse>['data'];

/** The schemas of `messageFilterCalls` (`calls/message-filter.ts`). */
export const messageFilterSchemas = {
  phrases: { answers: { 200: messageFilterResponse } },
  setPhrases: { body: messageFilterRequest, answers: { 200: messageFilterResponse } },
} as const satisfies SchemaTable;

/** A paid gift whose text waits for the creator's review. */
export const heldGift = z.object({
  id: z.string(),
  supporter_name: z.string(),
  supporter_message: z.string().nullable(),
  amount: moneyString,
  created_at: z.string(),
});
export type HeldGift = z.infer<typeof heldGift>;
export const heldGiftsResponse = z.object({ data: z.array(heldGift) });

export const heldGiftRequest = z.strictObject({ id: giftIdField });

/** The schemas of `heldGiftsCalls` (`calls/gifts.ts`). */
export const heldGiftsSchemas = {
  list: { answers: { 200: heldGiftsResponse } },
  approve: { body: heldGiftRequest, answers: { 204: z.null() } },
  remove: { body: heldGiftRequest, answers: { 204: z.null() } },
} as const satisfies SchemaTable;
