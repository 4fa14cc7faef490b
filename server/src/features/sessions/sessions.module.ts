import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { SessionStore } from '../../plugins/session.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { sessionsRoutes } from './sessions.routes.ts';
import { createSessionsService, type SessionsServiceDeps } from './sessions.service.ts';

/**
 * An account's signed-in sessions: the list, ending one or all the others, and a mail when a browser
 * the account has not used before signs in (whichever route signed it in).
 */
export function sessionsModule(
  deps: Omit<SessionsServiceDeps, 'repository'> & { db: Db; sessions: Pick<SessionStore, 'onSignIn'> },
) {
  const { db, sessions, ...serviceDeps } = deps;
  const service = createSessionsService({ ...serviceDeps, repository: createSessionsRepository(db) });
  sessions.onSignIn(service.recognizeBrowser);
  return {
    routes: async (app) => app.register(sessionsRoutes, { service }),
    /** Whether a browser has signed in to an account before: such a one is trusted more (decision 0122). */
    knowsBrowser: service.knowsBrowser,
  } satisfies FeatureModule & Record<string, unknown>;
}
