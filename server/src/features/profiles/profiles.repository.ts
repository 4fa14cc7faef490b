import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { blocks, foldAccents, users } from '../../db/schema/index.ts';
import { paginate } from '../../db/paginate.ts';
import { pageVisitQuery, sessionPageVisitQuery } from '../../db/page-visit.ts';
import type { SessionParams } from '../../plugins/session.ts';
import { containsPattern } from '../../lib/pagination.ts';

export type ProfileRow = typeof users.$inferSelect;

export function createProfilesRepository(db: Db) {
  const visitQuery = pageVisitQuery(db, 'page_visit', () => ({}));
  const sessionVisitQuery = sessionPageVisitQuery(db, 'page_visit_session', () => ({}));

  return {
    /** An active creator's page as one viewer (null: signed out) comes to it. */
    async visit(pageUrl: string, viewerId: string | null) {
      const [row] = await visitQuery.execute({ pageUrl, viewer: viewerId });
      return row ?? null;
    },

    /** The page as the session `session` names comes to it, the session read with it (decision 0115). */
    async visitAsSession(pageUrl: string, session: SessionParams) {
      const [row] = await sessionVisitQuery.execute({ pageUrl, ...session });
      return row ?? null;
    },

    async isSuspended(pageUrl: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.pageUrl, pageUrl), eq(users.status, 'suspended')))
        .limit(1);
      return row !== undefined;
    },

    /** Only an active account has a public page: not an unverified or deactivated one. */
    async findActiveByPageUrl(pageUrl: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.pageUrl, pageUrl), eq(users.status, 'active')))
        .limit(1);
      return row ?? null;
    },

    /** An active account by id: a payment's payee as its page shows them. */
    async findActiveById(id: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.status, 'active')))
        .limit(1);
      return row ?? null;
    },

    /** Public creator pages (active accounts), most recently changed first: the sitemap. */
    async listPublicPages(limit: number) {
      return db
        .select({ pageUrl: users.pageUrl, updatedAt: users.updatedAt })
        .from(users)
        .where(eq(users.status, 'active'))
        .orderBy(desc(users.updatedAt))
        .limit(limit);
    },

    async update(executor: Db | Tx, userId: string, values: Partial<typeof users.$inferInsert>) {
      const [row] = await executor
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return row!;
    },

    async search(input: { viewerId: string | null; search?: string; page: number; perPage: number }) {
      // accents count for nothing: 'Pena' and 'Peña' find 'Peña' (page names are compared folded)
      const pattern = input.search ? containsPattern(foldAccents(input.search)) : null;
      const where = and(
        eq(users.status, 'active'),
        pattern ? or(ilike(users.pageNameFolded, pattern), ilike(users.pageUrl, pattern)) : undefined,
        // nobody finds a creator who blocked them
        input.viewerId
          ? sql`not exists (select 1 from ${blocks} where ${blocks.blockerUserId} = ${users.id} and ${blocks.blockedUserId} = ${input.viewerId})`
          : undefined,
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
          .from(users)
          .where(where)
          // an exact page url first, then the most followed
          .orderBy(
            sql`${users.pageUrl} = ${input.search?.toLowerCase() ?? ''} desc`,
            sql`${users.followerCount} desc`,
            asc(users.pageUrl),
          ),
        db.$count(users, where),
      );
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
