import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { createSpeechEngine } from './speech.engine.ts';
import { createSpeechRepository } from './speech.repository.ts';
import { speechRoutes } from './speech.routes.ts';
import { createSpeechService } from './speech.service.ts';

/**
 * Spoken alerts (decision 0145): a gift's message read aloud on the creator's overlay, made by eSpeak NG in
 * a worker thread and kept in storage. Built before the overlay, which asks `speak` for each gift's alert;
 * its routes come once the overlay is built, with the overlay's lookup of an address (`withOverlay`).
 */
export function speechModule(deps: {
  db: Db;
  storage: Pick<Storage, 'read' | 'put'>;
  jobs: Pick<JobQueue, 'send'>;
  publicUrl: string;
}) {
  const engine = createSpeechEngine();
  const service = createSpeechService({
    repository: createSpeechRepository(deps.db),
    storage: deps.storage,
    engine,
    jobs: deps.jobs,
    publicUrl: deps.publicUrl,
  });
  return {
    /** Whether a gift's alert reads its message, and where the overlay fetches it (queued in the alert's transaction). */
    speak: service.speak,
    /** Whether the creator's test alert is read, and where. */
    speakTest: service.speakTest,
    /** The settings' and the audio's routes, and the job that makes a spoken message ahead. */
    withOverlay(overlay: { ownerOf: (token: string) => Promise<{ userId: string }> }) {
      return {
        routes: async (app) => {
          app.addHook('onClose', async () => engine.close());
          await app.register(speechRoutes, { service, ownerOf: overlay.ownerOf });
        },
        jobs: { 'speak-gift': ({ giftId }) => service.makeAhead(giftId) },
      } satisfies FeatureModule;
    },
  };
}
