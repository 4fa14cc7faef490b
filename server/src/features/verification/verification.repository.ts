import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IdentityFileSide } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { identityVerificationFiles, identityVerifications, payouts, users } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/pagination.ts';

export type VerificationRow = typeof identityVerifications.$inferSelect;
export type VerificationFileRow = typeof identityVerificationFiles.$inferSelect;
type Status = VerificationRow['status'];

const person = {
  id: users.id,
  pageUrl: users.pageUrl,
  pageName: users.pageName,
  email: users.email,
  // the language of the mail that answers them (decision 0110)
  language: users.language,
};

export function createVerificationRepository(db: Db) {
  const reviewers = alias(users, 'reviewers');

  return {
    /** The person's latest verification, or null when they never sent one. */
    async latestOf(userId: string) {
      const [row] = await db
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, userId))
        .orderBy(desc(identityVerifications.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Where the person stands for payouts: their latest verification, their latest approved one, and
     * whether one sent again after an approval was approved within [from, to) (the yearly check).
     */
    async standing(executor: Db | Tx, userId: string, year: { from: Date; to: Date }) {
      const mine = eq(identityVerifications.userId, userId);
      const approved = and(mine, eq(identityVerifications.status, 'approved'));
      const newest = desc(identityVerifications.createdAt);
      const [[latest], [lastApproved], [renewed]] = await Promise.all([
        executor.select().from(identityVerifications).where(mine).orderBy(newest).limit(1),
        executor.select().from(identityVerifications).where(approved).orderBy(newest).limit(1),
        executor
          .select({ id: identityVerifications.id })
          .from(identityVerifications)
          .where(
            and(
              approved,
              eq(identityVerifications.renewal, true),
              gte(identityVerifications.reviewedAt, year.from),
              lt(identityVerifications.reviewedAt, year.to),
            ),
          )
          .limit(1),
      ]);
      return { latest: latest ?? null, approved: lastApproved ?? null, renewedInYear: Boolean(renewed) };
    },

    /** What the person's payouts of [from, to) add up to, every method, leaving out failed ones. */
    async paidOut(userId: string, year: { from: Date; to: Date }) {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${payouts.amount}), 0)::text` })
        .from(payouts)
        .where(
          and(
            eq(payouts.userId, userId),
            inArray(payouts.status, ['pending', 'completed']),
            gte(payouts.createdAt, year.from),
            lt(payouts.createdAt, year.to),
          ),
        );
      return Number(row?.total ?? 0);
    },

    /** A new verification with its sealed photos, in the caller's transaction. */
    async insert(
      tx: Tx,
      row: typeof identityVerifications.$inferInsert & { id: string },
      files: (typeof identityVerificationFiles.$inferInsert)[],
    ) {
      await tx.insert(identityVerifications).values(row);
      await tx.insert(identityVerificationFiles).values(files);
    },

    /** Support's queue of one status, oldest first, with who sent each. */
    async list(input: { status: Status; page: number; perPage: number }) {
      const where = eq(identityVerifications.status, input.status);
      const [rows, [total]] = await Promise.all([
        db
          .select({ verification: identityVerifications, user: person })
          .from(identityVerifications)
          .innerJoin(users, eq(users.id, identityVerifications.userId))
          .where(where)
          .orderBy(asc(identityVerifications.createdAt), asc(identityVerifications.id))
          .limit(input.perPage)
          .offset(offsetOf(input)),
        db.select({ n: count() }).from(identityVerifications).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** One verification for staff: who sent it, who answered, its photos' sides and the person's earlier ones. */
    async find(executor: Db | Tx, id: string) {
      const [found] = await executor
        .select({
          verification: identityVerifications,
          user: person,
          reviewerEmail: reviewers.email,
        })
        .from(identityVerifications)
        .innerJoin(users, eq(users.id, identityVerifications.userId))
        .leftJoin(reviewers, eq(reviewers.id, identityVerifications.reviewedBy))
        .where(eq(identityVerifications.id, id));
      if (!found) return null;
      const [sides, earlier] = await Promise.all([
        executor
          .select({ side: identityVerificationFiles.side })
          .from(identityVerificationFiles)
          .where(eq(identityVerificationFiles.verificationId, id)),
        executor
          .select({
            id: identityVerifications.id,
            status: identityVerifications.status,
            createdAt: identityVerifications.createdAt,
          })
          .from(identityVerifications)
          .where(
            and(
              eq(identityVerifications.userId, found.verification.userId),
              lt(identityVerifications.createdAt, found.verification.createdAt),
            ),
          )
          .orderBy(desc(identityVerifications.createdAt)),
      ]);
      return { ...found, sides: sides.map((row) => row.side), earlier };
    },

    /** Support's answer to a verification still waiting; null when it is not waiting (or not there). */
    /** A verification, locked until the transaction ends: approvals and rejections of it go one at a time. */
    async lock(tx: Tx, id: string) {
      const [row] = await tx
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.id, id))
        .for('update');
      return row ?? null;
    },

    async decide(
      tx: Tx,
      input: { id: string; status: 'approved' | 'rejected'; by: string; at: Date; reason: string },
    ) {
      const [row] = await tx
        .update(identityVerifications)
        .set({ status: input.status, reviewedBy: input.by, reviewedAt: input.at, reason: input.reason })
        .where(and(eq(identityVerifications.id, input.id), eq(identityVerifications.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** A photo's row, with whose it is. */
    async file(id: string, side: IdentityFileSide) {
      const [row] = await db
        .select({ file: identityVerificationFiles, userId: identityVerifications.userId })
        .from(identityVerificationFiles)
        .innerJoin(
          identityVerifications,
          eq(identityVerifications.id, identityVerificationFiles.verificationId),
        )
        .where(
          and(eq(identityVerificationFiles.verificationId, id), eq(identityVerificationFiles.side, side)),
        );
      return row ?? null;
    },

    /**
     * Verifications of erased accounts whose keeping time is over, a batch at a time, locked for the
     * transaction that removes them, with their files' storage keys.
     */
    async expired(tx: Tx, now: Date, limit: number) {
      const rows = await tx
        .select({ id: identityVerifications.id })
        .from(identityVerifications)
        .where(lte(identityVerifications.retainUntil, now))
        .limit(limit)
        .for('update', { skipLocked: true });
      const files = [];
      for (const { id } of rows) {
        files.push(
          ...(await tx
            .select({ key: identityVerificationFiles.storageKey })
            .from(identityVerificationFiles)
            .where(eq(identityVerificationFiles.verificationId, id))),
        );
        // its files' rows go with it (on delete cascade)
        await tx.delete(identityVerifications).where(eq(identityVerifications.id, id));
      }
      return { removed: rows.length, keys: files.map((file) => file.key) };
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
