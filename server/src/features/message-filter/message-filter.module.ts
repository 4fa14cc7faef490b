import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createMessageFilterRepository } from './message-filter.repository.ts';
import { messageFilterRoutes } from './message-filter.routes.ts';
import { createMessageFilterService } from './message-filter.service.ts';

/**
 * A creator's message filter: a gift whose words it matches is paid all the same, and its text waits
 * for the creator's review (the gifts feature's held gifts).
 */
export function messageFilterModule(deps: { db: Db }) {
  const filter = createMessageFilterService({ repository: createMessageFilterRepository(deps.db) });
  return {
    routes: async (app) => app.register(messageFilterRoutes, { service: filter }),
    /** Screens a settling gift's words (gifts' settlement). */
    screen: filter.screen,
  } satisfies FeatureModule & Record<string, unknown>;
}
