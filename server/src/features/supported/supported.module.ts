import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createSupportedRepository } from './supported.repository.ts';
import { supportedRoutes } from './supported.routes.ts';
import { createSupportedService } from './supported.service.ts';

/**
 * The supporters' side: the creators a person supported and what they bought, and the home their
 * dashboard opens on while their own page is empty.
 */
export function supportedModule(deps: { db: Db }) {
  const service = createSupportedService({ repository: createSupportedRepository(deps.db) });
  return { routes: async (app) => app.register(supportedRoutes, { service }) } satisfies FeatureModule;
}
