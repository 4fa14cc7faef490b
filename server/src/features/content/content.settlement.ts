import type { SettlementHandler } from '../payments/payments.service.ts';
import type { ContentRepository } from './content.repository.ts';

/**
 * What a paid purchase changes besides the money: the post opens for its buyer. A buyer's second payment
 * for a post they already own settles as a repeat: it opens nothing new, and the money goes back to them
 * (decision 0031).
 */
export function createPurchaseSettlement(repository: ContentRepository): SettlementHandler {
  return {
    async onSettled(tx, payments) {
      const settled = await repository.settle(
        tx,
        payments.map((payment) => payment.id),
      );
      return new Map(
        payments.map((payment) => {
          const found = settled.get(payment.id);
          if (!found) throw new Error(`no purchase for payment ${payment.id}`);
          const buyer = found.isAnonymous ? 'Anonymous' : found.buyerName;
          const what = found.postKind === 'snap' ? 'Snap' : 'Snap Slide';
          return [
            payment.id,
            {
              description: `${found.isRepeat ? 'Repeat purchase' : 'Purchase'} of ${what} by ${buyer}`,
              counterpartyName: buyer,
              refund: found.isRepeat,
            },
          ];
        }),
      );
    },
  };
}
