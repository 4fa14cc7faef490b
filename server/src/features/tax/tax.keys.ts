import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxDetails } from '../../db/schema/index.ts';
import type { KeyRing } from '../../lib/envelope.ts';
import { resealSealedFiles, rewrapSealedFiles, type SealedFiles } from '../../lib/sealed-files.ts';
import type { Storage } from '../../providers/storage/storage.ts';

/** What a certificate's data key is bound to: whose it is and the file it is (lib/envelope.ts). */
export const certificateContext = (userId: string, storageKey: string) =>
  `tax-certificate/${userId}/${storageKey}`;

/** A new name for a certificate in the private area: it says nothing of whose it is. */
export const newCertificateKey = () => `tax/${randomUUID()}.bin`;

type TaxRow = typeof taxDetails.$inferSelect;

/** The tax certificates as lib/sealed-files.ts moves them to a new master key. */
const certificates: SealedFiles<TaxRow> = {
  async underKeys(handle, { keyIds, limit, skip, lock }) {
    const query = handle
      .select()
      .from(taxDetails)
      .where(
        and(
          inArray(taxDetails.keyId, keyIds),
          skip.length ? notInArray(taxDetails.certificateKey, skip) : undefined,
        ),
      )
      .orderBy(asc(taxDetails.userId))
      .limit(limit);
    return lock ? query.for('update', { skipLocked: true }) : query;
  },
  fileOf: (row) => row.certificateKey,
  contextOf: (row, file) => certificateContext(row.userId, file),
  newFile: newCertificateKey,
  async setEnvelope(tx, row, envelope) {
    await tx.update(taxDetails).set(envelope).where(eq(taxDetails.userId, row.userId));
  },
  async moveFile(db, row, certificateKey, envelope) {
    const changed = await db
      .update(taxDetails)
      .set({ certificateKey, ...envelope })
      .where(and(eq(taxDetails.userId, row.userId), eq(taxDetails.certificateKey, row.certificateKey)))
      .returning({ userId: taxDetails.userId });
    return changed.length > 0;
  },
  async countByKey(db) {
    const rows = await db
      .select({ keyId: taxDetails.keyId, files: count() })
      .from(taxDetails)
      .groupBy(taxDetails.keyId);
    return Object.fromEntries(rows.map((row) => [row.keyId, row.files]));
  },
};

/** Every certificate's data key under a previous master key, wrapped again under the current one. */
export const rewrapTaxCertificates = (input: { db: Db; keys: KeyRing; batch?: number }) =>
  rewrapSealedFiles(certificates, input);

/** Every certificate under a previous master key, sealed again under a new data key (a leaked key). */
export const resealTaxCertificates = (input: {
  db: Db;
  storage: Pick<Storage, 'read' | 'put' | 'remove'>;
  keys: KeyRing;
  batch?: number;
}) => resealSealedFiles(certificates, input);

/** How many certificates each master key wraps, by its id. */
export const certificatesByKey = (db: Db) => certificates.countByKey(db);
