import type { FeatureModule } from '../../lib/feature-module.ts';
import { createRefundRequestsRepository } from './refund-requests.repository.ts';
import { refundRequestsRoutes } from './refund-requests.routes.ts';
import { createRefundRequestsService, type RefundRequestsServiceDeps } from './refund-requests.service.ts';

/**
 * Supporters' requests for their money back (decision 0100): asked from My support, answered by the
 * creator within 3 days, then by support; an approval refunds through payments.
 */
export function refundRequestsModule(deps: Omit<RefundRequestsServiceDeps, 'repository'>) {
  const service = createRefundRequestsService({
    ...deps,
    repository: createRefundRequestsRepository(deps.db),
  });
  return {
    routes: async (app) => app.register(refundRequestsRoutes, { service }),
    /** A person's requests, for their page on the staff side. */
    ofPerson: service.ofPerson,
    jobs: { 'escalate-refund-requests': () => service.escalateDue().then(() => undefined) },
  } satisfies FeatureModule & Record<string, unknown>;
}
