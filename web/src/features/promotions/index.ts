// The promotions feature's public surface: a checkout's promo code field and its price, for the join and
// purchase modals, and member pricing in a tier's form. The promo codes page loads with its route.
export { PriceAfterPromo, PromoCodeField, usePromoCode } from './components/promo-code-field';
export { MemberPricingField } from './components/member-pricing-field';
