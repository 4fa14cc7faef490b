import type { SettlementHandler } from '../payments/payments.service.ts';
import type { GiftsRepository } from './gifts.repository.ts';
import { displayName } from './gifts.presenter.ts';

/** What paid gifts change besides the money: the gifts show on the page, the counters move. */
export function createGiftSettlement(repository: GiftsRepository): SettlementHandler {
  return {
    async onSettled(tx, payments) {
      const settled = await repository.settle(
        tx,
        payments.map((payment) => payment.id),
      );
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
