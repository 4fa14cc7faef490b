import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createPromoPricing } from './promo-pricing.service.ts';
import { createPromotionsRepository } from './promotions.repository.ts';
import { promotionsRoutes } from './promotions.routes.ts';
import { createPromotionsService } from './promotions.service.ts';

/**
 * Promo codes and member pricing (decision 0149): a creator's codes, and the prices of the checkouts that
 * memberships and content open with them, which those features ask through `pricing`.
 */
export function promotionsModule(deps: {
  db: Db;
  now: () => Date;
  findCreator: (pageUrl: string) => Promise<{ id: string } | null>;
}) {
  const { db, now } = deps;
  const repository = createPromotionsRepository(db);
  const pricing = createPromoPricing({ db, repository, now });
  const service = createPromotionsService({ db, repository, pricing, now, findCreator: deps.findCreator });
  return {
    routes: async (app) => app.register(promotionsRoutes, { service }),
    /** What a join, a renewal or a purchase costs with a code or a member's price, and its record. */
    pricing,
  } satisfies FeatureModule & Record<string, unknown>;
}
