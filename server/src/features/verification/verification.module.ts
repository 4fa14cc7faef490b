import type { Config } from '../../config/config.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { kycKeyRing } from '../../lib/kyc-keys.ts';
import { createVerificationRepository } from './verification.repository.ts';
import { verificationRoutes } from './verification.routes.ts';
import { createVerificationService, type VerificationServiceDeps } from './verification.service.ts';

/**
 * Identity verification (decision 0106): a creator sends their legal name, birth date, address, an ID's
 * photos and a selfie; the photos are kept sealed (lib/envelope.ts) and opened only by staff who review
 * identities, each look audited; support approves or rejects with a reason the creator is mailed.
 * Manual review by staff is the built-in reviewer: a provider that checks IDs would answer through the
 * same approve and reject.
 */
export async function verificationModule(
  deps: Omit<VerificationServiceDeps, 'repository' | 'keys'> & { config: Pick<Config, 'kyc'> },
) {
  const repository = createVerificationRepository(deps.db);
  const service = createVerificationService({
    ...deps,
    repository,
    keys: await kycKeyRing(deps.config, deps.db),
  });
  return {
    routes: async (app) => app.register(verificationRoutes, { service }),
    jobs: { 'purge-identity-verifications': () => service.purgeExpired().then(() => undefined) },
    /** The person's verification state, for what needs it later (payouts, decision 0106). */
    state: service.state,
    /** Where the person stands for a payout, in its transaction (decision 0107). */
    standing: service.standing,
  } satisfies FeatureModule & Record<string, unknown>;
}
