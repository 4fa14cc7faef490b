import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffRoles } from '@pixel/contract';
import { users } from './accounts.ts';
import { createdAt, inList } from './columns.ts';

/**
 * The accounts that work at PIXEL, each with one role (decision 0098). Rows are written by the command line
 * (`npm run staff`), never by the API.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: staffRoles }).notNull(),
    createdAt: createdAt(),
  },
  () => [check('staff_members_role_check', sql.raw(`role in (${inList(staffRoles)})`))],
);

/**
 * What staff did and looked at: who, what, on whom, when, why, and the values before and after. Rows are
 * only ever added: a trigger refuses UPDATE, DELETE and TRUNCATE to every role (migration 0046). Values
 * that are a person's own (names, numbers) are kept masked, so the trail holds nothing an erasure would
 * have to remove (decision 0098).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    // no foreign keys: the trail outlives the staff member's and the person's rows; null for what was
    // done on the command line (npm run staff), where staff_email says so
    staffUserId: uuid('staff_user_id'),
    // the staff member's address when they acted: staff accounts are the company's, not a person's data
    staffEmail: text('staff_email').notNull(),
    staffRole: text('staff_role').notNull(),
    action: text('action').notNull(),
    subjectUserId: uuid('subject_user_id'),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at, t.id),
    index('staff_audit_staff_idx').on(t.staffUserId, t.at),
    index('staff_audit_subject_idx').on(t.subjectUserId, t.at),
    index('staff_audit_action_idx').on(t.action, t.at),
  ],
);

/** Notes staff leave each other on a person's page. */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectUserId: uuid('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffUserId: uuid('staff_user_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_notes_subject_idx').on(t.subjectUserId, t.createdAt)],
);

/** What needs a second staff member (decision 0121): every identity approval, a refund above the threshold. */
export const staffApprovalActions = ['identity.approve', 'payment.refund'] as const;
export type StaffApprovalAction = (typeof staffApprovalActions)[number];

/**
 * A first approval waiting for a different staff member to confirm it (decision 0121). The row goes when it
 * is confirmed (the action is then done, in the same transaction) or withdrawn; the audit trail keeps both
 * steps, so nothing here needs to outlive them.
 */
export const staffApprovals = pgTable(
  'staff_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action', { enum: staffApprovalActions }).notNull(),
    // what is approved: a verification's id, a payment's reference
    target: text('target').notNull(),
    subjectUserId: uuid('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // a refund's amount in centavos: the second staff member confirms this amount, not another
    amount: bigint('amount', { mode: 'number' }),
    staffUserId: uuid('staff_user_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    reason: text('reason').notNull(),
    // the app's time, which the development clock moves
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('staff_approvals_target_idx').on(t.action, t.target),
    index('staff_approvals_subject_idx').on(t.subjectUserId),
    check('staff_approvals_action_check', sql.raw(`action in (${inList(staffApprovalActions)})`)),
    check(
      'staff_approvals_amount_check',
      sql`(${t.action} = 'payment.refund') = (${t.amount} is not null) and (${t.amount} is null or ${t.amount} > 0)`,
    ),
  ],
);
