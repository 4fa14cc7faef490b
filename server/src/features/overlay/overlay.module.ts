import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createOverlayBus } from './overlay.bus.ts';
import { createOverlayRepository } from './overlay.repository.ts';
import { overlayRoutes } from './overlay.routes.ts';
import { createOverlayService } from './overlay.service.ts';
import type { SpeakAlert, SpeakTest } from '../speech/speech.service.ts';
import type { HoldAlert } from '../stream-moderation/stream-moderation.service.ts';

/**
 * Live alerts: a creator's streaming overlay hears of each paid gift and each new member, on every
 * instance, through LISTEN/NOTIFY; old events are purged by a job.
 */
export async function overlayModule(deps: {
  db: Db;
  publicUrl: string;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Spoken alerts: whether a gift's alert reads its message, and where (the speech module's). */
  speak: SpeakAlert;
  /** Whether the creator's test alert is read aloud, and where. */
  speakTest: SpeakTest;
  /** The moderation queue's hold: whether a gift's alert waits for a decision (a link) instead of being sent. */
  holdAlert: HoldAlert;
}) {
  const { db, log } = deps;
  const bus = createOverlayBus({ db, log });
  await bus.start();
  const service = createOverlayService({
    db,
    repository: createOverlayRepository(db),
    bus,
    publicUrl: deps.publicUrl,
    log,
    now: deps.now,
    speak: deps.speak,
    speakTest: deps.speakTest,
    holdAlert: deps.holdAlert,
  });
  return {
    routes: async (app) => {
      app.addHook('onClose', () => bus.close());
      await app.register(overlayRoutes, { service });
    },
    jobs: { 'purge-overlay-events': () => service.purge() },
    /** A settlement listener: each paid gift, and each membership payment that makes a new member, becomes an alert. */
    onSettled: service.onSettled,
    /** A held gift the creator approved becomes an alert then. */
    alertApproved: service.alertApproved,
    /** Writes widget events in the caller's transaction, for every open overlay of the creator. */
    publish: service.publish,
    /** Who owns an overlay address (the widgets' reads by address). */
    ownerOf: service.ownerOf,
    /** How many overlays are open on this instance. */
    openStreams: service.openStreams,
  } satisfies FeatureModule & Record<string, unknown>;
}
