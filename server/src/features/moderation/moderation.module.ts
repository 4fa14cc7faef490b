import type { FeatureModule } from '../../lib/feature-module.ts';
import { createModerationRepository } from './moderation.repository.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { createModerationService, type ModerationServiceDeps } from './moderation.service.ts';

/**
 * Staff's side of what creators post (decision 0103): a person's posts of every kind, and hiding one that
 * breaks the rules, or showing it again; the posts' own features make the change.
 */
export function moderationModule(deps: Omit<ModerationServiceDeps, 'repository'>) {
  const service = createModerationService({ ...deps, repository: createModerationRepository(deps.db) });
  return {
    routes: async (app) => app.register(moderationRoutes, { service }),
  } satisfies FeatureModule;
}
