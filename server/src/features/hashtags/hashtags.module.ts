import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createHashtagsRepository } from './hashtags.repository.ts';
import { hashtagsRoutes } from './hashtags.routes.ts';
import { createHashtagsService, type HashtagsService } from './hashtags.service.ts';

/**
 * Hashtags: public text (Bloc posts, answered questions, bios, photo captions) keeps its tags in one
 * index as it is written (`index`), and a tag's page lists what carries it.
 */
export function hashtagsModule(deps: { db: Db }) {
  const index: HashtagsService = createHashtagsService({ repository: createHashtagsRepository(deps.db) });
  return {
    routes: async (app) => app.register(hashtagsRoutes, { service: index }),
    index,
  } satisfies FeatureModule & Record<string, unknown>;
}
