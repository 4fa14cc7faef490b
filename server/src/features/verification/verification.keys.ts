import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identityVerificationFiles as files } from '../../db/schema/index.ts';
import type { KeyRing } from '../../lib/envelope.ts';
import { resealSealedFiles, rewrapSealedFiles, type SealedFiles } from '../../lib/sealed-files.ts';
import type { Storage } from '../../providers/storage/storage.ts';

/** What a file's data key is bound to: its verification and the side it shows (lib/envelope.ts). */
export const fileContext = (verificationId: string, side: string) => `identity/${verificationId}/${side}`;

type FileRow = typeof files.$inferSelect;
const thisFile = (row: FileRow) =>
  and(eq(files.verificationId, row.verificationId), eq(files.side, row.side));

/** The identity photos as lib/sealed-files.ts moves them to a new master key. */
const identityFiles: SealedFiles<FileRow> = {
  async underKeys(handle, { keyIds, limit, skip, lock }) {
    const query = handle
      .select()
      .from(files)
      .where(and(inArray(files.keyId, keyIds), skip.length ? notInArray(files.storageKey, skip) : undefined))
      .orderBy(asc(files.storageKey))
      .limit(limit);
    return lock ? query.for('update', { skipLocked: true }) : query;
  },
  fileOf: (row) => row.storageKey,
  contextOf: (row) => fileContext(row.verificationId, row.side),
  newFile: () => `identity/${randomUUID()}.bin`,
  async setEnvelope(tx, row, envelope) {
    await tx.update(files).set(envelope).where(thisFile(row));
  },
  async moveFile(db, row, storageKey, envelope) {
    const changed = await db
      .update(files)
      .set({ storageKey, ...envelope })
      .where(and(thisFile(row), eq(files.storageKey, row.storageKey)))
      .returning({ side: files.side });
    return changed.length > 0;
  },
  async countByKey(db) {
    const rows = await db.select({ keyId: files.keyId, files: count() }).from(files).groupBy(files.keyId);
    return Object.fromEntries(rows.map((row) => [row.keyId, row.files]));
  },
};

/** Every identity file's data key under a previous master key, wrapped again under the current one. */
export const rewrapIdentityFiles = (input: { db: Db; keys: KeyRing; batch?: number }) =>
  rewrapSealedFiles(identityFiles, input);

/** Every identity file under a previous master key, sealed again under a new data key (a leaked key). */
export const resealIdentityFiles = (input: {
  db: Db;
  storage: Pick<Storage, 'read' | 'put' | 'remove'>;
  keys: KeyRing;
  batch?: number;
}) => resealSealedFiles(identityFiles, input);

/** How many identity files each master key wraps, by its id. */
export const filesByKey = (db: Db) => identityFiles.countByKey(db);
