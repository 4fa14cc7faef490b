import type { FeatureModule } from '../../lib/feature-module.ts';
import { createVelocityRepository } from './velocity.repository.ts';
import { velocityRoutes } from './velocity.routes.ts';
import { createVelocity, type VelocityDeps } from './velocity.service.ts';

/**
 * Velocity limits (decision 0108): built before the features that count against them (payments, gifts,
 * payouts), which are handed `limits`; staff read and set a person's limits through its routes.
 */
export function velocityModule(deps: Omit<VelocityDeps, 'repository'>) {
  const service = createVelocity({ ...deps, repository: createVelocityRepository(deps.db) });
  return {
    routes: async (app) => app.register(velocityRoutes, { service }),
    /** `limitOf`, `hit`, `enforce` and `joinedAt`, for the features that count against a limit. */
    limits: {
      limitOf: service.limitOf,
      hit: service.hit,
      enforce: service.enforce,
      joinedAt: service.joinedAt,
    },
  } satisfies FeatureModule & Record<string, unknown>;
}

export type { VelocityLimits } from './velocity.service.ts';
