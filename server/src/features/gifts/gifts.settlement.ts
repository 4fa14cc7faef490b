import type { Tx } from '../../db/client.ts';
import type { GiftScreen } from '../message-filter/message-filter.service.ts';
import type { SettlementHandler } from '../payments/payments.service.ts';
import type { GiftsRepository } from './gifts.repository.ts';
import { displayName } from './gifts.presenter.ts';

/** A paid gift's message asked on the creator's Ask Me Anything page. */
export interface GiftQuestion {
  giftId: string;
  creatorUserId: string;
  /** Null for a visitor or an anonymous gift. */
  askerUserId: string | null;
  askerName: string;
  body: string;
}

/**
 * What paid gifts change besides the money: the gifts show on the page, the counters move, and a gift
 * that carries a question asks it; a refunded gift leaves the page again.
 */
export function createGiftSettlement(
  repository: GiftsRepository,
  now: () => Date,
  questions?: { askFromGifts(tx: Tx, asked: GiftQuestion[]): Promise<void> },
  screen?: GiftScreen,
): SettlementHandler {
  return {
    // a gift given back leaves the wall, Supporters and its goal; it returns if the provider refuses (0104)
    onRefunded: (tx, payment, refund) => repository.markRefunded(tx, payment.id, refund.at),
    onRefundReturned: (tx, payment) => repository.unmarkRefunded(tx, payment.id),

    async onSettled(tx, payments) {
      const settled = await repository.settle(
        tx,
        payments.map((payment) => payment.id),
        {
          // the app's time, which the development clock moves: what reads a gift by its day reads this
          at: now(),
          forGoals: payments.some((payment) => payment.kind === 'goal_gift'),
          creatorPhrases: screen?.phrasesOf,
        },
      );
      // words the creator filters hold the gift's text for review; the money is credited all the same
      const held = screen
        ? await screen.screen(
            tx,
            [...settled.values()].map(({ gift, creatorPhrases }) => ({
              id: gift.id,
              creatorPhrases,
              texts: [gift.supporterName, gift.supporterMessage],
            })),
          )
        : new Set<string>();
      // a held question is asked when the creator approves it
      const asked = [...settled.values()]
        .filter(({ gift }) => gift.isQuestion && gift.supporterMessage && !held.has(gift.id))
        .map(({ gift, supporterPageName }) => ({
          giftId: gift.id,
          creatorUserId: gift.creatorUserId,
          askerUserId: gift.isAnonymous ? null : gift.supporterUserId,
          askerName: displayName(gift, supporterPageName),
          body: gift.supporterMessage!,
        }));
      if (questions && asked.length > 0) await questions.askFromGifts(tx, asked);
      return new Map(
        payments.map((payment) => {
          const found = settled.get(payment.id);
          if (!found) throw new Error(`no gift for payment ${payment.id}`);
          const from = displayName(found.gift, found.supporterPageName);
          return [
            payment.id,
            {
              description: found.goalTitle
                ? `Gift from ${from} for "${found.goalTitle}"`
                : `Gift from ${from}`,
              giftId: found.gift.id,
              counterpartyName: from,
              message: found.gift.supporterMessage,
            },
          ];
        }),
      );
    },
  };
}
