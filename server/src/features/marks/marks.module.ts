import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { Staff } from '../../plugins/staff-only.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { StaffAudit } from '../audit/audit.service.ts';
import type { Notify } from '../notifications/notifications.service.ts';
import { createFingerprints } from './fingerprints.service.ts';
import { createLeakClosures, type LeakClosures } from './leak-closures.service.ts';
import { createLeaks } from './leaks.service.ts';
import { createMarkedCopies, type MarkedCopies } from './marked-copies.ts';
import { createMarksRepository } from './marks.repository.ts';
import { marksRoutes } from './marks.routes.ts';

/**
 * The viewers' marked copies of paid originals (decision 0154), built before the photo posts, which serve
 * them from their file route and purge them with their photos; and the posts staff closed to a person for
 * a leak (decision 0166), which the photo posts and the shop no longer open or sell to them.
 */
export function markedCopiesOf(deps: {
  db: Db;
  storage: Storage;
  publicUrl: string;
}): MarkedCopies & LeakClosures {
  const copies = createMarkedCopies({
    repository: createMarksRepository(deps.db),
    storage: deps.storage,
    siteHost: new URL(deps.publicUrl).host,
  });
  return { ...copies, ...createLeakClosures(deps.db) };
}

/**
 * Per-buyer marks (issue #67, decisions 0152 and 0154): the leak lookup a creator (or support, for them)
 * runs on a found copy, the reports of the viewers it names, and staff's actions on them.
 */
export function marksModule(deps: {
  db: Db;
  storage: Storage;
  audit: StaffAudit;
  notify: Notify;
  now: () => Date;
  /** The staff side's suspension of an account. */
  suspend: (staff: Staff, input: { userId: string; reason: string }) => Promise<unknown>;
}) {
  const { db } = deps;
  const repository = createMarksRepository(db);
  const fingerprints = createFingerprints({ repository, storage: deps.storage });
  const leaks = createLeaks({
    ...deps,
    repository,
    fingerprints,
    async personExists(userId) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return Boolean(row);
    },
  });
  return {
    routes: async (app) =>
      app.register(marksRoutes, {
        leaks,
        settings: {
          read: async (userId) => ({ visible_mark: await repository.visibleMark(userId) }),
          async save(userId, visible) {
            await repository.saveVisibleMark(userId, visible, deps.now());
            return { visible_mark: visible };
          },
        },
      }),
    // the photos' fingerprints, made ahead of the lookups that compare copies with them (decision 0166)
    jobs: { 'photo-fingerprints': () => fingerprints.run() },
  } satisfies FeatureModule & Record<string, unknown>;
}
