import { and, asc, eq, sql } from 'drizzle-orm';
import { statementLines, users } from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/** The people who signed up with the person's code, and what their payments earned them. */
export const referralsPersonalData: PersonalDataPart = {
  name: 'referrals',
  export: {
    tables: [users, statementLines],
    async parts({ db, userId }) {
      const earned = db
        .select({
          referredUserId: statementLines.referredUserId,
          total: sql<string>`sum(${statementLines.totalAmount})::text`.as('total'),
        })
        .from(statementLines)
        .where(and(eq(statementLines.userId, userId), eq(statementLines.type, 'referral_reward')))
        .groupBy(statementLines.referredUserId)
        .as('earned');
      const referred = await db
        .select({
          pageUrl: users.pageUrl,
          pageName: users.pageName,
          signedUpAt: users.createdAt,
          earned: earned.total,
        })
        .from(users)
        .leftJoin(earned, eq(earned.referredUserId, users.id))
        .where(eq(users.referredByUserId, userId))
        .orderBy(asc(users.createdAt), asc(users.id));
      return [
        part(
          'referrals',
          'The people who signed up with your referral code, and what their payments earned you.',
          ({ col, money }) => [
            col('page_name', (r) => r.pageName),
            col('page_url', (r) => r.pageUrl),
            col('signed_up_at', (r) => at(r.signedUpAt)),
            ...money('earned', (r) => Number(r.earned ?? 0)),
          ],
          referred,
        ),
      ];
    },
  },
};
