import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createReferralsRepository } from './referrals.repository.ts';
import { referralsRoutes } from './referrals.routes.ts';
import { createReferralsService } from './referrals.service.ts';

/** Referrals: whoever referred a payee earns a share of the platform's fee, posted with the payment (0052). */
export function referralsModule(deps: { db: Db; feeShareBasisPoints: number; publicUrl: string }) {
  const service = createReferralsService({
    repository: createReferralsRepository(deps.db),
    feeShareBasisPoints: deps.feeShareBasisPoints,
    publicUrl: deps.publicUrl,
  });
  return {
    routes: async (app) => app.register(referralsRoutes, { service }),
    rewards: service.rewards,
  } satisfies FeatureModule & Record<string, unknown>;
}
