import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createAuditRepository } from './audit.repository.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';
import { createStaffRulesRepository } from './staff-rules.repository.ts';
import { createStaffRules } from './staff-rules.service.ts';

/**
 * What every staff action goes through: the rules it is held to (decision 0121) and its line in the audit
 * trail (decision 0098), which staff who may read it see. It needs nothing of the other features, so it is
 * built first, and every feature with staff calls is handed `record` and `rules`.
 */
export function auditModule(deps: { db: Db; now: () => Date }) {
  const rules = createStaffRules({ repository: createStaffRulesRepository(), now: deps.now });
  const service = createAuditService({ repository: createAuditRepository(deps.db), rules, now: deps.now });
  return {
    routes: async (app) => app.register(auditRoutes, { service }),
    /**
     * How a feature's staff call writes to the audit trail, in its transaction (decision 0098); a change on
     * one's own records or on a higher role is refused there (decision 0121).
     */
    record: service.record,
    /** Who staff may act on, and what waits for a second staff member (decision 0121). */
    rules,
  } satisfies FeatureModule & Record<string, unknown>;
}
