import { z } from 'zod';
import { pageUrlField } from './auth.ts';
import { pageEnvelope } from './envelope.ts';
import { type FieldLabel, optionalText, requiredText } from './fields.ts';
import { mediaUrlField } from './media.ts';
import { amountField, moneyString } from './money.ts';
import { pageQuery } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

export const goalLimits = { titleMax: 80, descriptionMax: 300, targetMin: 100 } as const;

/** Today in the Philippines as YYYY-MM-DD: dates people pick are Manila dates. */
export const manilaToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(now);

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** An optional calendar date (YYYY-MM-DD) that is today or later in Manila. */
export const futureDateField = (label: FieldLabel) =>
  z
    .string({ error: says('fieldString', { field: label }) })
    .trim()
    .nullish()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value)), {
      message: says('fieldDate', { field: label }),
      abort: true,
    })
    .refine((value) => value === undefined || value >= manilaToday(), {
      message: says('fieldFromToday', { field: label }),
    });

/** POST /v1/user/goals and PUT /v1/user/goals/{id} (a PUT replaces every field; left out means none). */
export const goalRequest = z.strictObject({
  title: requiredText('title', goalLimits.titleMax),
  target_amount: amountField('target amount').refine((centavos) => centavos >= goalLimits.targetMin, {
    message: says('targetMinimum'),
  }),
  description: optionalText('description', goalLimits.descriptionMax),
  end_date: futureDateField('end date'),
  cover_image: mediaUrlField('cover image'),
});
export type GoalRequest = z.input<typeof goalRequest>;

export const goalStatuses = ['active', 'closed'] as const;

export const goal = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  target_amount: moneyString,
  /** Settled goal gifts. */
  raised_amount: moneyString,
  /** Whole percent of the target raised, rounded down; may pass 100 (the bar stops at full). */
  progress: z.number().int(),
  end_date: z.string().nullable(),
  cover_image: z.string().nullable(),
  /** `closed` by the creator (or on delete when it has gifts); a closed goal takes no gifts. */
  status: z.enum(goalStatuses),
  /** The end date has passed (Manila): the goal takes no more gifts. */
  is_ended: z.boolean(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type Goal = z.infer<typeof goal>;

export const goalResponse = z.object({ data: goal });

/** DELETE /v1/user/goals/{id}: a goal with gifts is closed instead, and the gifts keep pointing at it. */
export const goalDeleteResponse = z.object({
  data: z.object({ message: z.string(), deleted: z.boolean(), goal: goal.nullable() }),
});

/** GET /v1/profile/{page_url}/goals and GET /v1/user/goals: active goals first, then newest first. */
export const goalsQuery = pageQuery(10);
export type GoalsQuery = z.input<typeof goalsQuery>;
export const goalsPage = pageEnvelope(goal);
export type GoalsPage = z.infer<typeof goalsPage>;

/** A goal of the signed-in creator's, in the path. */
export const goalParams = z.object({ id: z.uuid(says('fieldSelectedInvalid', { field: 'goal' })) });

const pageGoalsParams = z.object({ page_url: pageUrlField });

/** The schemas of `goalsCalls` (`calls/goals.ts`). */
export const goalsSchemas = {
  create: { body: goalRequest, answers: { 201: goalResponse } },
  update: { params: goalParams, body: goalRequest, answers: { 200: goalResponse } },
  close: { params: goalParams, answers: { 200: goalResponse } },
  delete: { params: goalParams, answers: { 200: goalDeleteResponse } },
  listOwn: { query: goalsQuery, answers: { 200: goalsPage } },
  listForPage: { params: pageGoalsParams, query: goalsQuery, answers: { 200: goalsPage } },
} as const satisfies SchemaTable;
