import type { Db } from '../../db/client.ts';
import { type JobQueue, queueDefinitions } from '../../jobs/queue.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createCreatorWebhooksRepository } from './creator-webhooks.repository.ts';
import { creatorWebhooksRoutes } from './creator-webhooks.routes.ts';
import { createCreatorWebhooksService } from './creator-webhooks.service.ts';

/**
 * Creators' own endpoints hear of their gifts, sales and payouts: each delivery is written with the
 * change itself and sent by a job, with retries.
 */
export function creatorWebhooksModule(deps: {
  db: Db;
  jobs: Pick<JobQueue, 'send'>;
  allowLocal: boolean;
  now: () => Date;
}) {
  const service = createCreatorWebhooksService({
    db: deps.db,
    repository: createCreatorWebhooksRepository(deps.db),
    jobs: deps.jobs,
    allowLocal: deps.allowLocal,
    maxTries: queueDefinitions['deliver-creator-webhook'].retryLimit! + 1,
    now: deps.now,
  });
  return {
    routes: async (app) => app.register(creatorWebhooksRoutes, { service }),
    jobs: { 'deliver-creator-webhook': ({ deliveryId }) => service.deliver(deliveryId) },
    onPaymentsSettled: service.onPaymentsSettled,
    onPayoutChanged: service.onPayoutChanged,
  } satisfies FeatureModule & Record<string, unknown>;
}
