import { formatCentavos, type PromoCode, type PromoQuote } from '@pixel/contract';
import type { Priced } from './promo-pricing.service.ts';
import { type PromoCodeRow, statusOf } from './promotions.rules.ts';

export function presentCode(row: { code: PromoCodeRow; uses: number; open: number }, at: Date): PromoCode {
  const { code } = row;
  return {
    id: code.id,
    code: code.code,
    discount_type: code.discountType,
    percent_off: code.percentOff,
    amount_off: code.amountOff === null ? null : formatCentavos(code.amountOff),
    applies_to: code.appliesTo,
    tier_ids: code.tierIds,
    post_ids: code.postIds,
    product_ids: code.productIds,
    duration: code.duration,
    max_uses: code.maxUses,
    max_uses_per_person: code.maxUsesPerPerson,
    starts_on: code.startsOn,
    ends_on: code.endsOn,
    uses: row.uses,
    open_checkouts: row.open,
    status: statusOf(code, at, row.uses + row.open),
    created_at: code.createdAt.toISOString(),
    archived_at: code.archivedAt?.toISOString() ?? null,
  };
}

export function presentQuote(priced: Priced): PromoQuote {
  return {
    list_price: formatCentavos(priced.listAmount),
    price: formatCentavos(priced.amount),
    discount: formatCentavos(priced.discount),
    applied: priced.applied,
    promo_code: priced.applied === 'code' ? priced.code : null,
    member_discount: priced.applied === 'member_pricing' ? priced.memberPercent : null,
    every_period: priced.everyPeriod,
    member_price_better: priced.memberPriceBetter,
  };
}
