import { eq, sql } from 'drizzle-orm';
import { accountDeletions, users } from '../../db/schema/index.ts';
import { FORMER_MEMBER, type PersonalDataPart } from '../personal-data.ts';

/**
 * The account itself, last: its row stays as the anonymous tombstone every money record points at
 * (decision 0096), its address, password, names and images emptied and its page address freed.
 */
export const accountPersonalData: PersonalDataPart = {
  name: 'account-deletion',
  erase: {
    tables: [users],
    async gather(_tx, { email }) {
      return { addresses: email ? [email] : [] };
    },
    async run(tx, { userId: u, anonymousPageUrl, at }) {
      // the stored answers of the person's calls, which may hold bank details
      await tx.execute(sql`delete from idempotency_keys where scope = ${`user:${u}`}`);
      await tx
        .update(users)
        .set({
          email: null,
          passwordHash: null,
          emailVerifiedAt: null,
          pageUrl: anonymousPageUrl,
          pageName: FORMER_MEMBER,
          bio: null,
          avatar: null,
          avatarWh100: null,
          coverPhoto: null,
          coverVariants: null,
          deactivationReason: null,
          updatedAt: at,
        })
        .where(eq(users.id, u));
      await tx.update(accountDeletions).set({ erasedAt: at }).where(eq(accountDeletions.userId, u));
    },
  },
  notExported: [
    [
      accountDeletions,
      'the deletion itself: the deletion page shows when it was asked for and when it is due',
    ],
  ],
  kept: [[accountDeletions, 'that the account was erased, and when: times only']],
};
