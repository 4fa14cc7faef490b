import { z } from 'zod';
import { pageUrlField } from './auth.ts';
import type { FieldLabel } from './fields.ts';
import { checkoutResponse, giftRequest } from './gifts.ts';
import { amountField, moneyString } from './money.ts';
import { overlayMediaEvent, overlayTokenParams } from './overlay.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** The bounds of media requests (issue #65, decision 0148). */
export const mediaRequestLimits = {
  /** The longest clip a creator may take: ten minutes. */
  secondsMax: 600,
  /** A start time past a day is no clip anyone means. */
  startSecondsMax: 86_400,
  /** ₱99,999.99 a second at most: no creator means more. */
  pricePerSecondMaxLength: 8,
  /** How many decided requests the creator's queue shows under the waiting ones. */
  recentDecided: 10,
} as const;

/** The hosts a YouTube link may name; any other is refused. */
const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);
const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;

/** A `t=` or `start=` value: `90`, `90s`, `1m30s`, `1h2m3s`; null when it is none of those. */
function secondsOf(value: string) {
  const match = /^(?:(\d{1,5})h)?(?:(\d{1,5})m)?(?:(\d{1,6})s?)?$/.exec(value);
  if (!value || !match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/**
 * A YouTube link as a viewer pastes it: `youtube.com/watch?v=ID`, `youtu.be/ID`, `youtube.com/shorts/ID`
 * (also on `www.` and `m.`, with or without `https://`), with an optional `t=` or `start=` start time.
 * Null for anything else: another site, another page of YouTube, an id that is not 11 characters.
 */
export function parseYouTubeLink(text: string): { videoId: string; startSeconds: number } | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 500) return null;
  // a link typed without its scheme is still a link; any scheme but the web's is refused below
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port || !youtubeHosts.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let videoId: string | null | undefined;
  if (url.hostname === 'youtu.be') videoId = segments.length === 1 ? segments[0] : null;
  else if (segments.length === 1 && segments[0] === 'watch') videoId = url.searchParams.get('v');
  else if (segments.length === 2 && segments[0] === 'shorts') videoId = segments[1];
  if (!videoId || !videoIdPattern.test(videoId)) return null;
  const start = url.searchParams.get('t') ?? url.searchParams.get('start');
  const startSeconds = start === null ? 0 : secondsOf(start);
  if (startSeconds === null || startSeconds > mediaRequestLimits.startSecondsMax) return null;
  return { videoId, startSeconds };
}

/** The link the creator opens to look at a request before approving it. */
export const youtubeWatchUrl = (videoId: string, startSeconds: number) =>
  `https://www.youtube.com/watch?v=${videoId}${startSeconds ? `&t=${startSeconds}s` : ''}`;

const wholeNumber = (label: FieldLabel, min: number, max: number) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? says('fieldRequired', { field: label })
          : says('fieldNumber', { field: label }),
    })
    .int(says('fieldInteger', { field: label }))
    .min(min, says('fieldAtLeast', { field: label, min }))
    .max(max, says('fieldAtMost', { field: label, max }));

/** PUT /v1/user/stream/media: whether viewers may request clips, what a second costs, the lengths taken. */
export const mediaSettingsRequest = z
  .strictObject({
    enabled: z.boolean({ error: says('fieldBoolean', { field: 'media requests' }) }),
    price_per_second: amountField('price per second', {
      maxLength: mediaRequestLimits.pricePerSecondMaxLength,
    }).refine((centavos) => centavos > 0, says('fieldAtLeast', { field: 'price per second', min: '0.01' })),
    min_seconds: wholeNumber('minimum seconds', 1, mediaRequestLimits.secondsMax),
    max_seconds: wholeNumber('maximum seconds', 1, mediaRequestLimits.secondsMax),
    /** A request paid this much or more plays without waiting for the creator; null: every one waits. */
    auto_approve_from: amountField('auto approve from').nullable(),
  })
  .superRefine((settings, ctx) => {
    if (settings.max_seconds < settings.min_seconds) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_seconds'],
        message: says('fieldAtLeast', { field: 'maximum seconds', min: settings.min_seconds }),
      });
    }
  });
export type MediaSettingsRequest = z.input<typeof mediaSettingsRequest>;

export const mediaSettings = z.object({
  enabled: z.boolean(),
  price_per_second: moneyString,
  min_seconds: z.number().int(),
  max_seconds: z.number().int(),
  auto_approve_from: moneyString.nullable(),
});
export type MediaSettings = z.infer<typeof mediaSettings>;
export const mediaSettingsResponse = z.object({ data: mediaSettings });

