import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createQuestionsRepository } from './questions.repository.ts';
import { questionsRoutes } from './questions.routes.ts';
import { createQuestionsService } from './questions.service.ts';

type ServiceDeps = Parameters<typeof createQuestionsService>[0];

/** Ask Me Anything: questions asked on a creator's page, or carried by a gift when it is paid. */
export function questionsModule(deps: Omit<ServiceDeps, 'repository'> & { db: Db }) {
  const service = createQuestionsService({ ...deps, repository: createQuestionsRepository(deps.db) });
  return {
    routes: async (app) => app.register(questionsRoutes, { service }),
    askFromGifts: service.askFromGifts,
  } satisfies FeatureModule & Record<string, unknown>;
}
