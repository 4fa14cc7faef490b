import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createProfilesRepository } from './profiles.repository.ts';
import { profilesRoutes } from './profiles.routes.ts';
import { createProfilesService } from './profiles.service.ts';

type ServiceDeps = Parameters<typeof createProfilesService>[0];

/** Creator pages: the public profile, its settings, search, and the pages the sitemap lists. */
export function profilesModule(deps: Omit<ServiceDeps, 'repository'> & { db: Db }) {
  const repository = createProfilesRepository(deps.db);
  const service = createProfilesService({ ...deps, repository });
  return {
    routes: async (app) => app.register(profilesRoutes, { service }),
    visit: service.visit,
    visitAsSession: service.visitAsSession,
    findActiveByPageUrl: repository.findActiveByPageUrl,
    findActiveById: repository.findActiveById,
    listPublicPages: repository.listPublicPages,
  } satisfies FeatureModule & Record<string, unknown>;
}

/** Each user's page url, or null (the public cache drops the pages of those whose money moved). */
export async function pageUrlsOf(db: Db, userIds: string[]) {
  const rows = await db
    .select({ id: users.id, pageUrl: users.pageUrl })
    .from(users)
    .where(inArray(users.id, userIds));
  const byId = new Map(rows.map((row) => [row.id, row.pageUrl]));
  return userIds.map((id) => byId.get(id) ?? null);
}
