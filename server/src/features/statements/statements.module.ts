import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createStatementsRepository } from './statements.repository.ts';
import { statementsRoutes } from './statements.routes.ts';
import { createStatementsService } from './statements.service.ts';

/** A creator's statements, CSV and PDF, straight from the ledger. */
export function statementsModule(deps: { db: Db }) {
  const service = createStatementsService({ repository: createStatementsRepository(deps.db) });
  return { routes: async (app) => app.register(statementsRoutes, { service }) } satisfies FeatureModule;
}
