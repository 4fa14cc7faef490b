import type { FeatureModule } from '../../lib/feature-module.ts';
import { createAccountDataRepository } from './account-data.repository.ts';
import { accountDataRoutes } from './account-data.routes.ts';
import { createAccountDataService, type AccountDataServiceDeps } from './account-data.service.ts';

/**
 * A person's copy of their data (decision 0097): asked for once a day, built by a job into a ZIP in the
 * storage's private area, mailed as a link that works for 24 hours for its owner only, then removed.
 */
export function accountDataModule(deps: Omit<AccountDataServiceDeps, 'repository'>) {
  const service = createAccountDataService({ ...deps, repository: createAccountDataRepository(deps.db) });
  return {
    routes: async (app) => app.register(accountDataRoutes, { service }),
    jobs: {
      'build-data-export': (data) => service.build(data),
      'expire-data-exports': () => service.expire(),
    },
  } satisfies FeatureModule & Record<string, unknown>;
}
