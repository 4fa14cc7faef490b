import { asc, eq, sql } from 'drizzle-orm';
import { blocks, follows, users } from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/** Who the person follows, who follows them, and whom they blocked. */
export const followsPersonalData: PersonalDataPart = {
  name: 'follows',
  export: {
    tables: [follows, blocks],
    async parts({ db, userId }) {
      const following = await db
        .select({ pageUrl: users.pageUrl, pageName: users.pageName, since: follows.createdAt })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followeeUserId))
        .where(eq(follows.followerUserId, userId))
        .orderBy(asc(follows.createdAt));
      const followers = await db
        .select({ pageUrl: users.pageUrl, pageName: users.pageName, since: follows.createdAt })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followerUserId))
        .where(eq(follows.followeeUserId, userId))
        .orderBy(asc(follows.createdAt));
      const blocked = await db
        .select({ pageUrl: users.pageUrl, pageName: users.pageName, since: blocks.createdAt })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedUserId))
        .where(eq(blocks.blockerUserId, userId))
        .orderBy(asc(blocks.createdAt));
      const people = (name: string, about: string, rows: typeof following) =>
        part(
          name,
          about,
          ({ col }) => [
            col('page_name', (r) => r.pageName),
            col('page_url', (r) => r.pageUrl),
            col('since', (r) => at(r.since)),
          ],
          rows,
        );
      return [
        people('following', 'The pages you follow.', following),
        people('followers', 'The people who follow your page.', followers),
        people('blocked', 'The people you blocked.', blocked),
      ];
    },
  },
  erase: {
    tables: [follows, blocks],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from follows where follower_user_id = ${u} or followee_user_id = ${u}`);
      await tx.execute(sql`delete from blocks where blocker_user_id = ${u} or blocked_user_id = ${u}`);
    },
  },
};
