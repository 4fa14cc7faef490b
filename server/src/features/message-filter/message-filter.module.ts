import type { FeatureModule } from '../../lib/feature-module.ts';
import { heldGiftsRoutes } from '../gifts/held-gifts.routes.ts';
import { createHeldGiftsService } from '../gifts/held-gifts.service.ts';
import { createMessageFilterRepository } from './message-filter.repository.ts';
import { messageFilterRoutes } from './message-filter.routes.ts';
import { createMessageFilterService } from './message-filter.service.ts';

type HeldGiftsDeps = Parameters<typeof createHeldGiftsService>[0];

/**
 * A creator's message filter: a gift whose words it matches is paid all the same, and its text waits
 * for the creator's review (held gifts), shown once approved.
 */
export function messageFilterModule(deps: HeldGiftsDeps) {
  const filter = createMessageFilterService({ repository: createMessageFilterRepository(deps.db) });
  const held = createHeldGiftsService(deps);
  return {
    routes: async (app) => {
      await app.register(heldGiftsRoutes, { service: held });
      await app.register(messageFilterRoutes, { service: filter });
    },
    /** Screens a settling gift's words (gifts' settlement). */
    screen: filter.screen,
  } satisfies FeatureModule & Record<string, unknown>;
}
