import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createTwoFactorRepository } from './two-factor.repository.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { createTwoFactorService } from './two-factor.service.ts';

/**
 * Two-factor sign-in with an authenticator app: enrolment and recovery codes in the account settings, the
 * second step of a sign-in (asked by auth), and the check the features that move money ask for.
 */
export function twoFactorModule(deps: {
  db: Db;
  secret: string;
  publicUrl: string;
  now: () => Date;
  jobs: Pick<JobQueue, 'send'>;
}) {
  const service = createTwoFactorService({ ...deps, repository: createTwoFactorRepository(deps.db) });
  return {
    routes: async (app) => app.register(twoFactorRoutes, { service }),
    /** The second step of a sign-in. */
    secondStep: {
      isOn: service.isOn,
      challenge: service.challenge,
      completeSignIn: service.completeSignIn,
    },
    /** Whether an account has a second step, and the check of one (a code or a recovery code). */
    stepUp: { isOn: service.isOn, check: service.check },
  } satisfies FeatureModule & Record<string, unknown>;
}
