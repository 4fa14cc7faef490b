import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  discordAccounts,
  discordRoleSyncs,
  discordServers,
  discordTierRoles,
  membershipActiveAt,
  memberships,
  membershipTiers,
  users,
} from '../../db/schema/index.ts';

export type DiscordSyncRow = typeof discordRoleSyncs.$inferSelect;

/** The role a member should have now in their creator's server, or null for none. */
export interface DesiredRole {
  guildId: string;
  roleId: string;
  discordUserId: string;
}

// how long an instance holds a member's row while it talks to Discord (each call gives up after 10 s)
const CLAIM_MS = 60_000;

/** What a member's membership asks for now: the mapped role of an active membership's tier, with a linked account. */
const desiredRoles = (now: Date) => sql`
  select ${discordServers.creatorUserId} as creator_user_id, ${memberships.supporterUserId} as member_user_id,
    ${discordServers.guildId} as guild_id, ${discordTierRoles.roleId} as role_id,
    ${discordAccounts.discordUserId} as discord_user_id
  from ${discordServers}
  join ${memberships} on ${memberships.creatorUserId} = ${discordServers.creatorUserId}
  join ${discordTierRoles} on ${discordTierRoles.tierId} = ${memberships.tierId}
  join ${discordAccounts} on ${discordAccounts.userId} = ${memberships.supporterUserId}
  where ${membershipActiveAt(now)}`;

const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

