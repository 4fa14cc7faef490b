import { z } from 'zod';
import { pageUrlField } from './auth.ts';
import { requiredText, withinCharacters } from './fields.ts';
import { overlayPollEvent, overlayTokenParams } from './overlay.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

export const pollLimits = {
  questionMax: 120,
  choiceMax: 40,
  choicesMin: 2,
  choicesMax: 6,
  /** How many of the creator's polls their list shows, the open one first. */
  listMax: 20,
} as const;

const choiceField = withinCharacters(
  z
    .string({ error: says('pollChoiceString') })
    .trim()
    .min(1, says('pollChoiceEmpty')),
  pollLimits.choiceMax,
  says('pollChoiceTooLong', { max: pollLimits.choiceMax }),
);

/** POST /v1/user/stream/polls: a question and its choices, in the order viewers see them. */
export const streamPollRequest = z.strictObject({
  question: requiredText('question', pollLimits.questionMax),
  choices: z
    .array(choiceField, { error: says('pollChoicesList') })
    // counted here rather than by `.min()`/`.max()`, which zod also applies to a string's length: a string
    // sent for the list is told only that it is no list
    .superRefine((choices, ctx) => {
      const { choicesMin: min, choicesMax: max } = pollLimits;
      if (choices.length < min || choices.length > max) {
        ctx.addIssue({ code: 'custom', message: says('pollChoicesCount', { min, max }) });
        return;
      }
      // a viewer could not tell "Yes" from "yes": the later one is refused where it stands
      const seen = new Set<string>();
      choices.forEach((choice, index) => {
        const key = choice.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index], message: says('pollChoiceRepeated') });
        seen.add(key);
      });
    })
    .meta({ minItems: pollLimits.choicesMin, maxItems: pollLimits.choicesMax }),
});
export type StreamPollRequest = z.input<typeof streamPollRequest>;

/** A poll as its widget shows it: what the overlay's poll events carry, without their type. */
export const overlayPoll = overlayPollEvent.omit({ type: true });
export type OverlayPoll = z.infer<typeof overlayPoll>;

/** One of the creator's polls with its totals, for their Stream kit page. */
export const streamPoll = overlayPoll.extend({
  opened_at: z.iso.datetime({ offset: true }),
  closed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type StreamPoll = z.infer<typeof streamPoll>;

export const streamPollResponse = z.object({ data: streamPoll });
/** The creator's latest polls: the open one first, then the closed ones, newest first. */
export const streamPollsResponse = z.object({ data: z.array(streamPoll).max(pollLimits.listMax) });

/** The widget's first read: the open poll, else the last one closed, else none. */
export const overlayPollResponse = z.object({ data: overlayPoll.nullable() });

/** What the Support Me form offers to vote for: the creator's open poll, without its totals. */
export const openPoll = z.object({
  poll_id: z.string(),
  question: z.string(),
  choices: z
    .array(z.object({ id: z.string(), label: z.string() }))
    .min(2)
    .max(6),
});
export type OpenPoll = z.infer<typeof openPoll>;
export const openPollResponse = z.object({ data: openPoll.nullable() });

export const streamPollParams = z.object({ id: z.uuid(says('fieldSelectedInvalid', { field: 'poll' })) });

/** The schemas of `pollsCalls` (`calls/polls.ts`). */
export const pollsSchemas = {
  list: { answers: { 200: streamPollsResponse } },
  open: { body: streamPollRequest, answers: { 201: streamPollResponse } },
  close: { params: streamPollParams, answers: { 200: streamPollResponse } },
  widget: { params: overlayTokenParams, answers: { 200: overlayPollResponse } },
  forPage: { params: z.object({ page_url: pageUrlField }), answers: { 200: openPollResponse } },
} as const satisfies SchemaTable;
