import { promoCodeKey, type Said } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { fieldError, say } from '../../lib/errors.ts';
import type { Payer, PromotionsRepository } from './promotions.repository.ts';
import {
  belowMinimum,
  covers,
  dateRefusal,
  discountOf,
  memberDiscountOf,
  type PricedItem,
  type PromoCodeRow,
  refusalOf,
} from './promotions.rules.ts';

/** A refusal of the code a person typed: on the field they typed it in. */
const refuse = (said: Said) => fieldError('promo_code', said);

/** What a checkout charges, and what it writes with its payment. */
export interface Priced {
  listAmount: number;
  /** What the payment is for: the list price less the discount. */
  amount: number;
  discount: number;
  applied: 'code' | 'member_pricing' | null;
  /** The code as its creator wrote it, when it applies. */
  code: string | null;
  /** The member price's percent off, when it applies. */
  memberPercent: number | null;
  /** The code takes the same off each renewal of the membership, while it lasts. */
  everyPeriod: boolean;
  /** A code that would apply, not used because the member price is lower. */
  memberPriceBetter: boolean;
  /**
   * Writes the discount beside the payment, in the checkout's transaction. A code is locked first and its
   * uses counted again, so two checkouts at its last use cannot both take it: the second is refused, and
   * its payment is never written.
   */
  record(tx: Tx, paymentId: string): Promise<void>;
}

const fullPrice = (listAmount: number): Priced => ({
  listAmount,
  amount: listAmount,
  discount: 0,
  applied: null,
  code: null,
  memberPercent: null,
  everyPeriod: false,
  memberPriceBetter: false,
  record: async () => {},
});

/**
 * Prices a checkout (decision 0149): a code a person typed, checked now and again as the checkout is
 * written; a member's price of a post; the best of the two, never both; and the "every period" code of a
 * membership's renewals.
 */
