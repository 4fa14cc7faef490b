import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { formatCentavos, type HeldGift } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { gifts, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
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

  async function takeHeld(tx: Tx, creatorUserId: string, giftId: string) {
    const [row] = await tx
      .select(selection)
      .from(gifts)
      .leftJoin(users, eq(users.id, gifts.supporterUserId))
      .where(and(eq(gifts.id, giftId), eq(gifts.creatorUserId, creatorUserId), isNotNull(gifts.heldAt)))
      .for('update', { of: gifts });
    if (!row) throw new AppError('not_found', 'Held message not found.');
    return row;
  }

  return {
    async list(creatorUserId: string): Promise<HeldGift[]> {
      const rows = await db
        .select(selection)
        .from(gifts)
        .leftJoin(users, eq(users.id, gifts.supporterUserId))
        .where(and(eq(gifts.creatorUserId, creatorUserId), isNotNull(gifts.heldAt)))
        .orderBy(desc(gifts.heldAt), desc(gifts.id))
        .limit(100);
      return rows.map(({ gift, supporterPageName }) => ({
        id: gift.id,
        supporter_name: displayName(gift, supporterPageName),
        supporter_message: gift.supporterMessage,
        amount: formatCentavos(gift.amount),
        created_at: (gift.settledAt ?? gift.createdAt).toISOString(),
      }));
    },

    async approve(input: { creatorUserId: string; giftId: string }) {
      await db.transaction(async (tx) => {
        const { gift, supporterPageName } = await takeHeld(tx, input.creatorUserId, input.giftId);
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

    async remove(input: { creatorUserId: string; giftId: string }) {
      await db.transaction(async (tx) => {
        const { gift } = await takeHeld(tx, input.creatorUserId, input.giftId);
        await tx
          .update(gifts)
          .set({ heldAt: null, supporterName: null, supporterMessage: null, isQuestion: false })
          .where(eq(gifts.id, gift.id));
      });
    },
  };
}

export type HeldGiftsService = ReturnType<typeof createHeldGiftsService>;
