import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createGoalsRepository } from './goals.repository.ts';
import { goalsRoutes } from './goals.routes.ts';
import { createGoalsService } from './goals.service.ts';

type ServiceDeps = Parameters<typeof createGoalsService>[0];

/** A creator's goals, which goal gifts raise money for. */
export function goalsModule(deps: Omit<ServiceDeps, 'repository'> & { db: Db }) {
  const service = createGoalsService({ ...deps, repository: createGoalsRepository(deps.db) });
  return { routes: async (app) => app.register(goalsRoutes, { service }) } satisfies FeatureModule;
}
