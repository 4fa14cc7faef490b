import type { AuditEntry } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { Staff } from '../../plugins/staff-only.ts';
import type { AuditRepository } from './audit.repository.ts';
import type { StaffRules } from './staff-rules.service.ts';

export type { StaffRules } from './staff-rules.service.ts';

/** A staff action or look as its feature tells it: the staff member's name and the time are added here. */
export interface AuditLine {
  action: string;
  subjectUserId: string;
  reason?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * How a feature writes its staff action (or a staff look at personal data) to the audit trail, in that
 * action's transaction (decision 0098). A change on the staff member's own records, or on an account whose
 * staff role is above theirs, is refused (403) and its transaction with it (decision 0121).
 */
export interface StaffAudit {
  record: (handle: Db | Tx, staff: Staff, line: AuditLine) => Promise<void>;
}

/**
 * The audit lines of looks at personal data. Every other line is of a change, which staff may not make on
 * their own records nor on an account whose staff role is above theirs (decision 0121); a look is allowed,
 * and audited, as reading is how a case is handed to the right colleague.
 */
const looks = new Set([
  'person.view',
  'person.reveal',
  'identity.view',
  'identity.file_view',
  'tax.view',
  'tax.certificate_view',
]);

const PER_PAGE = 20;

export function createAuditService(deps: {
  repository: AuditRepository;
  rules: Pick<StaffRules, 'mayActOn'>;
  now: () => Date;
}) {
  const { repository, rules, now } = deps;

  return {
    /** Writes an audit line, after checking that a change is not on the staff member's own or a higher account. */
    async record(handle: Db | Tx, staff: Staff, line: AuditLine) {
      if (!looks.has(line.action)) await rules.mayActOn(handle, staff, [line.subjectUserId]);
      await repository.record(handle, {
        at: now(),
        staffUserId: staff.userId,
        staffEmail: staff.email,
        staffRole: staff.role,
        ...line,
      });
    },

    /** The trail as staff who may read it see it, newest first, filtered by staff member, person and action. */
    async list(input: { staff?: string; userId?: string; action?: string; page: number }) {
      const { rows, total } = await repository.list({
        staffEmail: input.staff,
        userId: input.userId,
        action: input.action,
        page: input.page,
        perPage: PER_PAGE,
      });
      return {
        data: rows.map((row): AuditEntry => ({
          id: row.id,
          at: row.at.toISOString(),
          staff_user_id: row.staffUserId,
          staff_email: row.staffEmail,
          staff_role: row.staffRole,
          action: row.action,
          subject_user_id: row.subjectUserId,
          reason: row.reason,
          before: row.before ?? null,
          after: row.after ?? null,
        })),
        meta: pageMeta({ page: input.page, perPage: PER_PAGE, total }),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
