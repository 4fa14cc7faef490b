import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identityVerificationFiles } from '../../db/schema/index.ts';
import { type KeyRing, open, rewrap, seal } from '../../lib/envelope.ts';
import type { Storage } from '../../providers/storage/storage.ts';

/** What a file's data key is bound to: its verification and the side it shows (lib/envelope.ts). */
export const fileContext = (verificationId: string, side: string) => `identity/${verificationId}/${side}`;

/**
 * Wraps every file's data key made under a previous master key again under the current one, a batch per
 * transaction, each file's row locked while it changes: safe to run twice or beside the instances. The
 * files in storage are not touched. Answers how many were wrapped again, and how many files still name a
 * key the ring does not hold (they cannot be opened until that key is configured again).
 */
export async function rewrapIdentityFiles(input: { db: Db; keys: KeyRing; batch?: number }) {
  const { db, keys } = input;
  const batch = input.batch ?? 200;
  const previousIds = keys.previous.map((key) => key.id);
  let rewrapped = 0;
  while (previousIds.length) {
    const moved = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(identityVerificationFiles)
        .where(inArray(identityVerificationFiles.keyId, previousIds))
        .orderBy(asc(identityVerificationFiles.storageKey))
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        await tx
          .update(identityVerificationFiles)
          .set(rewrap(keys, row, fileContext(row.verificationId, row.side)))
          .where(
            and(
              eq(identityVerificationFiles.verificationId, row.verificationId),
              eq(identityVerificationFiles.side, row.side),
            ),
          );
      }
      return rows.length;
    });
    rewrapped += moved;
    if (moved < batch) break;
  }
  const [unknown] = await db
    .select({ files: count() })
    .from(identityVerificationFiles)
    .where(notInArray(identityVerificationFiles.keyId, [keys.current.id, ...previousIds]));
  return { rewrapped, unknownKeyFiles: unknown?.files ?? 0 };
}

/**
 * For a master key that may have leaked with a copy of the database (whose wrapped keys it opens):
 * every file under a previous key is opened, sealed again under a new data key and the current master
 * key, and stored under a new name; its row then names the new file, and the old object is removed.
 * A file whose object is missing is left as it is and counted. Safe to run twice or beside the
 * instances: a row changed meanwhile keeps its own file, and the copy made here is removed.
 */
export async function resealIdentityFiles(input: {
  db: Db;
  storage: Pick<Storage, 'read' | 'put' | 'remove'>;
  keys: KeyRing;
  batch?: number;
}) {
  const { db, storage, keys } = input;
  const previousIds = keys.previous.map((key) => key.id);
  const missing: string[] = [];
  let resealed = 0;
  while (previousIds.length) {
    const rows = await db
      .select()
      .from(identityVerificationFiles)
      .where(
        and(
          inArray(identityVerificationFiles.keyId, previousIds),
          missing.length ? notInArray(identityVerificationFiles.storageKey, missing) : undefined,
        ),
      )
      .orderBy(asc(identityVerificationFiles.storageKey))
      .limit(input.batch ?? 50);
    if (!rows.length) break;
    for (const row of rows) {
      const body = await storage.read(row.storageKey, 'private');
      if (!body) {
        missing.push(row.storageKey);
        continue;
      }
      const context = fileContext(row.verificationId, row.side);
      const { sealed, envelope } = seal(keys, open(keys, body, row, context), context);
      const storageKey = `identity/${randomUUID()}.bin`;
      await storage.put(storageKey, sealed, 'application/octet-stream', 'private');
      const [changed] = await db
        .update(identityVerificationFiles)
        .set({ storageKey, ...envelope })
        .where(
          and(
            eq(identityVerificationFiles.verificationId, row.verificationId),
            eq(identityVerificationFiles.side, row.side),
            eq(identityVerificationFiles.storageKey, row.storageKey),
          ),
        )
        .returning({ side: identityVerificationFiles.side });
      // the row named the old file until now; a row another run changed first keeps its own
      await storage.remove(changed ? row.storageKey : storageKey, 'private');
      if (changed) resealed++;
    }
  }
  return { resealed, missingFiles: missing.length };
}

/** How many identity files each master key wraps, by its id. */
export async function filesByKey(db: Db) {
  const rows = await db
    .select({ keyId: identityVerificationFiles.keyId, files: count() })
    .from(identityVerificationFiles)
    .groupBy(identityVerificationFiles.keyId);
  return Object.fromEntries(rows.map((row) => [row.keyId, row.files]));
}
