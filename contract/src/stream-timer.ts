import { z } from 'zod';
import type { FieldLabel } from './fields.ts';
import { overlayTimerEvent, overlayTokenParams } from './overlay.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** The bounds of a subathon timer's rules and of its start (issue #65). */
export const streamTimerLimits = {
  secondsPerPesoMax: 3_600,
  /** Seconds per peso are kept in milliseconds: three decimals at most. */
  secondsPerPesoDecimals: 3,
  secondsPerMemberMax: 86_400,
  /** Ten weeks: what gifts and members may add in all, at most. */
  capMinutesMax: 100_800,
  /** A day: the longest countdown a start sets. */
  startMinutesMax: 1_440,
} as const;

/** A number the creator types; missing says it is required, anything but a number that it must be one. */
const numberField = (label: FieldLabel) =>
  z.number({
    error: (issue) =>
      issue.input === undefined
        ? says('fieldRequired', { field: label })
        : says('fieldNumber', { field: label }),
  });

const wholeNumber = (label: FieldLabel, min: number, max: number) =>
  numberField(label)
    .int(says('fieldInteger', { field: label }))
    .min(min, says('fieldAtLeast', { field: label, min }))
    .max(max, says('fieldAtMost', { field: label, max }));

const { secondsPerPesoDecimals: places } = streamTimerLimits;

/** PUT /v1/user/stream/timer: the rules by which gifts and new members extend the countdown. */
export const streamTimerRulesRequest = z.strictObject({
  seconds_per_peso: numberField('seconds per peso')
    .min(0, says('fieldAtLeast', { field: 'seconds per peso', min: 0 }))
    .max(
      streamTimerLimits.secondsPerPesoMax,
      says('fieldAtMost', { field: 'seconds per peso', max: streamTimerLimits.secondsPerPesoMax }),
    )
    // kept as whole milliseconds: 0.001 is the finest step
    .refine((seconds) => Math.abs(seconds * 1000 - Math.round(seconds * 1000)) < 1e-6, {
      message: says('fieldDecimalPlaces', { field: 'seconds per peso', places }),
    }),
  seconds_per_member: wholeNumber('seconds per member', 0, streamTimerLimits.secondsPerMemberMax),
  /** The most gifts and members may add in all since the timer was last started; null for no cap. */
  cap_minutes: wholeNumber('cap minutes', 1, streamTimerLimits.capMinutesMax).nullable(),
});
export type StreamTimerRulesRequest = z.input<typeof streamTimerRulesRequest>;

/** POST /v1/user/stream/timer/start: counts down from this many minutes, what gifts added so far forgotten. */
export const streamTimerStartRequest = z.strictObject({
  minutes: wholeNumber('minutes', 1, streamTimerLimits.startMinutesMax),
});
export type StreamTimerStartRequest = z.input<typeof streamTimerStartRequest>;

/** The creator's subathon timer: where it stands as of `at`, and its rules. */
export const streamTimer = overlayTimerEvent.omit({ type: true }).extend({
  /** What gifts and new members added since the timer was last started, held to the cap. */
  added_ms: z.number().int().min(0),
  /** Seconds a peso given adds, at most three decimals. */
  seconds_per_peso: z.number().min(0),
  seconds_per_member: z.number().int().min(0),
  /** The most gifts and members may add in all since the last start, in minutes; null for no cap. */
  cap_minutes: z.number().int().min(1).nullable(),
});
export type StreamTimer = z.infer<typeof streamTimer>;
export const streamTimerResponse = z.object({ data: streamTimer });

/**
 * The timer as its widget starts, before the next event: an event's fields without its type. `added_ms`
 * is 0, as nothing was just added.
 */
export const overlayTimerResponse = z.object({ data: overlayTimerEvent.omit({ type: true }) });
export type OverlayTimer = z.infer<typeof overlayTimerResponse>['data'];

/** The schemas of `streamTimerCalls` (`calls/stream-timer.ts`). */
export const streamTimerSchemas = {
  timer: { answers: { 200: streamTimerResponse } },
  setRules: { body: streamTimerRulesRequest, answers: { 200: streamTimerResponse } },
  start: { body: streamTimerStartRequest, answers: { 200: streamTimerResponse } },
  pause: { answers: { 200: streamTimerResponse } },
  resume: { answers: { 200: streamTimerResponse } },
  stop: { answers: { 200: streamTimerResponse } },
  widget: { params: overlayTokenParams, answers: { 200: overlayTimerResponse } },
} as const satisfies SchemaTable;
