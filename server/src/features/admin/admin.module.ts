import type { FeatureModule } from '../../lib/feature-module.ts';
import { createAdminRepository } from './admin.repository.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService, type AdminServiceDeps } from './admin.service.ts';

/**
 * The staff side (decision 0098): finding people and reading their page, suspending an account, notes
 * staff leave each other, and the audit trail every staff action and view is written to.
 */
export function adminModule(deps: Omit<AdminServiceDeps, 'repository'>) {
  const service = createAdminService({ ...deps, repository: createAdminRepository(deps.db) });
  return {
    routes: async (app) => app.register(adminRoutes, { service }),
    /** How another feature's staff calls write to the audit trail (decision 0098). */
    audit: { record: service.recordAction },
  } satisfies FeatureModule & Record<string, unknown>;
}
