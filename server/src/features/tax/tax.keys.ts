import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxDetails } from '../../db/schema/index.ts';
import { type KeyRing, open, rewrap, seal } from '../../lib/envelope.ts';
import type { Storage } from '../../providers/storage/storage.ts';

/** What a certificate's data key is bound to: whose it is and the file it is (lib/envelope.ts). */
export const certificateContext = (userId: string, storageKey: string) =>
  `tax-certificate/${userId}/${storageKey}`;

/** A new name for a certificate in the private area: it says nothing of whose it is. */
export const newCertificateKey = () => `tax/${randomUUID()}.bin`;

/**
 * Wraps every certificate's data key made under a previous master key again under the current one
 * (the files in storage are not touched), a batch per transaction, each row locked while it changes:
 * safe to run twice or beside the instances. Answers how many were wrapped again.
 */
export async function rewrapTaxCertificates(input: { db: Db; keys: KeyRing; batch?: number }) {
  const { db, keys } = input;
  const batch = input.batch ?? 200;
  const previousIds = keys.previous.map((key) => key.id);
  let rewrapped = 0;
  while (previousIds.length) {
    const moved = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(taxDetails)
        .where(inArray(taxDetails.keyId, previousIds))
        .orderBy(asc(taxDetails.userId))
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        await tx
          .update(taxDetails)
          .set(rewrap(keys, row, certificateContext(row.userId, row.certificateKey)))
          .where(eq(taxDetails.userId, row.userId));
      }
      return rows.length;
    });
    rewrapped += moved;
    if (moved < batch) break;
  }
  return { rewrapped };
}

/**
 * For a master key that may have leaked: every certificate under a previous key is opened, sealed again
 * under a new data key and the current master key, and stored under a new name; the row then names the
 * new file and the old one is removed. A certificate replaced meanwhile keeps its own file, and the copy
 * made here is removed. A file missing from storage is left as it is and counted.
 */
export async function resealTaxCertificates(input: {
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
      .from(taxDetails)
      .where(
        and(
          inArray(taxDetails.keyId, previousIds),
          missing.length ? notInArray(taxDetails.certificateKey, missing) : undefined,
        ),
      )
      .orderBy(asc(taxDetails.userId))
      .limit(input.batch ?? 50);
    if (!rows.length) break;
    for (const row of rows) {
      const body = await storage.read(row.certificateKey, 'private');
      if (!body) {
        missing.push(row.certificateKey);
        continue;
      }
      const plain = open(keys, body, row, certificateContext(row.userId, row.certificateKey));
      const certificateKey = newCertificateKey();
      const { sealed, envelope } = seal(keys, plain, certificateContext(row.userId, certificateKey));
      await storage.put(certificateKey, sealed, 'application/octet-stream', 'private');
      const [changed] = await db
        .update(taxDetails)
        .set({ certificateKey, ...envelope })
        .where(and(eq(taxDetails.userId, row.userId), eq(taxDetails.certificateKey, row.certificateKey)))
        .returning({ userId: taxDetails.userId });
      await storage.remove(changed ? row.certificateKey : certificateKey, 'private');
      if (changed) resealed++;
    }
  }
  return { resealed, missingFiles: missing.length };
}

/** How many certificates each master key wraps, by its id. */
export async function certificatesByKey(db: Db) {
  const rows = await db
    .select({ keyId: taxDetails.keyId, files: count() })
    .from(taxDetails)
    .groupBy(taxDetails.keyId);
  return Object.fromEntries(rows.map((row) => [row.keyId, row.files]));
}
