import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createInsightsRepository } from './insights.repository.ts';
import { insightsRoutes } from './insights.routes.ts';
import { createInsightsService } from './insights.service.ts';
import { createInsightsSettlement } from './insights.settlement.ts';

/**
 * A creator's Insights: counters kept as their memberships' money moves (`onSettled`, a settlement
 * listener, and the database's triggers on memberships), and the page that reads them.
 */
export function insightsModule(deps: { db: Db; now: () => Date }) {
  const repository = createInsightsRepository(deps.db);
  const service = createInsightsService({ repository, now: deps.now });
  return {
    routes: async (app) => app.register(insightsRoutes, { service }),
    onSettled: createInsightsSettlement({ repository, now: deps.now }),
  } satisfies FeatureModule & Record<string, unknown>;
}
