import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { GiftsService } from '../gifts/gifts.service.ts';
import type { RefundsService } from '../payments/refunds.service.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import { createMediaRequestsRepository } from './media-requests.repository.ts';
import { mediaRequestsRoutes } from './media-requests.routes.ts';
import { createMediaRequestsService, type MediaOverlay } from './media-requests.service.ts';

/**
 * Media requests (issue #65, decision 0148): viewers pay, as gifts, to have clips played on the creator's
 * stream. A request is started through the gifts feature's checkout (`giftWith`), made pending or approved as
 * it is paid by `onSettled` (a settlement listener), and a declined one is refunded through `refunds.start`.
 */
export function mediaRequestsModule(deps: {
  db: Db;
  overlay: MediaOverlay;
  visitPage: VisitPage;
  now: () => Date;
  giftLimits: { minAmount: number; maxAmount: number };
  giftWith: GiftsService['giftCreator'];
  refunds: { start: RefundsService['start'] };
}) {
  const service = createMediaRequestsService({
    ...deps,
    repository: createMediaRequestsRepository(deps.db),
  });
  return {
    routes: async (app) => app.register(mediaRequestsRoutes, { service }),
    /** A settlement listener: a paid request waits for the creator, or plays from the auto-approve amount. */
    onSettled: service.onSettled,
  } satisfies FeatureModule & Record<string, unknown>;
}
