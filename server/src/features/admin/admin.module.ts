import type { FeatureModule } from '../../lib/feature-module.ts';
import { createAdminRepository } from './admin.repository.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService, type AdminServiceDeps } from './admin.service.ts';

/**
 * The staff side (decision 0098): finding people and reading their page, suspending an account, notes
 * staff leave each other, refunds and payouts; each action written to the audit trail and held to the
 * rules every staff action is held to (decision 0121), both the audit module's.
 */
export function adminModule(deps: Omit<AdminServiceDeps, 'repository'>) {
  const service = createAdminService({ ...deps, repository: createAdminRepository(deps.db) });
  return {
    routes: async (app) => app.register(adminRoutes, { service }),
    /** Suspends an account as support does from a person's page (a leak report's action, decision 0154). */
    suspend: service.suspend,
  } satisfies FeatureModule & Record<string, unknown>;
}
