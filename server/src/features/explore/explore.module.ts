import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createExploreRepository } from './explore.repository.ts';
import { exploreRoutes } from './explore.routes.ts';
import { createExploreService } from './explore.service.ts';

/** Explore: creators with something to show, and the tags their public texts carry. */
export function exploreModule(deps: { db: Db; now: () => Date }) {
  const service = createExploreService({ repository: createExploreRepository(deps.db), now: deps.now });
  return { routes: async (app) => app.register(exploreRoutes, { service }) } satisfies FeatureModule;
}
