import { and, desc, eq, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { payments, refundRequests, refunds, users } from '../../db/schema/index.ts';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

export function createRefundRequestsRepository(db: Db) {
  const supporter = alias(users, 'supporter');
  const creator = alias(users, 'creator');

  /** A request with what its screens show: the payment and both people. */
  const withPeople = (executor: Db | Tx) =>
    executor
      .select({
        request: refundRequests,
        reference: payments.reference,
        kind: payments.kind,
        amount: payments.amount,
        supporter: {
          pageUrl: supporter.pageUrl,
          pageName: supporter.pageName,
          avatar: supporter.avatar,
          avatarWh100: supporter.avatarWh100,
          email: supporter.email,
          language: supporter.language,
        },
        creator: {
          pageUrl: creator.pageUrl,
          pageName: creator.pageName,
          avatar: creator.avatar,
          avatarWh100: creator.avatarWh100,
          email: creator.email,
          language: creator.language,
        },
      })
      .from(refundRequests)
      .innerJoin(payments, eq(payments.id, refundRequests.paymentId))
      .innerJoin(supporter, eq(supporter.id, refundRequests.supporterUserId))
      .innerJoin(creator, eq(creator.id, refundRequests.creatorUserId));

  return {
    /** The payment a request names, with any refund or request it has. */
    async findPayment(reference: string) {
      const [row] = await db
        .select({ payment: payments, refundId: refunds.id, requestId: refundRequests.id })
        .from(payments)
        .leftJoin(refunds, eq(refunds.paymentId, payments.id))
        .leftJoin(refundRequests, eq(refundRequests.paymentId, payments.id))
        .where(eq(payments.reference, reference))
        .limit(1);
      return row ?? null;
    },

    async insert(tx: Tx, values: typeof refundRequests.$inferInsert) {
      const [row] = await tx.insert(refundRequests).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async find(executor: Db | Tx, id: string) {
      const [row] = await withPeople(executor).where(eq(refundRequests.id, id)).limit(1);
      return row ?? null;
    },

    /** Locks a request for the rest of the transaction: two answers at once find one of them first. */
    async lock(tx: Tx, id: string) {
      const [row] = await tx.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update');
      return row ?? null;
    },

    async answer(
      tx: Tx,
      id: string,
      values: Pick<RefundRequestRow, 'status' | 'reply' | 'answeredAt' | 'answeredByStaffUserId'>,
    ) {
      await tx.update(refundRequests).set(values).where(eq(refundRequests.id, id));
    },

    /** What a person asked (`asked`) or received as a creator (`received`), newest first. */
    async listFor(input: { userId: string; side: 'asked' | 'received'; page: number; perPage: number }) {
      const where =
        input.side === 'asked'
          ? eq(refundRequests.supporterUserId, input.userId)
          : eq(refundRequests.creatorUserId, input.userId);
      return paginate(
        input,
        withPeople(db).where(where).orderBy(desc(refundRequests.createdAt), desc(refundRequests.id)),
        db.$count(refundRequests, where),
      );
    },

    /** The newest requests a person asked or received, for staff (a person's page). */
    async ofPerson(userId: string, limit: number) {
      return withPeople(db)
        .where(or(eq(refundRequests.supporterUserId, userId), eq(refundRequests.creatorUserId, userId)))
        .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
        .limit(limit);
    },

    async listByStatus(input: { status: RefundRequestRow['status']; page: number; perPage: number }) {
      const where = eq(refundRequests.status, input.status);
      return paginate(
        input,
        withPeople(db).where(where).orderBy(refundRequests.createdAt, refundRequests.id),
        db.$count(refundRequests, where),
      );
    },

    /** Moves the requests creators left past their due time to support; answers them. */
    async escalateDue(tx: Tx, now: Date) {
      return tx
        .update(refundRequests)
        .set({ status: 'with_support', escalatedAt: now })
        .where(and(eq(refundRequests.status, 'awaiting_creator'), lte(refundRequests.creatorDueAt, now)))
        .returning({ id: refundRequests.id });
    },
  };
}

export type RefundRequestsRepository = ReturnType<typeof createRefundRequestsRepository>;
export type RefundRequestView = NonNullable<Awaited<ReturnType<RefundRequestsRepository['find']>>>;
