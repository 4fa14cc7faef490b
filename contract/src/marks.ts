import { z } from 'zod';
import { adminUserParams, reasonRequest } from './admin.ts';
import { pageEnvelope } from './envelope.ts';
import { optionalText } from './fields.ts';
import { pageField } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/**
 * Per-buyer marks and the leak lookup (issue #67 items 3 and 4, decisions 0152 and 0154): every buyer's or
 * member's copy of a paid original carries a mark of its own; a creator uploads a copy found elsewhere, PIXEL
 * finds which of their photos it is and whose copy it was, and the creator may report it to staff.
 */
export const leakLimits = {
  /** The words a creator may add to a report. */
  noteMax: 1000,
  /** Lookups a person may run a minute. */
  lookupsPerMinute: 20,
} as const;

/** What a lookup found: a viewer's copy named, the photo but no mark, or none of the creator's photos. */
export const leakOutcomes = ['named', 'no_mark', 'not_yours'] as const;
export type LeakOutcome = (typeof leakOutcomes)[number];

/**
 * How the named viewer came to open the original: a purchase (of the post, or of a shop bundle that includes
 * it), or a membership.
 */
export const markAccesses = ['buyer', 'member'] as const;

const leakPhoto = z.object({
  post_id: z.uuid(),
  /** `image` for a Snap, `image_collection` for a Snap Slide. */
  post_type: z.enum(['image', 'image_collection']),
  /** The photo's place in its post, from 0. */
  position: z.number().int(),
});

const leakViewer = z.object({
  page_url: z.string(),
  page_name: z.string(),
  access: z.enum(markAccesses),
  /**
   * The purchase that opened the post to them, when they bought it: of the post, or of a shop bundle that
   * includes it (decision 0167).
   */
  purchase_id: z.uuid().nullable(),
  /** When they first opened the original: when their copy was made. */
  first_opened_at: z.string(),
});

/**
 * How sure the reading is: how many standard deviations above chance the copy follows the named viewer's
 * mark (6 at least to name anyone), and the next best viewer's figure, about 1 by chance.
 */
const leakConfidence = z.object({ sigma: z.number(), runner_up: z.number() });

export const leakLookup = z.object({
  id: z.uuid(),
  outcome: z.enum(leakOutcomes),
  photo: leakPhoto.nullable(),
  viewer: leakViewer.nullable(),
  confidence: leakConfidence.nullable(),
  /** Whether a report can be sent from this lookup: it named someone and no report of theirs is open. */
  can_report: z.boolean(),
  /**
   * The creator's photos the lookup could not compare the copy with yet: their fingerprints are made ahead,
   * within minutes of their upload (decision 0166). Above 0, a lookup that named no one may be run again.
   */
  photos_pending: z.number().int(),
  created_at: z.string(),
});
export type LeakLookup = z.infer<typeof leakLookup>;
export const leakLookupResponse = z.object({ data: leakLookup });

export const leakReportStatuses = ['open', 'closed'] as const;

export const leakReport = z.object({
  id: z.uuid(),
  lookup_id: z.uuid(),
  status: z.enum(leakReportStatuses),
  creator: z.object({ user_id: z.uuid(), page_url: z.string(), page_name: z.string() }),
  viewer: z.object({ user_id: z.uuid(), page_url: z.string(), page_name: z.string() }),
  post_id: z.uuid().nullable(),
  /**
   * How the post reached the viewer: a purchase, or a membership; null when the copy is gone. Either may be
   * closed to them (decision 0166): a member keeps their membership, without this one post.
   */
  access: z.enum(markAccesses).nullable(),
  /** A buyer's purchase of the post, or of a shop bundle that includes it (decision 0167). */
  purchase_id: z.uuid().nullable(),
  note: z.string().nullable(),
  confidence: leakConfidence.nullable(),
  access_revoked_at: z.string().nullable(),
  suspended_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
});
export type LeakReport = z.infer<typeof leakReport>;
export const leakReportResponse = z.object({ data: leakReport });

export const leakLookupParams = z.object({
  id: z.uuid(says('fieldSelectedInvalid', { field: 'lookup' })),
});
export const leakReportParams = z.object({
  id: z.uuid(says('fieldSelectedInvalid', { field: 'leak report' })),
});

export const leakReportRequest = z.object({ note: optionalText('note', leakLimits.noteMax) });

export const leakReportsQuery = z.object({
  status: z
    .enum(leakReportStatuses, { error: says('fieldSelectedInvalid', { field: 'status' }) })
    .default('open'),
  page: pageField,
});

const leakUpload = { consumes: ['multipart/form-data'], answers: { 200: leakLookupResponse } } as const;
const staffAction = {
  params: leakReportParams,
  body: reasonRequest,
  answers: { 200: leakReportResponse },
} as const;

/**
 * A creator's choice for the copies their buyers and members receive (decision 0163): besides the invisible
 * mark, their page address in a corner. It applies to copies made from then on; a copy made is kept.
 */
export const markSettings = z.object({ visible_mark: z.boolean() });
export type MarkSettings = z.infer<typeof markSettings>;
export const markSettingsResponse = z.object({ data: markSettings });
export const markSettingsRequest = z.strictObject({
  visible_mark: z.boolean({ error: says('fieldBoolean', { field: 'visible mark' }) }),
});

/** The schemas of `marksCalls` (`calls/marks.ts`). */
export const marksSchemas = {
  lookup: leakUpload,
  report: { params: leakLookupParams, body: leakReportRequest, answers: { 201: leakReportResponse } },
  staffLookup: { params: adminUserParams, ...leakUpload },
  settings: { answers: { 200: markSettingsResponse } },
  saveSettings: { body: markSettingsRequest, answers: { 200: markSettingsResponse } },
  staffReports: { query: leakReportsQuery, answers: { 200: pageEnvelope(leakReport) } },
  staffRevoke: staffAction,
  staffSuspend: staffAction,
  staffClose: staffAction,
} as const satisfies SchemaTable;
