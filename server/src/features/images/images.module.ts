import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { FileRemover, Storage } from '../../providers/storage/storage.ts';
import { cleanStorage } from './images.cleanup.ts';
import { createImagesRepository } from './images.repository.ts';
import { imagesRoutes } from './images.routes.ts';
import { createImagesService, type ImagesService } from './images.service.ts';

/**
 * Images: re-encoded and stored under server-made names; image fields may only name the user's own
 * (`ownImage`); uploads nobody claimed, and files nothing names, are cleaned away by a job.
 */
export function imagesModule(deps: {
  db: Db;
  storage: Storage;
  publicUrl: string;
  removeFiles: FileRemover;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, removeFiles, now, log } = deps;
  const images: ImagesService = createImagesService({
    repository: createImagesRepository(db),
    storage: deps.storage,
    publicUrl: deps.publicUrl,
  });
  return {
    routes: async (app) => app.register(imagesRoutes, { service: images }),
    jobs: {
      'clean-storage': async () => {
        const removed = await cleanStorage({ db, removeFiles, now: now() });
        if (removed) log.info({ removed }, 'cleaned storage');
      },
    },
    images,
    ownImage: images.ownImage,
  } satisfies FeatureModule & Record<string, unknown>;
}
