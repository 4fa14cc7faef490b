import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxDetails } from '../../db/schema/index.ts';
import { type Envelope, type KeyRing, openBeside, sealBeside } from '../../lib/envelope.ts';
import { resealSealedFiles, rewrapSealedFiles, type SealedFiles } from '../../lib/sealed-files.ts';
import type { Storage } from '../../providers/storage/storage.ts';

/** What a certificate's data key is bound to: whose it is and the file it is (lib/envelope.ts). */
export const certificateContext = (userId: string, storageKey: string) =>
  `tax-certificate/${userId}/${storageKey}`;

/** A new name for a certificate in the private area: it says nothing of whose it is. */
export const newCertificateKey = () => `tax/${randomUUID()}.bin`;

/** What a TIN sealed beside its certificate is bound to: whose it is (decision 0125). */
const tinContext = (userId: string) => `tin/${userId}`;

/** The TIN's digits sealed under the data key of the certificate `certificateKey` of `userId`. */
export const sealTin = (
  keys: KeyRing,
  row: Envelope & { userId: string; certificateKey: string },
  tin: string,
) => sealBeside(keys, row, certificateContext(row.userId, row.certificateKey), tinContext(row.userId), tin);

type TaxRow = typeof taxDetails.$inferSelect;

/** The row's TIN, its 9 or 12 digits: opened, or as written before TINs were sealed. */
export function openTin(keys: KeyRing, row: TaxRow): string {
  if (!row.tinSealed) return row.tin!;
  return openBeside(
    keys,
    row,
    certificateContext(row.userId, row.certificateKey),
    tinContext(row.userId),
    row.tinSealed,
  );
}

/**
 * The tax certificates as lib/sealed-files.ts moves them to a new master key. A rewrap keeps the data key,
 * so the TIN sealed under it needs nothing; a reseal makes a new data key, and the TIN is sealed again
 * under it with the new file (which needs the ring that opens the old one).
 */
const certificatesUnder = (keys: KeyRing | null): SealedFiles<TaxRow> => ({
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
    if (!keys) throw new Error('moving a certificate needs the key ring its TIN opens with');
    const tinSealed = sealTin(keys, { userId: row.userId, certificateKey, ...envelope }, openTin(keys, row));
    // only while the row still names the old file and the TIN sealed beside it: a change meanwhile wins
    const changed = await db
      .update(taxDetails)
      .set({ certificateKey, ...envelope, tinSealed, tin: null })
      .where(
        and(
          eq(taxDetails.userId, row.userId),
          eq(taxDetails.certificateKey, row.certificateKey),
          row.tinSealed ? eq(taxDetails.tinSealed, row.tinSealed) : isNull(taxDetails.tinSealed),
        ),
      )
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
});

/** Every certificate's data key under a previous master key, wrapped again under the current one. */
export const rewrapTaxCertificates = (input: { db: Db; keys: KeyRing; batch?: number }) =>
  rewrapSealedFiles(certificatesUnder(input.keys), input);

/** Every certificate under a previous master key, sealed again under a new data key (a leaked key). */
export const resealTaxCertificates = (input: {
  db: Db;
  storage: Pick<Storage, 'read' | 'put' | 'remove'>;
  keys: KeyRing;
  batch?: number;
}) => resealSealedFiles(certificatesUnder(input.keys), input);

/** How many certificates each master key wraps, by its id. */
export const certificatesByKey = (db: Db) => certificatesUnder(null).countByKey(db);
