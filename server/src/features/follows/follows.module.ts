import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { Notify } from '../notifications/notifications.service.ts';
import { createFollowsRepository } from './follows.repository.ts';
import { followsRoutes } from './follows.routes.ts';
import { createFollowsService, type FollowsService } from './follows.service.ts';

/**
 * Follows and blocks: who may see, gift, react to or ask whom is asked of `relations` by the other
 * features.
 */
export function followsModule(deps: { db: Db; notify: Notify }) {
  const relations: FollowsService = createFollowsService({
    db: deps.db,
    repository: createFollowsRepository(deps.db),
    notify: deps.notify,
  });
  return {
    routes: async (app) => app.register(followsRoutes, { service: relations }),
    relations,
  } satisfies FeatureModule & Record<string, unknown>;
}
