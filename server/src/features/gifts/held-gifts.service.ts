import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatCentavos, type HeldGift } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { gifts, users } from '../../db/schema/index.ts';
import { AppError, say } from '../../lib/errors.ts';
import { displayName } from './gifts.presenter.ts';
import type { GiftQuestion } from './gifts.settlement.ts';

/** A held gift the creator let through: what shows it now (the live alert, the question it asks). */
export interface ApprovedGift {
  giftId: string;
  creatorUserId: string;
  supporterName: string;
  amount: number;
  message: string | null;
  goalId: string | null;
}

/**
 * Writes a staff decision on a held gift to the audit trail, in the decision's transaction; it is told
 * both people the gift is of, as staff decide on neither their own gift nor one sent to them.
 */
type RecordDecision = (tx: Tx, creatorUserId: string, supporterUserId: string | null) => Promise<void>;

/**
 * The creator's review of the gifts their message filter held: approve shows the gift as it was sent (and
 * alerts the overlay, asks its question); remove deletes the typed name and message and shows the gift
 * without them.
 */
export function createHeldGiftsService(deps: {
  db: Db;
  onApproved?: (tx: Tx, gift: ApprovedGift) => Promise<void>;
  askFromGifts?: (tx: Tx, asked: GiftQuestion[]) => Promise<void>;
}) {
  const { db } = deps;

  const selection = { gift: gifts, supporterPageName: users.pageName };

  /** A held gift, locked; `creatorUserId` null: staff, whose review spans every creator (decision 0098). */
  async function takeHeld(tx: Tx, creatorUserId: string | null, giftId: string) {
    const [row] = await tx
      .select(selection)
      .from(gifts)
      .leftJoin(users, eq(users.id, gifts.supporterUserId))
      .where(
        and(
          eq(gifts.id, giftId),
          creatorUserId ? eq(gifts.creatorUserId, creatorUserId) : undefined,
          isNotNull(gifts.heldAt),
        ),
      )
      .for('update', { of: gifts });
    if (!row) throw new AppError('not_found', say('heldMessageNotFound'));
    return row;
  }

  const present = ({
    gift,
    supporterPageName,
  }: {
    gift: typeof gifts.$inferSelect;
    supporterPageName: string | null;
  }) => ({
    id: gift.id,
    supporter_name: displayName(gift, supporterPageName),
    supporter_message: gift.supporterMessage,
    amount: formatCentavos(gift.amount),
    created_at: (gift.settledAt ?? gift.createdAt).toISOString(),
  });

  return {
    async list(creatorUserId: string): Promise<HeldGift[]> {
      const rows = await db
        .select(selection)
        .from(gifts)
        .leftJoin(users, eq(users.id, gifts.supporterUserId))
        .where(and(eq(gifts.creatorUserId, creatorUserId), isNotNull(gifts.heldAt)))
        .orderBy(desc(gifts.heldAt), desc(gifts.id))
        .limit(100);
      return rows.map(present);
    },

    /** Support's review: what the filters held across every creator, oldest first, with whose page. */
    async listAll(): Promise<(HeldGift & { creator_user_id: string; creator_page_url: string })[]> {
      const creator = alias(users, 'creator');
      const rows = await db
        .select({ ...selection, creatorPageUrl: creator.pageUrl })
        .from(gifts)
        .leftJoin(users, eq(users.id, gifts.supporterUserId))
        .innerJoin(creator, eq(creator.id, gifts.creatorUserId))
        .where(isNotNull(gifts.heldAt))
        .orderBy(asc(gifts.heldAt), asc(gifts.id))
        .limit(100);
      return rows.map((row) => ({
        ...present(row),
        creator_user_id: row.gift.creatorUserId,
        creator_page_url: row.creatorPageUrl,
      }));
    },

    /** `record`: a staff decision's audit line, written in the same transaction. */
    async approve(input: { creatorUserId: string | null; giftId: string; record?: RecordDecision }) {
      await db.transaction(async (tx) => {
        const { gift, supporterPageName } = await takeHeld(tx, input.creatorUserId, input.giftId);
        await input.record?.(tx, gift.creatorUserId, gift.supporterUserId);
        await tx.update(gifts).set({ heldAt: null }).where(eq(gifts.id, gift.id));
        const name = displayName(gift, supporterPageName);
        await deps.onApproved?.(tx, {
          giftId: gift.id,
          creatorUserId: gift.creatorUserId,
          supporterName: name,
          amount: gift.amount,
          message: gift.supporterMessage,
          goalId: gift.goalId,
        });
        if (gift.isQuestion && gift.supporterMessage) {
          await deps.askFromGifts?.(tx, [
            {
              giftId: gift.id,
              creatorUserId: gift.creatorUserId,
              askerUserId: gift.isAnonymous ? null : gift.supporterUserId,
              askerName: name,
              body: gift.supporterMessage,
            },
          ]);
        }
      });
    },

    async remove(input: { creatorUserId: string | null; giftId: string; record?: RecordDecision }) {
      await db.transaction(async (tx) => {
        const { gift } = await takeHeld(tx, input.creatorUserId, input.giftId);
        await input.record?.(tx, gift.creatorUserId, gift.supporterUserId);
        await tx
          .update(gifts)
          .set({ heldAt: null, supporterName: null, supporterMessage: null, isQuestion: false })
          .where(eq(gifts.id, gift.id));
      });
    },
  };
}

export type HeldGiftsService = ReturnType<typeof createHeldGiftsService>;
