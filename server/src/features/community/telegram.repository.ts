import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  membershipActiveAt,
  memberships,
  telegramGroups,
  telegramInvites,
  users,
} from '../../db/schema/index.ts';

export type TelegramInviteRow = typeof telegramInvites.$inferSelect;

// how long an instance holds a member's row while it talks to Telegram (each call gives up after 10 s)
const CLAIM_MS = 60_000;

/** Who should be in a creator's group now: every member whose membership is active. */
const desiredMembers = (now: Date) => sql`
  select ${telegramGroups.creatorUserId} as creator_user_id, ${memberships.supporterUserId} as member_user_id,
    ${telegramGroups.chatId} as chat_id
  from ${telegramGroups}
  join ${memberships} on ${memberships.creatorUserId} = ${telegramGroups.creatorUserId}
  where ${membershipActiveAt(now)}`;

const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

export function createTelegramRepository(db: Db) {
  return {
    groupOf: async (creatorUserId: string) =>
      (await db.select().from(telegramGroups).where(eq(telegramGroups.creatorUserId, creatorUserId)))[0] ??
      null,

    async connectGroup(creatorUserId: string, group: { chatId: string; title: string }, at: Date) {
      await db
        .insert(telegramGroups)
        .values({ creatorUserId, chatId: group.chatId, title: group.title, connectedAt: at })
        .onConflictDoUpdate({
          target: telegramGroups.creatorUserId,
          set: { chatId: group.chatId, title: group.title, connectedAt: at },
        });
    },

    /** The group let go, and PIXEL's record of who it invited there with it. */
    async disconnectGroup(creatorUserId: string) {
      await db.transaction(async (tx) => {
        await tx.delete(telegramInvites).where(eq(telegramInvites.creatorUserId, creatorUserId));
        await tx.delete(telegramGroups).where(eq(telegramGroups.creatorUserId, creatorUserId));
      });
    },

    /** Whether `member` should be in `creator`'s group now, and which. */
    async desiredFor(creatorUserId: string, memberUserId: string, now: Date) {
      const [row] = await rowsOf<{ chat_id: string }>(
        db.execute(
          sql`select * from (${desiredMembers(now)}) d where d.creator_user_id = ${creatorUserId} and d.member_user_id = ${memberUserId} limit 1`,
        ),
      );
      return row ? { chatId: row.chat_id } : null;
    },

    /**
     * The members to invite (active, with no live invite or place in the group) or to remove (no longer
     * active, still invited or in the group), whose last try is due and whom no instance holds.
     */
    async dueForSync(now: Date, limit: number, only: { creatorUserId?: string; memberUserId?: string }) {
      const rows = await rowsOf<{ creator_user_id: string; member_user_id: string }>(
        db.execute(sql`
          select coalesce(d.creator_user_id, y.creator_user_id) as creator_user_id,
            coalesce(d.member_user_id, y.member_user_id) as member_user_id
          from (${desiredMembers(now)}) d
          full join ${telegramInvites} y
            on y.creator_user_id = d.creator_user_id and y.member_user_id = d.member_user_id
          where (
              (d.member_user_id is not null and (
                y.member_user_id is null or y.state in ('removed', 'failed') or y.chat_id <> d.chat_id
                or (y.state = 'invited' and y.expires_at <= ${now})
              ))
              or (d.member_user_id is null and y.state in ('invited', 'joined', 'failed'))
            )
            and (y.retry_at is null or y.retry_at <= ${now})
            and (y.claimed_until is null or y.claimed_until <= ${now})
            and (${only.creatorUserId ?? null}::uuid is null or coalesce(d.creator_user_id, y.creator_user_id) = ${only.creatorUserId ?? null}::uuid)
            and (${only.memberUserId ?? null}::uuid is null or coalesce(d.member_user_id, y.member_user_id) = ${only.memberUserId ?? null}::uuid)
          limit ${limit}`),
      );
      return rows.map((row) => ({ creatorUserId: row.creator_user_id, memberUserId: row.member_user_id }));
    },

    /** Claims a member's row for `CLAIM_MS` (making it first): the row, or null when another instance holds it. */
    async claim(creatorUserId: string, memberUserId: string, chatId: string, now: Date) {
      await db
        .insert(telegramInvites)
        .values({ creatorUserId, memberUserId, chatId, state: 'removed' })
        .onConflictDoNothing();
      const [row] = await db
        .update(telegramInvites)
        .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(
          and(
            eq(telegramInvites.creatorUserId, creatorUserId),
            eq(telegramInvites.memberUserId, memberUserId),
            or(isNull(telegramInvites.claimedUntil), lt(telegramInvites.claimedUntil, now)),
          ),
        )
        .returning();
      return row ?? null;
    },

    async release(
      creatorUserId: string,
      memberUserId: string,
      change: Partial<Omit<TelegramInviteRow, 'creatorUserId' | 'memberUserId'>>,
      at: Date,
    ) {
      await db
        .update(telegramInvites)
        .set({ ...change, claimedUntil: null, updatedAt: at })
        .where(
          and(
            eq(telegramInvites.creatorUserId, creatorUserId),
            eq(telegramInvites.memberUserId, memberUserId),
          ),
        );
    },

    /** Who joined by a link PIXEL made: the member's place is theirs. */
    async joined(chatId: string, inviteLink: string, telegramUserId: string, at: Date) {
      await db
        .update(telegramInvites)
        .set({ telegramUserId, state: 'joined', inviteLink: null, expiresAt: null, updatedAt: at })
        .where(and(eq(telegramInvites.chatId, chatId), eq(telegramInvites.inviteLink, inviteLink)));
    },

    /** Whom an invite is mailed to, and in which language, with the creator's page name. */
    async mailParts(creatorUserId: string, memberUserId: string) {
      const [member] = await db
        .select({ email: users.email, language: users.language, name: users.pageName })
        .from(users)
        .where(eq(users.id, memberUserId));
      const [creator] = await db
        .select({ name: users.pageName })
        .from(users)
        .where(eq(users.id, creatorUserId));
      return member && creator ? { member, creatorName: creator.name } : null;
    },

    /** A member's invites and places, with their creators' pages and groups. */
    invitesOf: (memberUserId: string) =>
      db
        .select({
          invite: telegramInvites,
          pageUrl: users.pageUrl,
          pageName: users.pageName,
          title: telegramGroups.title,
        })
        .from(telegramInvites)
        .innerJoin(telegramGroups, eq(telegramGroups.creatorUserId, telegramInvites.creatorUserId))
        .innerJoin(users, eq(users.id, telegramInvites.creatorUserId))
        .where(
          and(eq(telegramInvites.memberUserId, memberUserId), sql`${telegramInvites.state} <> 'removed'`),
        )
        .orderBy(asc(users.pageName)),
  };
}

export type TelegramRepository = ReturnType<typeof createTelegramRepository>;