export function createPromoPricing(deps: { db: Db; repository: PromotionsRepository; now: () => Date }) {
  const { db, repository, now } = deps;

  /** The creator's code as typed, with what it takes off, or the refusal that says why it cannot be used. */
  async function usableCode(input: {
    creatorUserId: string;
    payer: Payer;
    code: string;
    item: PricedItem;
    listAmount: number;
    at: Date;
  }) {
    const row = await repository.findByKey(db, input.creatorUserId, promoCodeKey(input.code));
    if (!row) throw refuse(say('promoUnknown'));
    const uses = await repository.usesOf(db, {
      codeId: row.id,
      payer: input.payer,
      at: input.at,
      reusing: input.item,
    });
    const refusal = refusalOf(row, { at: input.at, item: input.item, uses });
    if (refusal) throw refuse(refusal);
    const discount = discountOf(row, input.listAmount);
    const tooLow = belowMinimum(input.listAmount, discount);
    if (tooLow) throw refuse(tooLow);
    return { row, discount };
  }

  /** Locks the code and counts its uses again in the checkout's transaction, then writes the use. */
  async function takeUse(
    tx: Tx,
    input: { row: PromoCodeRow; payer: Payer; item: PricedItem; at: Date },
  ): Promise<PromoCodeRow> {
    const locked = await repository.lockCode(tx, input.row.id);
    if (!locked) throw refuse(say('promoUnknown'));
    const uses = await repository.usesOf(tx, { codeId: locked.id, payer: input.payer, at: input.at });
    const refusal = refusalOf(locked, { at: input.at, item: input.item, uses });
    if (refusal) throw refuse(refusal);
    return locked;
  }

  const itemColumns = (item: PricedItem) =>
    item.kind === 'tier'
      ? { tierId: item.tierId }
      : item.kind === 'post'
        ? { postId: item.postId }
        : { productId: item.productId };

  return {
    /**
     * The price of a join or a purchase: with the code typed (refused on `promo_code` when it cannot be
     * used), a post with the buyer's member price, the lower of the two when both apply. `userId` is null
     * for a visitor asking a quote (their own uses are not known) and for a guest buying a product, whose
     * uses are those made with their email (`guestEmail`).
     */
    async price(input: {
      creatorUserId: string;
      userId: string | null;
      guestEmail?: string | null;
      item: PricedItem;
      listAmount: number;
      code?: string;
      purpose: 'join' | 'purchase';
    }): Promise<Priced> {
      const at = now();
      const payer: Payer = { userId: input.userId, guestEmail: input.userId ? null : input.guestEmail };
      const coded = input.code ? await usableCode({ ...input, payer, code: input.code, at }) : null;
      const memberPercent =
        input.item.kind === 'post' && input.userId
          ? await repository.memberPostDiscount(input.creatorUserId, input.userId, at)
          : 0;
      const memberDiscount = memberPercent ? memberDiscountOf(input.listAmount, memberPercent) : 0;
      // never both: the code only when it takes more off than the member price
      const useCode = coded !== null && coded.discount > memberDiscount;
      const base = {
        listAmount: input.listAmount,
        memberPriceBetter: coded !== null && !useCode,
      };
      if (useCode) {
        const { row, discount } = coded;
        return {
          ...base,
          amount: input.listAmount - discount,
          discount,
          applied: 'code',
          code: row.code,
          memberPercent: null,
          everyPeriod: input.item.kind === 'tier' && row.duration === 'every_period',
          async record(tx, paymentId) {
            const locked = await takeUse(tx, { row, payer, item: input.item, at: now() });
            await repository.insertRedemption(tx, {
              paymentId,
              promoCodeId: locked.id,
              code: locked.code,
              creatorUserId: input.creatorUserId,
              userId: input.userId,
              source: 'code',
              purpose: input.purpose,
              ...itemColumns(input.item),
              listAmount: input.listAmount,
              discountAmount: discount,
            });
          },
        };
      }
      if (memberDiscount > 0) {
        return {
          ...base,
          amount: input.listAmount - memberDiscount,
          discount: memberDiscount,
          applied: 'member_pricing',
          code: null,
          memberPercent,
          everyPeriod: false,
          async record(tx, paymentId) {
            await repository.insertRedemption(tx, {
              paymentId,
              creatorUserId: input.creatorUserId,
              userId: input.userId!,
              source: 'member_pricing',
              purpose: input.purpose,
              ...itemColumns(input.item),
              listAmount: input.listAmount,
              discountAmount: memberDiscount,
              memberPercent,
            });
          },
        };
      }
      return { ...fullPrice(input.listAmount), ...base };
    },

    /**
     * The price of a renewal: less the code of the membership's join when it is an "every period" code
     * that still lasts (not archived, not past its end date in Manila, still for this tier), else the list
     * price. A renewal is no new use of the code, so no limit of its uses applies.
     */
    async renewal(input: {
      creatorUserId: string;
      supporterUserId: string;
      tierId: string;
      listAmount: number;
    }): Promise<Priced> {
      const row = await repository.everyPeriodCodeOf(input.creatorUserId, input.supporterUserId);
      const item: PricedItem = { kind: 'tier', tierId: input.tierId };
      const lasts =
        row !== null &&
        !row.archivedAt &&
        !dateRefusal({ startsOn: null, endsOn: row.endsOn }, now()) &&
        covers(row, item);
      if (!lasts) return fullPrice(input.listAmount);
      const discount = discountOf(row, input.listAmount);
      if (belowMinimum(input.listAmount, discount)) return fullPrice(input.listAmount);
      return {
        listAmount: input.listAmount,
        amount: input.listAmount - discount,
        discount,
        applied: 'code',
        code: row.code,
        memberPercent: null,
        everyPeriod: true,
        memberPriceBetter: false,
        async record(tx, paymentId) {
          await repository.insertRedemption(tx, {
            paymentId,
            promoCodeId: row.id,
            code: row.code,
            creatorUserId: input.creatorUserId,
            userId: input.supporterUserId,
            source: 'code',
            purpose: 'renew',
            tierId: input.tierId,
            listAmount: input.listAmount,
            discountAmount: discount,
          });
        },
      };
    },
  };
}

/** What the memberships and content features ask of promotions as they open a checkout. */
export type PromoPricing = ReturnType<typeof createPromoPricing>;
