import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  commissionDownloads,
  commissionFiles,
  commissionReferences,
  commissionRequests,
  commissionTypes,
  notifications,
  payments,
  refunds,
  slotHoldingStatuses,
  statementLines,
  users,
} from '../../db/schema/index.ts';

export type CommissionTypeRow = typeof commissionTypes.$inferSelect;
export type CommissionRequestRow = typeof commissionRequests.$inferSelect;
export type CommissionFileRow = typeof commissionFiles.$inferSelect;
export type CommissionReferenceRow = typeof commissionReferences.$inferSelect;

const personColumns = {
  id: users.id,
  pageUrl: users.pageUrl,
  pageName: users.pageName,
  avatar: users.avatar,
  avatarWh100: users.avatarWh100,
  status: users.status,
  email: users.email,
  language: users.language,
};
export type PersonRow = { [K in keyof typeof personColumns]: (typeof users.$inferSelect)[K] };

/** Commission types, requests, their reference images, delivered files and downloads (decision 0165). */
export function createCommissionsRepository(db: Db) {
  // one builder's type: a union of Db's and Tx's would leave the rows' type unknown
  const ex = (executor: Db | Tx) => executor as Db;

  return {
    async person(executor: Db | Tx, userId: string) {
      const [row] = await ex(executor).select(personColumns).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    async personByPageUrl(pageUrl: string) {
      const [row] = await db.select(personColumns).from(users).where(eq(users.pageUrl, pageUrl));
      return row ?? null;
    },

    people(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.select(personColumns).from(users).where(inArray(users.id, ids));
    },

    async type(executor: Db | Tx, id: string, lock = false) {
      const query = ex(executor).select().from(commissionTypes).where(eq(commissionTypes.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    typesOf(creatorUserId: string, limit: number) {
      return db
        .select()
        .from(commissionTypes)
        .where(eq(commissionTypes.creatorUserId, creatorUserId))
        .orderBy(desc(commissionTypes.createdAt), desc(commissionTypes.id))
        .limit(limit);
    },

    async countTypes(creatorUserId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(commissionTypes)
        .where(eq(commissionTypes.creatorUserId, creatorUserId));
      return row?.n ?? 0;
    },

    async insertType(values: typeof commissionTypes.$inferInsert) {
      const [row] = await db.insert(commissionTypes).values(values).returning();
      return row!;
    },

    async updateType(tx: Tx, id: string, values: Partial<typeof commissionTypes.$inferInsert>) {
      const [row] = await tx
        .update(commissionTypes)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(commissionTypes.id, id))
        .returning();
      return row!;
    },

    /** Deletes a type nobody paid for, with the checkouts that ended unpaid (their payments stay). */
    async deleteType(tx: Tx, id: string) {
      await tx
        .delete(commissionRequests)
        .where(and(eq(commissionRequests.typeId, id), eq(commissionRequests.status, 'cancelled')));
      await tx.delete(commissionTypes).where(eq(commissionTypes.id, id));
    },

    /** Whether anyone requested the type (or is paying to): such a type is closed rather than deleted. */
    async hasRequests(tx: Tx, typeId: string) {
      const [row] = await tx
        .select({ id: commissionRequests.id })
        .from(commissionRequests)
        .where(and(eq(commissionRequests.typeId, typeId), sql`${commissionRequests.status} <> 'cancelled'`))
        .limit(1);
      return Boolean(row);
    },

    /** Requests that hold a slot, per type: an open checkout, or a request under way. */
    async slotsTaken(executor: Db | Tx, typeIds: string[]) {
      if (!typeIds.length) return new Map<string, number>();
      const rows = await ex(executor)
        .select({ typeId: commissionRequests.typeId, n: sql<number>`count(*)::int` })
        .from(commissionRequests)
        .where(
          and(
            inArray(commissionRequests.typeId, typeIds),
            inArray(commissionRequests.status, [...slotHoldingStatuses]),
          ),
        )
        .groupBy(commissionRequests.typeId);
      return new Map(rows.map((row) => [row.typeId, row.n]));
    },

    async insertRequest(tx: Tx, values: typeof commissionRequests.$inferInsert) {
      const [row] = await tx.insert(commissionRequests).values(values).returning();
      return row!;
    },

    async updateRequest(tx: Tx, id: string, values: Partial<typeof commissionRequests.$inferInsert>) {
      const [row] = await tx
        .update(commissionRequests)
        .set(values)
        .where(eq(commissionRequests.id, id))
        .returning();
      return row!;
    },

    async request(executor: Db | Tx, id: string, lock = false) {
      const query = ex(executor).select().from(commissionRequests).where(eq(commissionRequests.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The requests whose first payment or balance these payments are, locked: the settlement's. */
    lockByPayments(tx: Tx, paymentIds: string[]) {
      return tx
        .select()
        .from(commissionRequests)
        .where(
          or(
            inArray(commissionRequests.paymentId, paymentIds),
            inArray(commissionRequests.balancePaymentId, paymentIds),
          ),
        )
        .orderBy(asc(commissionRequests.id))
        .for('update');
    },

    /** A person's requests, as supporter or as creator, newest first. */
    requestsOf(userId: string, side: 'supporter' | 'creator', limit: number) {
      return db
        .select()
        .from(commissionRequests)
        .where(
          and(
            side === 'supporter'
              ? eq(commissionRequests.supporterUserId, userId)
              : eq(commissionRequests.creatorUserId, userId),
            // a checkout never paid is nobody's request: the creator never sees it
            side === 'creator'
              ? sql`${commissionRequests.status} not in ('awaiting_payment', 'cancelled')`
              : sql`${commissionRequests.status} <> 'cancelled'`,
          ),
        )
        .orderBy(desc(commissionRequests.createdAt), desc(commissionRequests.id))
        .limit(limit);
    },

    /** The request a payment opened: its first payment's, or its balance's. */
    async requestByReference(reference: string) {
      const [row] = await db
        .select({ request: commissionRequests })
        .from(commissionRequests)
        .innerJoin(
          payments,
          or(
            eq(payments.id, commissionRequests.paymentId),
            eq(payments.id, commissionRequests.balancePaymentId),
          ),
        )
        .where(eq(payments.reference, reference))
        .limit(1);
      return row?.request ?? null;
    },

    async requestByBalancePayment(paymentId: string) {
      const [row] = await db
        .select()
        .from(commissionRequests)
        .where(eq(commissionRequests.balancePaymentId, paymentId))
        .limit(1);
      return row ?? null;
    },

    typesByIds(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.select().from(commissionTypes).where(inArray(commissionTypes.id, ids));
    },

    paymentsByIds(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({
          id: payments.id,
          reference: payments.reference,
          status: payments.status,
          checkoutUrl: payments.checkoutUrl,
        })
        .from(payments)
        .where(inArray(payments.id, ids));
    },

    async payment(executor: Db | Tx, id: string) {
      const [row] = await ex(executor).select().from(payments).where(eq(payments.id, id));
      return row!;
    },

    /** Points a payment at the posting that paid its payee: a later refund takes from where it went. */
    async setPaymentPosting(tx: Tx, paymentId: string, ledgerTransactionId: string) {
      await tx.update(payments).set({ ledgerTransactionId }).where(eq(payments.id, paymentId));
    },

    async insertLine(tx: Tx, values: typeof statementLines.$inferInsert) {
      await tx.insert(statementLines).values(values);
    },

    async insertRefund(tx: Tx, values: typeof refunds.$inferInsert) {
      const [row] = await tx.insert(refunds).values(values).returning({ id: refunds.id });
      return row!.id;
    },

    /** Requests unanswered past their time, locked, skipping those another run holds. */
    lockUnanswered(tx: Tx, at: Date, limit: number) {
      return tx
        .select()
        .from(commissionRequests)
        .where(and(eq(commissionRequests.status, 'requested'), lte(commissionRequests.answerDueAt, at)))
        .orderBy(asc(commissionRequests.answerDueAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Requests whose first checkout ended unpaid (cancelled or expired at the provider), locked. */
    lockEnded(tx: Tx, limit: number) {
      return tx
        .select({ request: commissionRequests })
        .from(commissionRequests)
        .innerJoin(payments, eq(payments.id, commissionRequests.paymentId))
        .where(
          and(
            eq(commissionRequests.status, 'awaiting_payment'),
            inArray(payments.status, ['cancelled', 'expired']),
          ),
        )
        .orderBy(asc(commissionRequests.createdAt))
        .limit(limit)
        .for('update', { of: commissionRequests, skipLocked: true });
    },

    async insertReference(values: typeof commissionReferences.$inferInsert) {
      const [row] = await db.insert(commissionReferences).values(values).returning();
      return row!;
    },

    async reference(id: string) {
      const [row] = await db.select().from(commissionReferences).where(eq(commissionReferences.id, id));
      return row ?? null;
    },

    /** Of these references, the supporter's own that no request has taken yet, locked. */
    lockFreeReferences(tx: Tx, supporterUserId: string, ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return tx
        .select()
        .from(commissionReferences)
        .where(
          and(
            inArray(commissionReferences.id, ids),
            eq(commissionReferences.supporterUserId, supporterUserId),
            isNull(commissionReferences.requestId),
          ),
        )
        .for('update');
    },

    async attachReferences(tx: Tx, requestId: string, ids: string[]) {
      if (!ids.length) return;
      await tx.update(commissionReferences).set({ requestId }).where(inArray(commissionReferences.id, ids));
    },

    /** The reference images of a type's requests (when it is deleted, those of checkouts never paid). */
    referencesOfType(tx: Tx, typeId: string) {
      return tx
        .select({ storageKey: commissionReferences.storageKey })
        .from(commissionReferences)
        .innerJoin(commissionRequests, eq(commissionRequests.id, commissionReferences.requestId))
        .where(eq(commissionRequests.typeId, typeId));
    },

    referencesOf(requestIds: string[]) {
      if (!requestIds.length) return Promise.resolve([]);
      return db
        .select()
        .from(commissionReferences)
        .where(inArray(commissionReferences.requestId, requestIds))
        .orderBy(asc(commissionReferences.createdAt), asc(commissionReferences.id));
    },

    /** Uploads no request took within their time, locked, for the job to remove. */
    lockStrayReferences(tx: Tx, before: Date, limit: number) {
      return tx
        .select()
        .from(commissionReferences)
        .where(and(isNull(commissionReferences.requestId), lt(commissionReferences.createdAt, before)))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async deleteReferences(tx: Tx, ids: string[]) {
      if (ids.length) await tx.delete(commissionReferences).where(inArray(commissionReferences.id, ids));
    },

    filesOf(executor: Db | Tx, requestIds: string[]) {
      if (!requestIds.length) return Promise.resolve([]);
      return ex(executor)
        .select()
        .from(commissionFiles)
        .where(inArray(commissionFiles.requestId, requestIds))
        .orderBy(asc(commissionFiles.createdAt), asc(commissionFiles.id));
    },

    async file(executor: Db | Tx, id: string) {
      const [row] = await ex(executor).select().from(commissionFiles).where(eq(commissionFiles.id, id));
      return row ?? null;
    },

    async insertFile(tx: Tx, values: typeof commissionFiles.$inferInsert) {
      const [row] = await tx.insert(commissionFiles).values(values).returning();
      return row!;
    },

    async deleteFile(tx: Tx, id: string) {
      await tx.delete(commissionFiles).where(eq(commissionFiles.id, id));
    },

    /** A supporter's downloads of these files since `since`, per file. */
    async downloadsSince(executor: Db | Tx, userId: string, fileIds: string[], since: Date) {
      if (!fileIds.length) return new Map<string, number>();
      const rows = await ex(executor)
        .select({ fileId: commissionDownloads.fileId, n: sql<number>`count(*)::int` })
        .from(commissionDownloads)
        .where(
          and(
            inArray(commissionDownloads.fileId, fileIds),
            eq(commissionDownloads.userId, userId),
            gte(commissionDownloads.createdAt, since),
          ),
        )
        .groupBy(commissionDownloads.fileId);
      return new Map(rows.map((row) => [row.fileId, row.n]));
    },

    /** Whether a notification of this event was written already: a step's SMS goes with its first. */
    async notified(tx: Tx, dedupeKey: string) {
      const [row] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.dedupeKey, dedupeKey))
        .limit(1);
      return Boolean(row);
    },

    async insertDownload(tx: Tx, values: typeof commissionDownloads.$inferInsert) {
      await tx.insert(commissionDownloads).values(values);
    },
  };
}

export type CommissionsRepository = ReturnType<typeof createCommissionsRepository>;
