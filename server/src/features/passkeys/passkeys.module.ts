import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createPasskeysRepository } from './passkeys.repository.ts';
import { passkeysRoutes, type StepUp } from './passkeys.routes.ts';
import { createPasskeysService } from './passkeys.service.ts';

/**
 * Passkeys (WebAuthn): added, named and removed in the account settings; one signs in alone (auth asks
 * for it), or serves as the second step of a sign-in or a step-up (two-factor asks for it).
 */
export function passkeysModule(deps: {
  db: Db;
  publicUrl: string;
  now: () => Date;
  jobs: Pick<JobQueue, 'send'>;
}) {
  const { db, ...serviceDeps } = deps;
  const service = createPasskeysService({ ...serviceDeps, repository: createPasskeysRepository(db) });
  return {
    /** A sign-in with a passkey alone. */
    signIn: { options: service.signInOptions, verify: service.signIn },
    /** A passkey as a second factor. */
    factor: service.factor,
    /**
     * The account settings' calls, once two-factor is built from `factor`: adding or removing a passkey
     * asks for the second factor the account has (decision 0095).
     */
    settings: (stepUp: StepUp) =>
      ({ routes: async (app) => app.register(passkeysRoutes, { service, stepUp }) }) satisfies FeatureModule,
  };
}