/** What a viewer is told before asking: the price of a second and the lengths taken; null when off. */
export const mediaTerms = z.object({
  price_per_second: moneyString,
  min_seconds: z.number().int(),
  max_seconds: z.number().int(),
});
export type MediaTerms = z.infer<typeof mediaTerms>;
export const mediaTermsResponse = z.object({ data: mediaTerms.nullable() });

/** A YouTube link, read as its video's id and start time; anything else is refused on the field. */
const videoLinkField = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? says('fieldRequired', { field: 'video link' })
        : says('fieldString', { field: 'video link' }),
  })
  .max(500, says('mediaLinkInvalid'))
  .transform((text, ctx) => {
    const parsed = parseYouTubeLink(text);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: says('mediaLinkInvalid') });
      return z.NEVER;
    }
    return parsed;
  });

/**
 * POST /v1/profile/{page_url}/media: a clip to play on the creator's stream, paid as a gift. The price is
 * the seconds times the creator's price of a second, worked out by the server: no amount is sent.
 */
export const mediaRequestBody = giftRequest
  .pick({
    source: true,
    supporter_name: true,
    supporter_message: true,
    is_anonymous: true,
    success_redirect_url: true,
    failure_redirect_url: true,
  })
  .extend({
    video_url: videoLinkField,
    seconds: wholeNumber('seconds', 1, mediaRequestLimits.secondsMax),
  });
export type MediaRequestBody = z.input<typeof mediaRequestBody>;

export const mediaRequestStatuses = ['pending', 'approved', 'played', 'skipped', 'declined'] as const;
export type MediaRequestStatus = (typeof mediaRequestStatuses)[number];

/** A paid request in the creator's queue. */
export const mediaRequest = z.object({
  id: z.string(),
  video_id: z.string(),
  start_seconds: z.number().int(),
  seconds: z.number().int(),
  /** The video on YouTube at the start time, to look at before approving. */
  video_url: z.string(),
  amount: moneyString,
  supporter_name: z.string(),
  message: z.string().nullable(),
  /** `played` once its time in the stream's queue has passed (decision 0148). */
  status: z.enum(mediaRequestStatuses),
  created_at: z.iso.datetime({ offset: true }),
  decided_at: z.iso.datetime({ offset: true }).nullable(),
  /** When an approved request's turn ends in the stream's queue; null until approved. */
  plays_until: z.iso.datetime({ offset: true }).nullable(),
});
export type MediaRequest = z.infer<typeof mediaRequest>;
export const mediaRequestResponse = z.object({ data: mediaRequest });

/** The creator's queue: the waiting ones oldest first, then the last few decided, newest first. */
export const mediaQueueResponse = z.object({
  data: z.object({
    waiting: z.array(mediaRequest),
    decided: z.array(mediaRequest).max(mediaRequestLimits.recentDecided),
  }),
});
export type MediaQueue = z.infer<typeof mediaQueueResponse>['data'];

/** A clip the widget plays: an approved event's fields without its type. */
export const overlayMedia = overlayMediaEvent.omit({ type: true });
export type OverlayMedia = z.infer<typeof overlayMedia>;
/** The widget's first read: what is left to play, in order (the one playing now from where it stands). */
export const overlayMediaResponse = z.object({ data: z.array(overlayMedia) });

export const mediaRequestParams = z.object({
  id: z.uuid(says('fieldSelectedInvalid', { field: 'media request' })),
});

/** The schemas of `mediaRequestsCalls` (`calls/media-requests.ts`). */
export const mediaRequestsSchemas = {
  settings: { answers: { 200: mediaSettingsResponse } },
  updateSettings: { body: mediaSettingsRequest, answers: { 200: mediaSettingsResponse } },
  terms: { params: z.object({ page_url: pageUrlField }), answers: { 200: mediaTermsResponse } },
  request: {
    params: z.object({ page_url: pageUrlField }),
    body: mediaRequestBody,
    answers: { 200: checkoutResponse },
  },
  queue: { answers: { 200: mediaQueueResponse } },
  approve: { params: mediaRequestParams, answers: { 200: mediaRequestResponse } },
  decline: { params: mediaRequestParams, answers: { 200: mediaRequestResponse } },
  skip: { params: mediaRequestParams, answers: { 200: mediaRequestResponse } },
  widget: { params: overlayTokenParams, answers: { 200: overlayMediaResponse } },
} as const satisfies SchemaTable;
