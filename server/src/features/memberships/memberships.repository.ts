import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Language } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import {
  membershipActiveAt as activeAt,
  type MembershipBeforeRefund,
  membershipPayments,
  memberships,
  membershipSettings,
  membershipTiers,
  payments,
  users,
} from '../../db/schema/index.ts';

export type TierRow = typeof membershipTiers.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipPaymentRow = typeof membershipPayments.$inferSelect;

const personColumns = {
  pageUrl: users.pageUrl,
  pageName: users.pageName,
  avatar: users.avatar,
  avatarWh100: users.avatarWh100,
};

export function createMembershipsRepository(db: Db) {
  return {
    /** A creator's tiers in their order, archived last, each with its active members. */
    async tiersOf(creatorUserId: string, now: Date, options: { visibleOnly: boolean }) {
      const members = db
        .select({ tierId: memberships.tierId, count: sql<number>`count(*)::int`.as('count') })
        .from(memberships)
        .where(and(eq(memberships.creatorUserId, creatorUserId), activeAt(now)))
        .groupBy(memberships.tierId)
        .as('members');
      const rows = await db
        .select({ tier: membershipTiers, memberCount: sql<number>`coalesce(${members.count}, 0)` })
        .from(membershipTiers)
        .leftJoin(members, eq(members.tierId, membershipTiers.id))
        .where(
          and(
            eq(membershipTiers.creatorUserId, creatorUserId),
            options.visibleOnly ? eq(membershipTiers.status, 'visible') : undefined,
          ),
        )
        .orderBy(
          sql`${membershipTiers.status} = 'archived'`,
          asc(membershipTiers.position),
          asc(membershipTiers.createdAt),
        );
      return rows.map(({ tier, memberCount }) => ({ ...tier, memberCount: Number(memberCount) }));
    },

    async findTier(executor: Db | Tx, tierId: string, options: { lock?: boolean } = {}) {
      const query = executor.select().from(membershipTiers).where(eq(membershipTiers.id, tierId)).limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The creator's tiers not archived, locked: adding one counts them first. */
    async liveTiers(tx: Tx, creatorUserId: string) {
      return tx
        .select()
        .from(membershipTiers)
        .where(and(eq(membershipTiers.creatorUserId, creatorUserId), ne(membershipTiers.status, 'archived')))
        .orderBy(asc(membershipTiers.position))
        .for('update');
    },

    async insertTier(tx: Tx, values: typeof membershipTiers.$inferInsert) {
      const [row] = await tx.insert(membershipTiers).values(values).returning();
      return row!;
    },

    async updateTier(
      executor: Db | Tx,
      tierId: string,
      values: Partial<typeof membershipTiers.$inferInsert>,
    ) {
      const [row] = await executor
        .update(membershipTiers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(membershipTiers.id, tierId))
        .returning();
      return row!;
    },

    async creatorOf(userId: string) {
      const [row] = await db
        .select({ id: users.id, pageUrl: users.pageUrl, pageName: users.pageName })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /**
     * Which of a creator's tiers the viewer's membership opens at `now`: its own, and any that costs less a
     * month (a higher tier opens what a lower one does).
     */
    async opener(creatorUserId: string, viewerId: string | null, now: Date) {
      if (!viewerId) return () => false;
      const [held] = await db
        .select({ tierId: memberships.tierId, price: membershipTiers.price })
        .from(memberships)
        .innerJoin(membershipTiers, eq(membershipTiers.id, memberships.tierId))
        .where(
          and(
            eq(memberships.creatorUserId, creatorUserId),
            eq(memberships.supporterUserId, viewerId),
            activeAt(now),
          ),
        );
      if (!held) return () => false;
      const tiers = await db
        .select({ id: membershipTiers.id, price: membershipTiers.price })
        .from(membershipTiers)
        .where(eq(membershipTiers.creatorUserId, creatorUserId));
      const prices = new Map(tiers.map((tier) => [tier.id, tier.price]));
      return (minTierId: string) =>
        minTierId === held.tierId || (prices.has(minTierId) && held.price > prices.get(minTierId)!);
    },

    async creatorMail(executor: Db | Tx, userId: string) {
      const [row] = await executor
        .select({ email: users.email, pageName: users.pageName, language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async settingsOf(creatorUserId: string, executor: Db | Tx = db) {
      const [row] = await executor
        .select()
        .from(membershipSettings)
        .where(eq(membershipSettings.creatorUserId, creatorUserId));
      return row ?? { creatorUserId, showMemberCounts: true, mailOnNewMember: true };
    },

    async saveSettings(values: typeof membershipSettings.$inferInsert) {
      const [row] = await db
        .insert(membershipSettings)
        .values(values)
        .onConflictDoUpdate({
          target: membershipSettings.creatorUserId,
          set: { showMemberCounts: values.showMemberCounts, mailOnNewMember: values.mailOnNewMember },
        })
        .returning();
      return row!;
    },

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

    async insertPayment(tx: Tx, values: typeof membershipPayments.$inferInsert) {
      await tx.insert(membershipPayments).values(values);
    },

    /** What the payments that are settling pay for, with their payer's name. */
    async paymentsFor(executor: Db | Tx, paymentIds: string[]) {
      return executor
        .select({ line: membershipPayments, supporterName: users.pageName, tierName: membershipTiers.name })
        .from(membershipPayments)
        .innerJoin(users, eq(users.id, membershipPayments.supporterUserId))
        .innerJoin(membershipTiers, eq(membershipTiers.id, membershipPayments.tierId))
        .where(inArray(membershipPayments.paymentId, paymentIds));
    },

    /**
     * The membership's latest paid period payment (a join or a renewal, not an upgrade) not being refunded:
     * the one whose period `period_start` begins.
     */
    async latestPeriodPayment(tx: Tx, membershipId: string) {
      const [row] = await tx
        .select({ paymentId: membershipPayments.paymentId })
        .from(membershipPayments)
        .innerJoin(payments, eq(payments.id, membershipPayments.paymentId))
        .where(
          and(
            eq(membershipPayments.membershipId, membershipId),
            ne(membershipPayments.purpose, 'upgrade'),
            eq(payments.status, 'paid'),
            isNull(membershipPayments.refundedAt),
          ),
        )
        .orderBy(desc(payments.paidAt))
        .limit(1);
      return row?.paymentId ?? null;
    },

    /** Marks a payment refunded, with the membership as it was before the refund ended it. */
    async markPaymentRefunded(tx: Tx, paymentId: string, at: Date, before: MembershipBeforeRefund) {
      await tx
        .update(membershipPayments)
        .set({ refundedAt: at, beforeRefund: before })
        .where(eq(membershipPayments.paymentId, paymentId));
    },

    /** Clears a payment's refund (the provider refused it); answers what `markPaymentRefunded` kept. */
    async clearPaymentRefunded(tx: Tx, paymentId: string) {
      const [row] = await tx
        .select({ before: membershipPayments.beforeRefund })
        .from(membershipPayments)
        .where(and(eq(membershipPayments.paymentId, paymentId), isNotNull(membershipPayments.refundedAt)))
        .for('update');
      if (!row) return null;
      await tx
        .update(membershipPayments)
        .set({ refundedAt: null, beforeRefund: null })
        .where(eq(membershipPayments.paymentId, paymentId));
      return row.before;
    },

    async linkPayment(tx: Tx, paymentId: string, membershipId: string) {
      await tx
        .update(membershipPayments)
        .set({ membershipId })
        .where(eq(membershipPayments.paymentId, paymentId));
    },

    /**
     * The checkout a supporter opened for a tier that is still open (pending, with its page), for the same
     * period and purpose: asked again, they are sent back to it rather than given a second one.
     */
    async openCheckout(input: {
      supporterUserId: string;
      tierId: string;
      months: number;
      purpose: MembershipPaymentRow['purpose'];
      since: Date;
    }) {
      const [row] = await db
        .select({ reference: payments.reference, checkoutUrl: payments.checkoutUrl, amount: payments.amount })
        .from(membershipPayments)
        .innerJoin(payments, eq(payments.id, membershipPayments.paymentId))
        .where(
          and(
            eq(membershipPayments.supporterUserId, input.supporterUserId),
            eq(membershipPayments.tierId, input.tierId),
            eq(membershipPayments.months, input.months),
            eq(membershipPayments.purpose, input.purpose),
            eq(payments.status, 'pending'),
            sql`${payments.checkoutUrl} is not null`,
            sql`${payments.createdAt} > ${input.since}`,
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row ?? null;
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

    /** The paid payments of these memberships, newest first. */
    async receiptsOf(membershipIds: string[]) {
      if (!membershipIds.length) return [];
      return db
        .select({
          membershipId: membershipPayments.membershipId,
          reference: payments.reference,
          amount: payments.amount,
          months: membershipPayments.months,
          tierName: membershipTiers.name,
          paidAt: payments.paidAt,
        })
        .from(membershipPayments)
        .innerJoin(payments, eq(payments.id, membershipPayments.paymentId))
        .innerJoin(membershipTiers, eq(membershipTiers.id, membershipPayments.tierId))
        .where(and(inArray(membershipPayments.membershipId, membershipIds), eq(payments.status, 'paid')))
        .orderBy(desc(payments.paidAt));
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
            ? sql`not ${activeAt(now)}`
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
        })
        .from(memberships)
        .innerJoin(membershipTiers, eq(membershipTiers.id, memberships.tierId))
        .where(and(eq(memberships.creatorUserId, creatorUserId), activeAt(now)));
      return rows;
    },

    /**
     * Marks the memberships whose reminder `which` is due (the end between `fromMs` and `toMs` from now, one not yet
     * sent for this end, not renewing by themselves) as reminded, and answers them: the mark and the mail
     * are written in the caller's transaction, so a reminder goes once however often the job runs.
     */
    async claimReminders(tx: Tx, which: 'week' | 'day', now: Date, window: { fromMs: number; toMs: number }) {
      const column = which === 'week' ? memberships.remindedWeekFor : memberships.remindedDayFor;
      const mark =
        which === 'week' ? { remindedWeekFor: memberships.endsAt } : { remindedDayFor: memberships.endsAt };
      return tx
        .update(memberships)
        .set(mark as never)
        .where(
          and(
            ne(memberships.status, 'lapsed'),
            sql`${memberships.endsAt} > ${new Date(now.getTime() + window.fromMs)}`,
            sql`${memberships.endsAt} <= ${new Date(now.getTime() + window.toMs)}`,
            sql`${column} is distinct from ${memberships.endsAt}`,
            sql`not (${memberships.autoRenew} and ${memberships.recurringToken} is not null)`,
            sql`${memberships.cancelledAt} is null`,
          ),
        )
        .returning();
    },

    /**
     * Claims the renewals due: memberships renewing by themselves whose period has ended and whose charge
     * was not yet asked for this end. The claim starts the grace, so access runs on while the charge is
     * under way; a refused charge leaves the member the rest of it.
     */
    async claimRenewals(tx: Tx, now: Date, graceMs: number) {
      return tx
        .update(memberships)
        .set({
          renewalAskedFor: memberships.endsAt,
          graceEndsAt: sql`${memberships.endsAt} + ${`${graceMs} milliseconds`}::interval`,
          updatedAt: now,
        } as never)
        .where(
          and(
            ne(memberships.status, 'lapsed'),
            eq(memberships.autoRenew, true),
            sql`${memberships.recurringToken} is not null`,
            sql`${memberships.cancelledAt} is null`,
            sql`${memberships.endsAt} <= ${now}`,
            sql`${memberships.renewalAskedFor} is distinct from ${memberships.endsAt}`,
            // a member already lapsed (the job did not run through the grace) renews by paying again
            sql`${memberships.endsAt} > ${new Date(now.getTime() - graceMs)}`,
          ),
        )
        .returning();
    },

    /**
     * The memberships whose next period is of this tier: running, not cancelled, and in the tier or moving
     * to it at the renewal. A new price reaches them from that period.
     */
    async renewingInto(tx: Tx, tierId: string, now: Date) {
      return tx
        .select()
        .from(memberships)
        .where(
          and(
            ne(memberships.status, 'lapsed'),
            activeAt(now),
            sql`${memberships.cancelledAt} is null`,
            sql`coalesce(${memberships.nextTierId}, ${memberships.tierId}) = ${tierId}`,
          ),
        );
    },

    /** Gives a renewal back to the next run: the provider could not be asked. */
    async releaseRenewal(membershipId: string, endsAt: Date) {
      await db
        .update(memberships)
        .set({ renewalAskedFor: null })
        .where(and(eq(memberships.id, membershipId), eq(memberships.renewalAskedFor, endsAt)));
    },

    /** Marks the memberships whose access has ended as lapsed, and answers them. */
    async claimLapsed(tx: Tx, now: Date) {
      return tx
        .update(memberships)
        .set({ status: 'lapsed', lapsedAt: now, updatedAt: now })
        .where(and(ne(memberships.status, 'lapsed'), sql`not ${activeAt(now)}`))
        .returning();
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
