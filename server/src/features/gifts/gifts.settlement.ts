import type { SettlementHandler } from '../payments/payments.service.ts';
import type { GiftsRepository } from './gifts.repository.ts';
import { displayName } from './gifts.presenter.ts';

/** What a paid gift changes besides the money: the gift shows on the page, the counters move. */
export function createGiftSettlement(repository: GiftsRepository): SettlementHandler {
  return {
    async onSettled(tx, payment) {
      const { gift, goalTitle, supporterPageName } = await repository.settle(tx, payment.id);
      const from = displayName(gift, supporterPageName);
      return {
        description: goalTitle ? `Gift from ${from} for "${goalTitle}"` : `Gift from ${from}`,
        giftId: gift.id,
        counterpartyName: from,
        message: gift.supporterMessage,
      };
    },
  };
}
