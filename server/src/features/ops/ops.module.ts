import type { Redis } from 'ioredis';
import type { Config } from '../../config/config.ts';
import { type Db, ping } from '../../db/client.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { Metrics } from './metrics.ts';
import { opsRoutes } from './ops.routes.ts';

type Checks = Parameters<typeof opsRoutes>[1]['checks'];

/** What operators ask of an instance: health, readiness (draining before a shutdown) and metrics. */
export function opsModule(deps: {
  config: Pick<Config, 'metricsToken'>;
  db: Db;
  storage: Pick<Storage, 'check'>;
  redis: Pick<Redis, 'ping'> | null;
  metrics: Metrics;
  draining: () => boolean;
}) {
  const { db, storage, redis } = deps;
  const checks: Checks = {
    database: () => ping(db),
    storage: () => storage.check(),
    ...(redis && { redis: () => redis.ping() }),
  };
  return {
    routes: async (app) =>
      app.register(opsRoutes, {
        checks,
        draining: deps.draining,
        metrics: deps.metrics,
        metricsToken: deps.config.metricsToken,
      }),
  } satisfies FeatureModule;
}
