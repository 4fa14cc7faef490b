import type { Db, Tx } from '../db/client.ts';
import type { Storage } from '../providers/storage/storage.ts';
import { type Envelope, type KeyRing, open, rewrap, seal } from './envelope.ts';

/**
 * A table whose rows each name a file in the private area sealed under the key ring (lib/envelope.ts):
 * the identity photos, the tax certificates. What moving them to a new master key needs of it.
 */
export interface SealedFiles<Row extends Envelope> {
  /**
   * Up to `limit` rows under one of `keyIds`, in a stable order, leaving out the files in `skip`; with
   * `lock`, locked for the transaction (`for update skip locked`), so two runs share the work.
   */
  underKeys(
    handle: Db | Tx,
    input: { keyIds: string[]; limit: number; skip: string[]; lock: boolean },
  ): Promise<Row[]>;
  /** The file the row names in the private area. */
  fileOf(row: Row): string;
  /** What the row's data key is bound to, for a file of the row's at `file`. */
  contextOf(row: Row, file: string): string;
  /** A new name for a file sealed again: it says nothing of whose it is. */
  newFile(): string;
  /** Writes a new wrapping of the row's data key. */
  setEnvelope(tx: Tx, row: Row, envelope: Envelope): Promise<void>;
  /** Points the row at a file sealed again, only while it still names its old file; whether it did. */
  moveFile(db: Db, row: Row, file: string, envelope: Envelope): Promise<boolean>;
  /** How many files each master key wraps, by its id. */
  countByKey(db: Db): Promise<Record<string, number>>;
}

/**
 * Wraps every data key made under a previous master key again under the current one, a batch per
 * transaction, each row locked while it changes: safe to run twice or beside the instances. The files in
 * storage are not touched. Answers how many were wrapped again, and how many files still name a key the
 * ring does not hold (they cannot be opened until that key is configured again).
 */
export async function rewrapSealedFiles<Row extends Envelope>(
  files: SealedFiles<Row>,
  input: { db: Db; keys: KeyRing; batch?: number },
) {
  const { db, keys } = input;
  const batch = input.batch ?? 200;
  const keyIds = keys.previous.map((key) => key.id);
  let rewrapped = 0;
  while (keyIds.length) {
    const moved = await db.transaction(async (tx) => {
      const rows = await files.underKeys(tx, { keyIds, limit: batch, skip: [], lock: true });
      for (const row of rows) {
        await files.setEnvelope(tx, row, rewrap(keys, row, files.contextOf(row, files.fileOf(row))));
      }
      return rows.length;
    });
    rewrapped += moved;
    if (moved < batch) break;
  }
  const known = new Set([keys.current.id, ...keyIds]);
  const unknownKeyFiles = Object.entries(await files.countByKey(db))
    .filter(([id]) => !known.has(id))
    .reduce((sum, [, n]) => sum + n, 0);
  return { rewrapped, unknownKeyFiles };
}

/**
 * For a master key that may have leaked with a copy of the database (whose wrapped keys it opens): every
 * file under a previous key is opened, sealed again under a new data key and the current master key, and
 * stored under a new name; its row then names the new file, and the old object is removed. A file whose
 * object is missing is left as it is and counted. Safe to run twice or beside the instances: a row changed
 * meanwhile keeps its own file, and the copy made here is removed.
 */
export async function resealSealedFiles<Row extends Envelope>(
  files: SealedFiles<Row>,
  input: { db: Db; storage: Pick<Storage, 'read' | 'put' | 'remove'>; keys: KeyRing; batch?: number },
) {
  const { db, storage, keys } = input;
  const keyIds = keys.previous.map((key) => key.id);
  const missing: string[] = [];
  let resealed = 0;
  while (keyIds.length) {
    const rows = await files.underKeys(db, { keyIds, limit: input.batch ?? 50, skip: missing, lock: false });
    if (!rows.length) break;
    for (const row of rows) {
      const old = files.fileOf(row);
      const body = await storage.read(old, 'private');
      if (!body) {
        missing.push(old);
        continue;
      }
      const file = files.newFile();
      const plain = open(keys, body, row, files.contextOf(row, old));
      const { sealed, envelope } = seal(keys, plain, files.contextOf(row, file));
      await storage.put(file, sealed, 'application/octet-stream', 'private');
      const changed = await files.moveFile(db, row, file, envelope);
      // the row named the old file until now; a row another run changed first keeps its own
      await storage.remove(changed ? old : file, 'private');
      if (changed) resealed++;
    }
  }
  return { resealed, missingFiles: missing.length };
}
