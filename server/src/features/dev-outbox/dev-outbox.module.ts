import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { MovableClock } from '../../lib/clock.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { devClockRoutes } from './dev-clock.routes.ts';
import { devOutboxRoutes } from './dev-outbox.routes.ts';

/**
 * Development and test only, to this machine only: the mail and SMS the app "sent", and the development
 * clock with the scheduled jobs run at once (decision 0062).
 */
export function devModule(deps: {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  clock: MovableClock;
  jobs: JobQueue;
}) {
  const { publicUrl } = deps.config;
  return {
    routes: async (app) => {
      await app.register(devOutboxRoutes, { db: deps.db, publicUrl });
      await app.register(devClockRoutes, { clock: deps.clock, jobs: deps.jobs, publicUrl });
    },
  } satisfies FeatureModule;
}
