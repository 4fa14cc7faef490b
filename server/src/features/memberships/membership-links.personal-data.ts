import { asc, eq, sql } from 'drizzle-orm';
import { membershipRetentionOffers, membershipRetentionTaken, users } from '../../db/schema/index.ts';
import { at, part, person, type PersonalDataPart } from '../personal-data.ts';

/**
 * Stay or go (decision 0150): the retention offers a member took, in their copy and kept (a record of the
 * price they agreed to); a creator's own offer is one of their choices, gone with the account.
 */
export const membershipLinksPersonalData: PersonalDataPart = {
  name: 'membership-links',
  export: {
    tables: [membershipRetentionTaken],
    async parts({ db, userId }) {
      const taken = await db
        .select({
          taken: membershipRetentionTaken,
          creatorPageUrl: users.pageUrl,
          creatorPageName: users.pageName,
        })
        .from(membershipRetentionTaken)
        .innerJoin(users, eq(users.id, membershipRetentionTaken.creatorUserId))
        .where(eq(membershipRetentionTaken.supporterUserId, userId))
        .orderBy(asc(membershipRetentionTaken.takenAt));
      return [
        part(
          'membership-offers-taken',
          'The offers you took instead of cancelling a membership: the creator, the percent off and the months it covered.',
          ({ col }) => [
            col('creator', (r) => person(r.creatorPageName, r.creatorPageUrl)),
            col('percent_off', (r) => r.taken.percent),
            col('months', (r) => r.taken.months),
            col('from', (r) => at(r.taken.discountFrom)),
            col('until', (r) => at(r.taken.discountUntil)),
            col('taken_at', (r) => at(r.taken.takenAt)),
          ],
          taken,
        ),
      ];
    },
  },
  erase: {
    tables: [membershipRetentionOffers],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from membership_retention_offers where creator_user_id = ${u}`);
    },
  },
  notExported: [
    [membershipRetentionOffers, "a creator's choice of the offer shown to members about to cancel"],
  ],
  kept: [
    [
      membershipRetentionTaken,
      'the record of a lower price agreed for a membership (decision 0096): ids, percent, months and times',
    ],
  ],
};
