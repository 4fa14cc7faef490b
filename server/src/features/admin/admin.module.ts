import type { FeatureModule } from '../../lib/feature-module.ts';
import { createAdminRepository } from './admin.repository.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService, type AdminServiceDeps } from './admin.service.ts';
import { createStaffRulesRepository } from './staff-rules.repository.ts';
import { createStaffRules } from './staff-rules.service.ts';

/**
 * The staff side (decision 0098): finding people and reading their page, suspending an account, notes
 * staff leave each other, and the audit trail every staff action and view is written to; and the rules
 * every staff action is held to (decision 0121).
 */
export function adminModule(deps: Omit<AdminServiceDeps, 'repository' | 'rules' | 'rulesRepository'>) {
  const rulesRepository = createStaffRulesRepository(deps.db);
  const rules = createStaffRules({ repository: rulesRepository, now: deps.now });
  const service = createAdminService({
    ...deps,
    repository: createAdminRepository(deps.db),
    rules,
    rulesRepository,
  });
  return {
    routes: async (app) => app.register(adminRoutes, { service }),
    /**
     * How another feature's staff calls write to the audit trail (decision 0098); a change on one's own
     * records or on a higher role is refused there (decision 0121).
     */
    audit: { record: service.recordAction },
    /** Who staff may act on, and what waits for a second staff member (decision 0121). */
    rules,
  } satisfies FeatureModule & Record<string, unknown>;
}
