import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { supportedRoutes } from './supported.routes.ts';

/** The supporters' library: the creators a person supported and what they bought. */
export function supportedModule(deps: { db: Db }) {
  return { routes: async (app) => app.register(supportedRoutes, { db: deps.db }) } satisfies FeatureModule;
}
