import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { blocks, follows, users } from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import { paginate } from '../../db/paginate.ts';
import { containsPattern } from '../../lib/pagination.ts';

export type ListKind = 'following' | 'follower' | 'blocked';

export function createFollowsRepository(db: Db) {
  return {
    async findUserByPageUrl(pageUrl: string) {
      const [row] = await db
        .select({ id: users.id, pageUrl: users.pageUrl, status: users.status })
        .from(users)
        .where(eq(users.pageUrl, pageUrl))
        .limit(1);
      return row ?? null;
    },

    /**
     * Takes both people's rows in id order, so a follow and a block between the same two people run one
     * after the other (a follow cannot slip in beside a block) and never deadlock.
     */
    async lockPair(tx: Tx, a: string, b: string) {
      await tx.execute(sql`
        select 1 from users where id in (${a}::uuid, ${b}::uuid) order by id for no key update`);
    },

    async isBlocked(executor: Db | Tx, blockerId: string, blockedId: string) {
      const [row] = await executor
        .select({ one: sql`1` })
        .from(blocks)
        .where(and(eq(blocks.blockerUserId, blockerId), eq(blocks.blockedUserId, blockedId)))
        .limit(1);
      return Boolean(row);
    },

    /** A second follow is a no-op: the primary key says so and the counter trigger never fires twice. */
    async follow(tx: Tx, followerId: string, followeeId: string) {
      await tx
        .insert(follows)
        .values({ followerUserId: followerId, followeeUserId: followeeId })
        .onConflictDoNothing();
    },

    async unfollow(executor: Db | Tx, followerId: string, followeeId: string) {
      await executor
        .delete(follows)
        .where(and(eq(follows.followerUserId, followerId), eq(follows.followeeUserId, followeeId)));
    },

    /** The block and the end of both follows, in the caller's transaction. */
    async block(tx: Tx, blockerId: string, blockedId: string) {
      await tx
        .insert(blocks)
        .values({ blockerUserId: blockerId, blockedUserId: blockedId })
        .onConflictDoNothing();
      await tx
        .delete(follows)
        .where(
          or(
            and(eq(follows.followerUserId, blockerId), eq(follows.followeeUserId, blockedId)),
            and(eq(follows.followerUserId, blockedId), eq(follows.followeeUserId, blockerId)),
          ),
        );
    },

    async unblock(blockerId: string, blockedId: string) {
      await db
        .delete(blocks)
        .where(and(eq(blocks.blockerUserId, blockerId), eq(blocks.blockedUserId, blockedId)));
    },

    /** Where two people stand, read in one statement. */
    async relation(me: string, other: string) {
      const result = await db.execute(sql`
        select
          (select follower_count from users where id = ${other}::uuid) as follower_count,
          (select follower_count from users where id = ${me}::uuid) as own_follower_count,
          exists (select 1 from follows where follower_user_id = ${me}::uuid and followee_user_id = ${other}::uuid) as is_following,
          exists (select 1 from follows where follower_user_id = ${other}::uuid and followee_user_id = ${me}::uuid) as follows_you,
          exists (select 1 from blocks where blocker_user_id = ${me}::uuid and blocked_user_id = ${other}::uuid) as is_blocked`);
      const [row] = rowsOf<{
        follower_count: number;
        own_follower_count: number;
        is_following: boolean;
        follows_you: boolean;
        is_blocked: boolean;
      }>(result);
      return row!;
    },

    /** People the user follows, who follow the user, or whom the user blocked; newest first. */
    async list(input: { kind: ListKind; userId: string; search?: string; page: number; perPage: number }) {
      const link =
        input.kind === 'following'
          ? {
              table: follows,
              mine: follows.followerUserId,
              theirs: follows.followeeUserId,
              at: follows.createdAt,
            }
          : input.kind === 'follower'
            ? {
                table: follows,
                mine: follows.followeeUserId,
                theirs: follows.followerUserId,
                at: follows.createdAt,
              }
            : {
                table: blocks,
                mine: blocks.blockerUserId,
                theirs: blocks.blockedUserId,
                at: blocks.createdAt,
              };
      const pattern = input.search ? containsPattern(input.search) : null;
      const where = and(
        eq(link.mine, input.userId),
        // a deactivated account has no page to link to, so it leaves the lists until it comes back
        input.kind === 'blocked' ? undefined : eq(users.status, 'active'),
        pattern ? or(ilike(users.pageName, pattern), ilike(users.pageUrl, pattern)) : undefined,
      );
      return paginate(
        input,
        db
          .select({
            pageUrl: users.pageUrl,
            pageName: users.pageName,
            avatar: users.avatar,
            avatarWh100: users.avatarWh100,
          })
          .from(link.table)
          .innerJoin(users, eq(users.id, link.theirs))
          .where(where)
          .orderBy(desc(link.at), desc(users.id)),
        db.$count(sql`${link.table} inner join ${users} on ${eq(users.id, link.theirs)}`, where),
      );
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
