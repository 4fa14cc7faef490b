import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { PasskeyFactor } from '../passkeys/passkeys.service.ts';
import { createTwoFactorRepository } from './two-factor.repository.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { createTwoFactorService, type StepUpFields } from './two-factor.service.ts';

/**
 * Two-factor sign-in with an authenticator app or a passkey: enrolment and recovery codes in the account
 * settings, the second step of a sign-in (asked by auth), and the check the features that move money ask
 * for.
 */
export function twoFactorModule(deps: {
  db: Db;
  secret: string;
  publicUrl: string;
  now: () => Date;
  jobs: Pick<JobQueue, 'send'>;
  passkeys: Pick<PasskeyFactor, 'count' | 'options' | 'verify'>;
}) {
  const service = createTwoFactorService({ ...deps, repository: createTwoFactorRepository(deps.db) });
  return {
    routes: async (app) => app.register(twoFactorRoutes, { service }),
    /** The second step of a sign-in. */
    secondStep: {
      isOn: service.isOn,
      challenge: service.challenge,
      passkeyOptions: service.passkeyOptions,
      completeSignIn: service.completeSignIn,
    },
    /**
     * preHandler of the calls that move money or where it goes, after `authenticate`: an account with
     * a second factor sends the app's code as `two_factor_code` (decision 0093) or a passkey's answer as
     * `two_factor_passkey` (decision 0095).
     */
    stepUp: async (request: FastifyRequest) =>
      service.stepUp(request.user!.id, (request.body ?? {}) as StepUpFields),
  } satisfies FeatureModule & Record<string, unknown>;
}
