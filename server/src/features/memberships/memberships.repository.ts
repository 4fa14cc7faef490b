import { and, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import {
  membershipActiveAt as activeAt,
  membershipRunsAt as runsAt,
  memberships,
  membershipTiers,
  users,
} from '../../db/schema/index.ts';
import { createMembershipPaymentQueries } from './membership-payments.repository.ts';
import { createRenewalQueries } from './membership-renewals.repository.ts';
import { createTierQueries } from './membership-tiers.repository.ts';
import { createTrialQueries } from './membership-trials.repository.ts';

export type TierRow = typeof membershipTiers.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type { MembershipPaymentRow } from './membership-payments.repository.ts';

const personColumns = {
  pageUrl: users.pageUrl,
  pageName: users.pageName,
  avatar: users.avatar,
  avatarWh100: users.avatarWh100,
};

/**
 * Memberships and who holds them; the queries of tiers (membership-tiers), of payments
 * (membership-payments) and of the renewals job (membership-renewals) are part of it.
 */
export function createMembershipsRepository(db: Db) {
  return {
    ...createTierQueries(db),
    ...createMembershipPaymentQueries(db),
    ...createRenewalQueries(db),
    ...createTrialQueries(db),

    async membershipOf(executor: Db | Tx, creatorUserId: string, supporterUserId: string, lock = false) {
      const query = executor
        .select()
        .from(memberships)
        .where(
          and(eq(memberships.creatorUserId, creatorUserId), eq(memberships.supporterUserId, supporterUserId)),
        )
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The membership a provider's subscription renews (its handle), locked (decision 0127). */
    async bySubscription(tx: Tx, subscriptionId: string) {
      const [row] = await tx
        .select()
        .from(memberships)
        .where(eq(memberships.recurringToken, subscriptionId))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async findMembership(executor: Db | Tx, membershipId: string, lock = false) {
      const query = executor.select().from(memberships).where(eq(memberships.id, membershipId)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async insertMembership(tx: Tx, values: typeof memberships.$inferInsert) {
      const [row] = await tx.insert(memberships).values(values).returning();
      return row!;
    },

    async updateMembership(executor: Db | Tx, membershipId: string, values: Partial<MembershipRow>) {
      const [row] = await executor
        .update(memberships)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(memberships.id, membershipId))
        .returning();
      return row!;
    },

    /** A supporter's memberships with their creators and tiers. */
    async mine(supporterUserId: string) {
      const nextTier = sql<
        string | null
      >`(select name from membership_tiers where id = ${memberships.nextTierId})`;
      return db
        .select({
          membership: memberships,
          tier: membershipTiers,
          creator: personColumns,
          nextTierName: nextTier,
        })
        .from(memberships)
        .innerJoin(membershipTiers, eq(membershipTiers.id, memberships.tierId))
        .innerJoin(users, eq(users.id, memberships.creatorUserId))
        .where(eq(memberships.supporterUserId, supporterUserId))
        .orderBy(desc(memberships.endsAt));
    },

    /** A creator's members, filtered, newest members first; `limit` null for all of them (the export). */
    async members(input: {
      creatorUserId: string;
      now: Date;
      search?: string;
      tierId?: string;
      status?: 'active' | 'lapsed';
      limit: number | null;
      offset: number;
    }) {
      const { now } = input;
      const filters = and(
        eq(memberships.creatorUserId, input.creatorUserId),
        input.tierId ? eq(memberships.tierId, input.tierId) : undefined,
        input.status === 'active'
          ? activeAt(now)
          : input.status === 'lapsed'
            ? sql`not ${runsAt(now)}`
            : undefined,
        input.search
          ? sql`(${users.pageName} ilike ${`%${escapeLike(input.search)}%`} or ${users.pageUrl} ilike ${`%${escapeLike(input.search)}%`})`
          : undefined,
      );
      const query = db
        .select({ membership: memberships, tierName: membershipTiers.name, supporter: personColumns })
        .from(memberships)
        .innerJoin(membershipTiers, eq(membershipTiers.id, memberships.tierId))
        .innerJoin(users, eq(users.id, memberships.supporterUserId))
        .where(filters)
        .orderBy(desc(memberships.startedAt), desc(memberships.id))
        .offset(input.offset);
      const rows = input.limit === null ? await query : await query.limit(input.limit);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.supporterUserId))
        .where(filters);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    /** Active members and what they pay a month, for the creator's dashboard. */
    async summary(creatorUserId: string, now: Date) {
      const rows = await db
        .select({
          months: memberships.months,
          price: membershipTiers.price,
          discount6: membershipTiers.discount6,
          discount12: membershipTiers.discount12,
          endsAt: memberships.endsAt,
          trialEndsAt: memberships.trialEndsAt,
        })
        .from(memberships)
        .innerJoin(membershipTiers, eq(membershipTiers.id, memberships.tierId))
        .where(and(eq(memberships.creatorUserId, creatorUserId), activeAt(now)));
      return rows;
    },

    /** The people and tiers a batch of memberships names, for their mails. */
    async partiesOf(executor: Db | Tx, rows: MembershipRow[]) {
      if (!rows.length) return new Map<string, Parties>();
      const found = await executor.execute(sql`
        select m.id, s.email as supporter_email, s.page_name as supporter_name, s.language as supporter_language,
               creator.page_name as creator_name, creator.page_url as creator_url, t.name as tier_name
        from memberships m
        join users s on s.id = m.supporter_user_id
        join users creator on creator.id = m.creator_user_id
        join membership_tiers t on t.id = m.tier_id
        where m.id = any(${`{${rows.map((row) => row.id).join(',')}}`}::uuid[])`);
      const list = rowsOf<Record<string, string | null>>(found);
      return new Map(
        list.map((row) => [
          row.id!,
          {
            supporterEmail: row.supporter_email ?? null,
            supporterName: row.supporter_name!,
            supporterLanguage: row.supporter_language === 'fil' ? ('fil' as const) : ('en' as const),
            creatorName: row.creator_name!,
            creatorUrl: row.creator_url!,
            tierName: row.tier_name!,
          },
        ]),
      );
    },
  };
}

export interface Parties {
  supporterEmail: string | null;
  supporterName: string;
  creatorName: string;
  creatorUrl: string;
  tierName: string;
  /** The language the supporter's mails are written in. */
  supporterLanguage: Language;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
