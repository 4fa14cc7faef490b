import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { SpeakAlert } from '../speech/speech.service.ts';
import { createStreamModerationRepository } from './stream-moderation.repository.ts';
import { streamModerationRoutes } from './stream-moderation.routes.ts';
import {
  createHoldAlert,
  createStreamModerationService,
  type OverlayPublisher,
} from './stream-moderation.service.ts';

/**
 * The stream's moderation queue (issue #65, decision 0147): the creator and the moderators they name skip,
 * replay, pause and resume alerts, and decide on those held for a link. Built before the overlay, which
 * asks `holdAlert` of each gift's alert; its routes come once the overlay is built (`withOverlay`), as
 * they send the overlay its controls.
 */
export function streamModerationModule(deps: { db: Db; now: () => Date; speak: SpeakAlert }) {
  const repository = createStreamModerationRepository(deps.db);
  return {
    /** Whether a gift's alert waits for a decision (a link in its name or message) instead of being sent. */
    holdAlert: createHoldAlert({ repository, now: deps.now }),
    /** The queue's and the moderators' routes. */
    withOverlay(overlay: OverlayPublisher) {
      const service = createStreamModerationService({ ...deps, repository, overlay });
      return {
        routes: async (app) => app.register(streamModerationRoutes, { service }),
      } satisfies FeatureModule;
    },
  };
}
