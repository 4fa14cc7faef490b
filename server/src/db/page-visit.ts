import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { sessionRead, type ReadWithSession, type SessionParams } from '../plugins/session.ts';
import type { Db } from './client.ts';
import { writtenLimit } from './paginate.ts';
import { withCompiledRows } from './row-mapper.ts';
import {
  blocks,
  creatorCounts,
  follows,
  gifts,
  photoPostCounts,
  photoPosts,
  purchases,
  users,
} from './schema/index.ts';

const creatorAt = and(eq(users.pageUrl, sql.placeholder('pageUrl')), eq(users.status, 'active'));

type Extra = Record<string, SQL.Aliased | SQL>;

/** What a page shows of its creator, and what its tabs ask of them: never the account's private fields. */
const creatorColumns = {
  id: users.id,
  status: users.status,
  pageUrl: users.pageUrl,
  pageName: users.pageName,
  bio: users.bio,
  avatar: users.avatar,
  avatarWh100: users.avatarWh100,
  coverPhoto: users.coverPhoto,
  coverVariants: users.coverVariants,
  donationCount: users.donationCount,
  followerCount: users.followerCount,
};

/** The visit's columns for `viewer` (null: signed out), the creator being `users`. */
const visitColumns = (viewer: Placeholder | SQL) => ({
  creator: creatorColumns,
  creatorCounts,
  photoPostCounts,
  blocked: sql<boolean>`exists (select 1 from ${blocks}
    where ${blocks.blockerUserId} = ${users.id} and ${blocks.blockedUserId} = ${viewer})`,
  following: sql<boolean>`exists (select 1 from ${follows}
    where ${follows.followerUserId} = ${viewer} and ${follows.followeeUserId} = ${users.id})`,
  // a refunded gift was given back: it no longer opens supporters-only posts (decision 0104)
  supported: sql<boolean>`exists (select 1 from ${gifts} where ${gifts.supporterUserId} = ${viewer}
    and ${gifts.creatorUserId} = ${users.id} and ${gifts.settledAt} is not null
    and ${gifts.refundedAt} is null)`,
  // the creator's posts this viewer bought that the page no longer lists (unpublished, or deleted
  // within their grace; never one staff hid): the viewer's Snap tab shows them beyond the creator's published posts
  boughtBeyond: sql<number>`(select count(*) from ${purchases}
    inner join ${photoPosts} on ${photoPosts.id} = ${purchases.postId}
    where ${purchases.buyerUserId} = ${viewer} and ${purchases.settledAt} is not null
      and not ${purchases.isRepeat} and ${purchases.revokedAt} is null
      and ${photoPosts.userId} = ${users.id}
      and not (${photoPosts.deletedAt} is null and ${photoPosts.isPublished})
      and ${photoPosts.hiddenAt} is null
      and (${photoPosts.deletedAt} is null or ${photoPosts.availableUntil} > now()))::int`.mapWith(Number),
});

/**
 * What every creator page and tab asks first: the creator, their counts, and what this viewer is to them,
 * in one round trip, its SQL built once and planned once per connection, its rows mapped by a function
 * written for its columns (`withCompiledRows`). `extra` adds columns of the same
 * row (the creator is `users`, the viewer the placeholder `viewer`, or the SQL given as `viewer`): what a
 * page shows first, read with it.
 */
export function pageVisitQuery<E extends Extra, V extends Placeholder | SQL = Placeholder>(
  db: Db,
  name: string,
  extra: (viewer: V) => E,
  viewer: V = sql.placeholder('viewer') as V,
) {
  return withCompiledRows(
    db
      .select({ ...visitColumns(viewer), ...extra(viewer) })
      .from(users)
      .leftJoin(creatorCounts, eq(creatorCounts.userId, users.id))
      .leftJoin(photoPostCounts, eq(photoPostCounts.userId, users.id))
      .where(creatorAt)
      .limit(writtenLimit(1))
      .prepare(name),
  );
}

/**
 * The visit with the viewer's session read in the same statement (decision 0115): the viewer is the one
 * the session's placeholders find (`sessionRead`), and the row carries the session and that viewer's id.
 * A request without a session cookie takes a statement of its own, without the session's joins and
 * columns: there is nobody to find, so its viewer is null, and so is its session (decision 0117).
 */
export function sessionPageVisitQuery<E extends Extra>(db: Db, name: string, extra: (viewer: SQL) => E) {
  const viewer = sessionRead.viewerId;
  const query = db
    .select({ ...visitColumns(viewer), ...extra(viewer), viewerId: viewer, session: sessionRead.columns })
    .from(users)
    .leftJoin(creatorCounts, eq(creatorCounts.userId, users.id))
    .leftJoin(photoPostCounts, eq(photoPostCounts.userId, users.id))
    .where(creatorAt)
    .$dynamic();
  const prepared = withCompiledRows(sessionRead.join(query).limit(writtenLimit(1)).prepare(name));
  const visitor = pageVisitQuery(db, `${name}_visitor`, extra, sql<string | null>`null::uuid`);
  type Row = Omit<Awaited<ReturnType<typeof prepared.execute>>[number], 'session'> & {
    session: ReadWithSession<unknown>['session'];
  };
  return {
    execute: async (params: { pageUrl: string } & SessionParams & Record<string, unknown>) => {
      // the session's columns come from joins the builder's types do not follow
      if (params.sessionHash !== null) return (await prepared.execute(params)) as unknown as Row[];
      const rows = await visitor.execute(params);
      for (const row of rows) Object.assign(row, { viewerId: null, session: null });
      return rows as unknown as Row[];
    },
  };
}

/** A page's visit as `pageVisitQuery` reads it, before it is a `PageVisit`. */
export type PageVisitRow = Awaited<ReturnType<ReturnType<typeof pageVisitQuery>['execute']>>[number];
