import type { Db } from '../../db/client.ts';
import { createContentRegistry } from '../../lib/content-registry.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createReactionsRepository } from './reactions.repository.ts';
import { reactionsRoutes } from './reactions.routes.ts';
import { createReactionsService, type ReactionsService } from './reactions.service.ts';

type ServiceDeps = Parameters<typeof createReactionsService>[0];

/**
 * Reactions to any kind of content: each content feature registers how to find its content
 * (`registerContent`), and reactions work across all of them.
 */
export function reactionsModule(deps: Omit<ServiceDeps, 'repository' | 'contents'> & { db: Db }) {
  const { db, ...serviceDeps } = deps;
  const contents = createContentRegistry();
  const reactions: ReactionsService = createReactionsService({
    ...serviceDeps,
    repository: createReactionsRepository(db),
    contents,
  });
  return {
    routes: async (app) => app.register(reactionsRoutes, { service: reactions }),
    reactions,
    registerContent: contents.register,
  } satisfies FeatureModule & Record<string, unknown>;
}
