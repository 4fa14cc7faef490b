import { and, desc, eq, ilike } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { staffAudit } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/pagination.ts';

export type AuditInsert = typeof staffAudit.$inferInsert;

/** The audit trail's queries: a line written, and the lines staff read, newest first. */
export function createAuditRepository(db: Db) {
  return {
    /** Writes a line of the audit trail in `handle`'s transaction, with the change it records. */
    async record(handle: Db | Tx, entry: AuditInsert) {
      await handle.insert(staffAudit).values(entry);
    },

    async list(input: {
      staffEmail?: string;
      userId?: string;
      action?: string;
      page: number;
      perPage: number;
    }) {
      const where = and(
        input.staffEmail ? ilike(staffAudit.staffEmail, containsPattern(input.staffEmail)) : undefined,
        input.userId ? eq(staffAudit.subjectUserId, input.userId) : undefined,
        input.action ? eq(staffAudit.action, input.action) : undefined,
      );
      return paginate(
        input,
        db.select().from(staffAudit).where(where).orderBy(desc(staffAudit.at), desc(staffAudit.id)),
        db.$count(staffAudit, where),
      );
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
