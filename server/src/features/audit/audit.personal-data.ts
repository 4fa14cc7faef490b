import { sql } from 'drizzle-orm';
import { staffApprovals, staffAudit, staffMembers } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../personal-data.ts';

/** A staff role of the person's, and the trail of what staff did (decision 0098). */
export const auditPersonalData: PersonalDataPart = {
  name: 'audit',
  erase: {
    tables: [staffMembers],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from staff_members where user_id = ${u}`);
    },
  },
  notExported: [
    [staffMembers, "a role at PIXEL: a staff account is the company's, not the person's"],
    [staffAudit, "the trail of staff's actions, the company's record"],
    [staffApprovals, 'a first approval waiting for a second staff member, for the staff who act on it'],
  ],
  kept: [
    [
      staffAudit,
      'only ever added to, refused any change by a trigger: it holds ids and masked values, nothing an erasure removes (decision 0098)',
    ],
    [
      staffApprovals,
      "an approval waiting for a second staff member goes when confirmed or withdrawn (decision 0121); one of the person's identity check goes with the check",
    ],
  ],
};
