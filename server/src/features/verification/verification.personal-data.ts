import { asc, eq, sql } from 'drizzle-orm';
import { identityDocuments, identityVerificationRules } from '@pixel/contract';
import { identityVerifications } from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/**
 * The identity checks the person sent. They are records the anti-money-laundering rules keep for five
 * years after the account closes (decision 0106): the erasure dates their removal, and closes one still
 * waiting unread.
 */
export const verificationPersonalData: PersonalDataPart = {
  name: 'verification',
  export: {
    tables: [identityVerifications],
    async parts({ db, userId }) {
      // the photos stay with support (decision 0106)
      const rows = await db
        .select({
          legalName: identityVerifications.legalName,
          birthDate: identityVerifications.birthDate,
          address: identityVerifications.address,
          idType: identityVerifications.idType,
          status: identityVerifications.status,
          reason: identityVerifications.reason,
          createdAt: identityVerifications.createdAt,
          reviewedAt: identityVerifications.reviewedAt,
        })
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, userId))
        .orderBy(asc(identityVerifications.createdAt));
      return [
        part(
          'identity-verifications',
          'The details you sent to verify your identity, and what PIXEL support answered (the photos of your ID and your selfie are kept by PIXEL, not in this copy).',
          ({ col }) => [
            col('legal_name', (r) => r.legalName),
            col('birth_date', (r) => r.birthDate),
            col('address', (r) => r.address),
            col('id_type', (r) => identityDocuments[r.idType].label),
            col('status', (r) => r.status),
            // an approval's reason is support's own note; a rejection's was written to the person
            col('reason', (r) => (r.status === 'rejected' ? r.reason : null)),
            col('submitted_at', (r) => at(r.createdAt)),
            col('reviewed_at', (r) => at(r.reviewedAt)),
          ],
          rows,
        ),
      ];
    },
  },
  erase: {
    tables: [],
    async run(tx, { userId: u, at: erasedAt }) {
      await tx.execute(sql`
        update identity_verifications set status = 'rejected', reviewed_at = ${erasedAt.toISOString()},
          reason = 'The account was erased before the check.'
        where user_id = ${u} and status = 'pending'`);
      // and a first approval of it, waiting for a second staff member (decision 0121), goes with it
      await tx.execute(
        sql`delete from staff_approvals where subject_user_id = ${u} and action = 'identity.approve'`,
      );
      await tx.execute(sql`
        update identity_verifications
        set retain_until = ${erasedAt.toISOString()}::timestamptz
          + ${`${identityVerificationRules.keptYearsAfterErasure} years`}::interval
        where user_id = ${u}`);
    },
  },
  kept: [
    [
      identityVerifications,
      'kept, sealed, for five years after the account closes (decision 0106): the erasure sets the date they go',
    ],
  ],
};
