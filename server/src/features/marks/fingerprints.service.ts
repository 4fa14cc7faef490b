import type { Storage } from '../../providers/storage/storage.ts';
import { fingerprintOf } from './fingerprint.ts';
import type { MarksRepository } from './marks.repository.ts';

/** Fingerprints a lookup makes itself, at most: a decode of an original each, some tenths of a second. */
export const LOOKUP_FINGERPRINTS = 24;
/** Fingerprints one run of the job makes, the photos longest without one first. */
const JOB_BATCH = 200;

type Missing = { id: string; creatorUserId: string; originalKey: string };

/**
 * The photos' fingerprints the leak lookup compares a found copy with (decision 0154), made ahead by a job
 * for the photos that have none, so that a creator's first lookup does not decode every original of theirs
 * in one request: it makes a few itself and says how many were still waiting (decision 0166).
 */
export function createFingerprints(deps: { repository: MarksRepository; storage: Storage }) {
  const { repository, storage } = deps;

  /**
   * Makes and keeps each photo's fingerprint. One whose original is missing or unreadable is kept as an
   * empty fingerprint: nothing can be compared with it, and the job does not try it again at every run.
   */
  async function make(photos: Missing[]) {
    const made = new Map<string, string>();
    for (const photo of photos) {
      const original = await storage.read(photo.originalKey, 'private');
      const thumbnail = original ? await fingerprintOf(original).catch(() => '') : '';
      await repository.saveFingerprint({ photoId: photo.id, creatorUserId: photo.creatorUserId, thumbnail });
      made.set(photo.id, thumbnail);
    }
    return made;
  }

  return {
    /**
     * The creator's photos with their fingerprints, after making at most `LOOKUP_FINGERPRINTS` of those
     * missing; `pending`, the photos still without one, which the job makes within minutes.
     */
    async forLookup(creatorUserId: string) {
      const rows = await repository.photosOfCreator(creatorUserId);
      const missing = rows.filter((row) => row.fingerprint === null);
      const now = missing.slice(0, LOOKUP_FINGERPRINTS);
      const made = await make(now.map((row) => ({ ...row, creatorUserId })));
      for (const row of rows) row.fingerprint ??= made.get(row.id) ?? null;
      return { photos: rows.filter((row) => row.fingerprint), pending: missing.length - now.length };
    },

    /** The job's part: fingerprints for the photos that have none, a batch a run. */
    async run() {
      await make(await repository.photosWithoutFingerprint(JOB_BATCH));
    },
  };
}

export type Fingerprints = ReturnType<typeof createFingerprints>;