export function createDiscordRepository(db: Db) {
  const serverOf = async (creatorUserId: string, tx: Db | Tx = db) =>
    (await tx.select().from(discordServers).where(eq(discordServers.creatorUserId, creatorUserId)))[0] ??
    null;

  /** A creator's members as their roles stand, the ones that need the creator's eye first. */
  const membersOf = (creatorUserId: string, at: { limit: number; offset: number }, memberUserId?: string) =>
    db
      .select({
        sync: discordRoleSyncs,
        memberName: users.pageName,
        pageUrl: users.pageUrl,
        username: discordAccounts.username,
        tierName: membershipTiers.name,
      })
      .from(discordRoleSyncs)
      .innerJoin(users, eq(users.id, discordRoleSyncs.memberUserId))
      .leftJoin(discordAccounts, eq(discordAccounts.userId, discordRoleSyncs.memberUserId))
      .leftJoin(
        memberships,
        and(
          eq(memberships.creatorUserId, discordRoleSyncs.creatorUserId),
          eq(memberships.supporterUserId, discordRoleSyncs.memberUserId),
        ),
      )
      .leftJoin(membershipTiers, eq(membershipTiers.id, memberships.tierId))
      .where(
        and(
          eq(discordRoleSyncs.creatorUserId, creatorUserId),
          memberUserId ? eq(discordRoleSyncs.memberUserId, memberUserId) : undefined,
        ),
      )
      .orderBy(
        sql`case ${discordRoleSyncs.state} when 'failed' then 0 when 'waiting' then 1 when 'pending' then 2 else 3 end`,
        desc(discordRoleSyncs.updatedAt),
        asc(discordRoleSyncs.memberUserId),
      )
      .limit(at.limit)
      .offset(at.offset);

  return {
    serverOf,

    /** Connects a server; a different server than before drops the tiers' roles, which were the other's. */
    async connectServer(creatorUserId: string, guild: { id: string; name: string }, at: Date) {
      await db.transaction(async (tx) => {
        const before = await serverOf(creatorUserId, tx);
        if (before && before.guildId !== guild.id)
          await tx.delete(discordTierRoles).where(eq(discordTierRoles.creatorUserId, creatorUserId));
        await tx
          .insert(discordServers)
          .values({ creatorUserId, guildId: guild.id, guildName: guild.name, connectedAt: at })
          .onConflictDoUpdate({
            target: discordServers.creatorUserId,
            set: { guildId: guild.id, guildName: guild.name, connectedAt: at },
          });
      });
    },

    async disconnectServer(creatorUserId: string) {
      await db.transaction(async (tx) => {
        await tx.delete(discordTierRoles).where(eq(discordTierRoles.creatorUserId, creatorUserId));
        await tx.delete(discordServers).where(eq(discordServers.creatorUserId, creatorUserId));
      });
    },

    /** The creator's tiers still offered or held (not archived), each with its role. */
    tiersWithRoles: (creatorUserId: string) =>
      db
        .select({ tierId: membershipTiers.id, name: membershipTiers.name, roleId: discordTierRoles.roleId })
        .from(membershipTiers)
        .leftJoin(discordTierRoles, eq(discordTierRoles.tierId, membershipTiers.id))
        .where(and(eq(membershipTiers.creatorUserId, creatorUserId), ne(membershipTiers.status, 'archived')))
        .orderBy(asc(membershipTiers.position), asc(membershipTiers.createdAt)),

    /** Which of `tierIds` are the creator's own tiers. */
    async ownTiers(creatorUserId: string, tierIds: string[]) {
      if (!tierIds.length) return new Set<string>();
      const rows = await db
        .select({ id: membershipTiers.id })
        .from(membershipTiers)
        .where(and(eq(membershipTiers.creatorUserId, creatorUserId), inArray(membershipTiers.id, tierIds)));
      return new Set(rows.map((row) => row.id));
    },

    async setRoles(creatorUserId: string, roles: { tierId: string; roleId: string | null }[]) {
      if (!roles.length) return;
      await db.transaction(async (tx) => {
        const tierIds = roles.map((role) => role.tierId);
        await tx.delete(discordTierRoles).where(inArray(discordTierRoles.tierId, tierIds));
        const given = roles.filter((role) => role.roleId !== null);
        if (given.length)
          await tx
            .insert(discordTierRoles)
            .values(given.map((role) => ({ tierId: role.tierId, creatorUserId, roleId: role.roleId! })));
      });
    },

    accountOf: async (userId: string) =>
      (await db.select().from(discordAccounts).where(eq(discordAccounts.userId, userId)))[0] ?? null,

    /** Links a Discord account; false when it is linked to another PIXEL account already. */
    async linkAccount(userId: string, account: { id: string; username: string }, at: Date) {
      const taken = await db
        .select({ userId: discordAccounts.userId })
        .from(discordAccounts)
        .where(and(eq(discordAccounts.discordUserId, account.id), ne(discordAccounts.userId, userId)));
      if (taken.length) return false;
      await db
        .insert(discordAccounts)
        .values({ userId, discordUserId: account.id, username: account.username, linkedAt: at })
        .onConflictDoUpdate({
          target: discordAccounts.userId,
          set: { discordUserId: account.id, username: account.username, linkedAt: at },
        });
      return true;
    },

    unlinkAccount: (userId: string) => db.delete(discordAccounts).where(eq(discordAccounts.userId, userId)),

    /** The role `member` should have in `creator`'s server now. */
    async desiredFor(creatorUserId: string, memberUserId: string, now: Date) {
      const [row] = await rowsOf<{ guild_id: string; role_id: string; discord_user_id: string }>(
        db.execute(
          sql`select * from (${desiredRoles(now)}) d where d.creator_user_id = ${creatorUserId} and d.member_user_id = ${memberUserId} limit 1`,
        ),
      );
      return row
        ? ({ guildId: row.guild_id, roleId: row.role_id, discordUserId: row.discord_user_id } as DesiredRole)
        : null;
    },

    /**
     * The members whose role differs from what their membership asks for now, or whose last try failed and
     * is due again, and whom no instance holds: at most `limit`, of one creator or one member when told.
     */
    async dueForSync(now: Date, limit: number, only: { creatorUserId?: string; memberUserId?: string }) {
      const rows = await rowsOf<{ creator_user_id: string; member_user_id: string }>(
        db.execute(sql`
          select coalesce(d.creator_user_id, y.creator_user_id) as creator_user_id,
            coalesce(d.member_user_id, y.member_user_id) as member_user_id
          from (${desiredRoles(now)}) d
          full join ${discordRoleSyncs} y
            on y.creator_user_id = d.creator_user_id and y.member_user_id = d.member_user_id
          where (
              d.role_id is distinct from y.applied_role_id
              or d.guild_id is distinct from y.applied_guild_id
              or d.discord_user_id is distinct from y.applied_discord_user_id
              or y.state <> 'synced'
            )
            and (y.retry_at is null or y.retry_at <= ${now})
            and (y.claimed_until is null or y.claimed_until <= ${now})
            and (${only.creatorUserId ?? null}::uuid is null or coalesce(d.creator_user_id, y.creator_user_id) = ${only.creatorUserId ?? null}::uuid)
            and (${only.memberUserId ?? null}::uuid is null or coalesce(d.member_user_id, y.member_user_id) = ${only.memberUserId ?? null}::uuid)
          limit ${limit}`),
      );
      return rows.map((row) => ({ creatorUserId: row.creator_user_id, memberUserId: row.member_user_id }));
    },

    /**
     * Claims a member's row for `CLAIM_MS` (making it first): the row, or null when another instance holds
     * it. Two instances claiming at once: the second's update waits for the first's and then finds it held.
     */
    async claim(creatorUserId: string, memberUserId: string, now: Date) {
      await db.insert(discordRoleSyncs).values({ creatorUserId, memberUserId }).onConflictDoNothing();
      const [row] = await db
        .update(discordRoleSyncs)
        .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(
          and(
            eq(discordRoleSyncs.creatorUserId, creatorUserId),
            eq(discordRoleSyncs.memberUserId, memberUserId),
            or(isNull(discordRoleSyncs.claimedUntil), lt(discordRoleSyncs.claimedUntil, now)),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Writes what the sync did and lets the row go. */
    async release(
      creatorUserId: string,
      memberUserId: string,
      change: Partial<Omit<DiscordSyncRow, 'creatorUserId' | 'memberUserId'>>,
      at: Date,
    ) {
      const [row] = await db
        .update(discordRoleSyncs)
        .set({ ...change, claimedUntil: null, updatedAt: at })
        .where(
          and(
            eq(discordRoleSyncs.creatorUserId, creatorUserId),
            eq(discordRoleSyncs.memberUserId, memberUserId),
          ),
        )
        .returning();
      return row!;
    },

    membersOf,

    async membersOfOne(creatorUserId: string, memberUserId: string) {
      const [row] = await membersOf(creatorUserId, { limit: 1, offset: 0 }, memberUserId);
      return row ?? null;
    },

    countMembersOf: (creatorUserId: string) =>
      db.$count(discordRoleSyncs, eq(discordRoleSyncs.creatorUserId, creatorUserId)),

    /** Makes a member's row due at once, for the creator's retry. */
    async dueNow(creatorUserId: string, memberUserId: string) {
      const [row] = await db
        .update(discordRoleSyncs)
        .set({ retryAt: null })
        .where(
          and(
            eq(discordRoleSyncs.creatorUserId, creatorUserId),
            eq(discordRoleSyncs.memberUserId, memberUserId),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type DiscordRepository = ReturnType<typeof createDiscordRepository>;
