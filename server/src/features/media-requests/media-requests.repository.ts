import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { gifts, mediaRequests, mediaRequestSettings, payments, users } from '../../db/schema/index.ts';

export type MediaSettingsRow = typeof mediaRequestSettings.$inferSelect;
export type MediaRequestRow = typeof mediaRequests.$inferSelect;

/** A request with what its gift says: the amount, who sent it and their words, the payment's reference. */
export interface MediaRequestView {
  request: MediaRequestRow;
  amount: number;
  isAnonymous: boolean;
  supporterName: string | null;
  supporterPageName: string | null;
  message: string | null;
  reference: string;
  refundedAt: Date | null;
}

const decidedStatuses = ['played', 'skipped', 'declined'] as const;

export function createMediaRequestsRepository(db: Db) {
  const view = (tx: Tx | Db) =>
    tx
      .select({
        request: mediaRequests,
        amount: gifts.amount,
        isAnonymous: gifts.isAnonymous,
        supporterName: gifts.supporterName,
        supporterPageName: users.pageName,
        message: gifts.supporterMessage,
        reference: payments.reference,
        refundedAt: gifts.refundedAt,
      })
      .from(mediaRequests)
      .innerJoin(gifts, eq(gifts.id, mediaRequests.giftId))
      .innerJoin(payments, eq(payments.id, gifts.paymentId))
      .leftJoin(users, eq(users.id, gifts.supporterUserId));

  return {
    /** Creators who take requests, or once did: the settlement tells the listener of payments to them alone. */
    creatorsTakingRequests: sql`select ${mediaRequestSettings.userId} from ${mediaRequestSettings}`,

    async findSettings(userId: string, tx: Tx | Db = db) {
      const [row] = await tx
        .select()
        .from(mediaRequestSettings)
        .where(eq(mediaRequestSettings.userId, userId));
      return row ?? null;
    },

    async saveSettings(
      userId: string,
      values: Pick<
        MediaSettingsRow,
        'enabled' | 'pricePerSecond' | 'minSeconds' | 'maxSeconds' | 'autoApproveFrom'
      >,
      at: Date,
    ) {
      const [row] = await db
        .insert(mediaRequestSettings)
        .values({ userId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: mediaRequestSettings.userId, set: { ...values, updatedAt: at } })
        .returning();
      return row!;
    },

    /**
     * Locks the creator's settings row: every change to their queue's order (an approval, a skip) takes it
     * first, so two at once place their clips one after the other. Answers the settings.
     */
    async lockQueue(tx: Tx, creatorUserId: string) {
      const [row] = await tx
        .select()
        .from(mediaRequestSettings)
        .where(eq(mediaRequestSettings.userId, creatorUserId))
        .for('update');
      return row ?? null;
    },

    async insert(
      tx: Tx,
      values: Pick<MediaRequestRow, 'giftId' | 'creatorUserId' | 'videoId' | 'startSeconds' | 'seconds'>,
    ) {
      await tx.insert(mediaRequests).values(values);
    },

    /** The requests of these gifts still waiting for their payment, now paid: marked pending. */
    async markPaid(tx: Tx, giftIds: string[]) {
      if (!giftIds.length) return [];
      const paid = await tx
        .update(mediaRequests)
        .set({ status: 'pending' })
        .where(and(inArray(mediaRequests.giftId, giftIds), eq(mediaRequests.status, 'awaiting_payment')))
        .returning({ id: mediaRequests.id });
      if (!paid.length) return [];
      return view(tx)
        .where(
          inArray(
            mediaRequests.id,
            paid.map((row) => row.id),
          ),
        )
        .orderBy(asc(mediaRequests.createdAt), asc(mediaRequests.id));
    },

    /** One of the creator's paid requests, locked when `tx` is given; null for another's or an unpaid one. */
    async findOwn(tx: Tx | Db, creatorUserId: string, id: string, lock = false) {
      const query = view(tx).where(
        and(
          eq(mediaRequests.id, id),
          eq(mediaRequests.creatorUserId, creatorUserId),
          sql`${mediaRequests.status} <> 'awaiting_payment'`,
        ),
      );
      const [row] = lock ? await query.for('update', { of: mediaRequests }) : await query;
      return row ?? null;
    },

    /** When the last clip in the creator's queue ends; null when nothing is left to play after `at`. */
    async queueEnd(tx: Tx, creatorUserId: string, at: Date) {
      const [row] = await tx
        .select({
          end: sql<Date | null>`max(${mediaRequests.playedAt})`.mapWith((value) => value && new Date(value)),
        })
        .from(mediaRequests)
        .where(
          and(
            eq(mediaRequests.creatorUserId, creatorUserId),
            eq(mediaRequests.status, 'approved'),
            gt(mediaRequests.playedAt, at),
          ),
        );
      return row?.end ?? null;
    },

    async approve(tx: Tx, id: string, values: { at: Date; playsUntil: Date }) {
      await tx
        .update(mediaRequests)
        .set({ status: 'approved', decidedAt: values.at, playedAt: values.playsUntil })
        .where(eq(mediaRequests.id, id));
    },

    async decide(tx: Tx, id: string, values: { status: 'declined' | 'skipped'; at: Date }) {
      await tx
        .update(mediaRequests)
        .set({ status: values.status, decidedAt: values.at })
        .where(eq(mediaRequests.id, id));
    },

    /** The clips queued after one that ended early come `ms` sooner. */
    async moveUp(tx: Tx, creatorUserId: string, after: Date, ms: number) {
      if (ms <= 0) return;
      await tx
        .update(mediaRequests)
        .set({ playedAt: sql`${mediaRequests.playedAt} - ${ms} * interval '1 millisecond'` })
        .where(
          and(
            eq(mediaRequests.creatorUserId, creatorUserId),
            eq(mediaRequests.status, 'approved'),
            gt(mediaRequests.playedAt, after),
          ),
        );
    },

    /** Approved clips whose turn has passed are played. */
    async markPlayed(tx: Tx, creatorUserId: string, at: Date) {
      await tx
        .update(mediaRequests)
        .set({ status: 'played' })
        .where(
          and(
            eq(mediaRequests.creatorUserId, creatorUserId),
            eq(mediaRequests.status, 'approved'),
            lte(mediaRequests.playedAt, at),
          ),
        );
    },

    /** The pending and approved requests, oldest first (approved ones in the order they play). */
    waiting: (creatorUserId: string) =>
      view(db)
        .where(
          and(
            eq(mediaRequests.creatorUserId, creatorUserId),
            inArray(mediaRequests.status, ['pending', 'approved']),
          ),
        )
        .orderBy(
          asc(sql`coalesce(${mediaRequests.playedAt}, 'infinity'::timestamptz)`),
          asc(mediaRequests.createdAt),
          asc(mediaRequests.id),
        ),

    /** The last requests decided, newest first. */
    decided: (creatorUserId: string, limit: number) =>
      view(db)
        .where(
          and(
            eq(mediaRequests.creatorUserId, creatorUserId),
            inArray(mediaRequests.status, [...decidedStatuses]),
          ),
        )
        // a played clip by when it ended, a skipped or declined one by when the creator said so
        .orderBy(
          desc(
            sql`case when ${mediaRequests.status} = 'played' then ${mediaRequests.playedAt} else ${mediaRequests.decidedAt} end`,
          ),
          desc(mediaRequests.id),
        )
        .limit(limit),

    /** The approved clips still to play after `at`, in the order they play. */
    toPlay: (creatorUserId: string, at: Date) =>
      view(db)
        .where(
          and(
            eq(mediaRequests.creatorUserId, creatorUserId),
            eq(mediaRequests.status, 'approved'),
            gt(mediaRequests.playedAt, at),
          ),
        )
        .orderBy(asc(mediaRequests.playedAt), asc(mediaRequests.id)),
  };
}

export type MediaRequestsRepository = ReturnType<typeof createMediaRequestsRepository>;
