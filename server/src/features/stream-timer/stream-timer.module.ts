import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { OverlayService } from '../overlay/overlay.service.ts';
import { createStreamTimerRepository } from './stream-timer.repository.ts';
import { streamTimerRoutes } from './stream-timer.routes.ts';
import { createStreamTimerService } from './stream-timer.service.ts';

/**
 * The subathon timer (issue #65): a countdown the creator runs on stream that paid gifts and new members
 * extend by the creator's rules. Where it stands is kept in the database, so it survives a reload of the
 * widget and a restart of any instance; its changes reach the widgets as overlay events.
 */
export function streamTimerModule(deps: {
  db: Db;
  now: () => Date;
  overlay: Pick<OverlayService, 'publish' | 'ownerOf'>;
}) {
  const service = createStreamTimerService({
    db: deps.db,
    repository: createStreamTimerRepository(deps.db),
    overlay: deps.overlay,
    now: deps.now,
  });
  return {
    routes: async (app) => app.register(streamTimerRoutes, { service }),
    /** A settlement listener: paid gifts and new members extend a running or paused timer. */
    onSettled: service.onSettled,
  } satisfies FeatureModule & Record<string, unknown>;
}
