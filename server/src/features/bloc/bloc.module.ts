import type { Db } from '../../db/client.ts';
import type { ContentRegistry } from '../../lib/content-registry.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createBlocRepository } from './bloc.repository.ts';
import { blocRoutes } from './bloc.routes.ts';
import { createBlocService } from './bloc.service.ts';

type ServiceDeps = Parameters<typeof createBlocService>[0];

/**
 * Bloc: a creator's text posts, free, or for those who supported them; reactions find them here. A post
 * may wait to be published, and a members-only one open to all later: a job does both (decision 0157).
 */
export function blocModule(
  deps: Omit<ServiceDeps, 'repository'> & { db: Db; registerContent: ContentRegistry['register'] },
) {
  const { registerContent, ...serviceDeps } = deps;
  const service = createBlocService({ ...serviceDeps, repository: createBlocRepository(deps.db) });
  registerContent('bloc', service.lookup);
  return {
    routes: async (app) => app.register(blocRoutes, { service }),
    jobs: {
      'publish-scheduled-bloc-posts': async () => {
        await service.publishDue();
      },
    },
    /** Staff hide a post or show it again (decision 0103), in their transaction. */
    setHidden: service.setHidden,
  } satisfies FeatureModule & Record<string, unknown>;
}
