import { FREE_PRICE_ID, formatCentavos, freePriceName, productName, type PriceTier } from '@pixel/contract';

export interface Tier {
  priceId: number;
  /** Centavos. */
  amount: number;
  name: string;
  description: string;
  suggested: boolean;
}

// ids are stored on posts, so a tier keeps its id for ever: new tiers go at the end of this list
const PAID_PESOS = [
  20, 30, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 3000, 5000,
];
const SUGGESTED_PESOS = new Set([50, 100, 200, 300, 500]);

/** "₱1,500.00": how people read a price. */
export function priceLabel(amount: number) {
  const [whole, fraction] = formatCentavos(amount).split('.');
  return `₱${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

export const tiers: readonly Tier[] = [
  {
    priceId: FREE_PRICE_ID,
    amount: 0,
    name: freePriceName,
    description: 'Everyone can see the photos.',
    suggested: true,
  },
  ...PAID_PESOS.map((pesos, i) => ({
    priceId: FREE_PRICE_ID + 1 + i,
    amount: pesos * 100,
    name: `${productName} - ${priceLabel(pesos * 100)}`,
    description: `Supporters pay ${priceLabel(pesos * 100)} to see the photos.`,
    suggested: SUGGESTED_PESOS.has(pesos),
  })),
];

const byId = new Map(tiers.map((tier) => [tier.priceId, tier]));

export const findTier = (priceId: number) => byId.get(priceId) ?? null;

export function presentTier(tier: Tier): PriceTier {
  return {
    price_id: tier.priceId,
    price: formatCentavos(tier.amount),
    price_label: priceLabel(tier.amount),
    name: tier.name,
    description: tier.description,
    is_suggested: tier.suggested,
  };
}

/** The tiers a search finds: `search` (digits and dots) anywhere in the price as written ("150.00"). */
export function searchTiers(input: { search?: string; suggestedOnly?: boolean }) {
  return tiers.filter(
    (tier) =>
      (!input.suggestedOnly || tier.suggested) &&
      (!input.search || formatCentavos(tier.amount).includes(input.search)),
  );
}
