import { randomBytes } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityVerificationFiles, identityVerifications } from '../../db/schema/index.ts';
import { EnvelopeError, keyRing, masterKey, open } from '../../lib/envelope.ts';
import { member } from '../../test/builders.ts';
import { cardPhoto as photo, formData } from '../../test/forms.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { fileContext, filesByKey, resealIdentityFiles, rewrapIdentityFiles } from './verification.keys.ts';

// the app keeps its media in a real S3-protocol bucket, which the test reads directly
const oldKey = randomBytes(32);
const t = {} as TestApp;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let bucket: S3Client;
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(t, await buildTestApp({ env: { ...s3.env, KYC_ENCRYPTION_KEY: oldKey.toString('base64') } }));
  bucket = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  bucket.destroy();
  await t.close();
  await s3.stop();
});

const objectOf = async (key: string) => {
  const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
};

const filesOf = async (userId: string) =>
  t.db
    .select({ file: identityVerificationFiles })
    .from(identityVerificationFiles)
    .innerJoin(identityVerifications, eq(identityVerifications.id, identityVerificationFiles.verificationId))
    .where(eq(identityVerifications.userId, userId))
    .then((rows) => rows.map((row) => row.file));

async function sendVerification() {
  const creator = await member(t);
  const sent = {
    id_front: await photo('#204080', { width: 900, height: 560 }),
    id_back: await photo('#804020'),
    selfie: await photo('#208040', { width: 600, height: 800 }),
  };
  const body = formData(
    {
      legal_name: 'Jose Protacio Rizal',
      birth_date: '1990-06-19',
      address: 'Calamba, Laguna',
      id_type: 'philsys',
    },
    sent,
  );
  const response = await creator.browser.post('/v1/user/verification', body.payload, body.headers);
  expect(response.statusCode, response.body).toBe(201);
  return { creator, sent };
}

describe('identity photos at rest', () => {
  it('are sealed in the bucket: no JPEG there, and nothing opens without the key', async () => {
    const { creator, sent } = await sendVerification();
    const files = await filesOf(creator.user.id);
    expect(files.map((file) => file.side).sort()).toEqual(['back', 'front', 'selfie']);
    const keys = await s3.keys();
    for (const file of files) {
      // in the private area only, under a name that says nothing of whose it is
      expect(file.storageKey).toMatch(/^identity\/[0-9a-f-]{36}\.bin$/);
      expect(keys).toContain(`private/${file.storageKey}`);
      expect(keys).not.toContain(`public/${file.storageKey}`);
      expect(file.keyId).toBe(masterKey(oldKey).id);

      const stored = await objectOf(`private/${file.storageKey}`);
      const upload = sent[file.side === 'front' ? 'id_front' : file.side === 'back' ? 'id_back' : 'selfie'];
      expect(stored.equals(upload)).toBe(false);
      expect(stored.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      for (const marker of ['JFIF', 'Exif', 'Photoshop']) expect(stored.includes(marker)).toBe(false);
      await expect(sharp(stored).metadata()).rejects.toThrow();

      // the bucket and the database together open nothing without the master key
      const context = fileContext(file.verificationId, file.side);
      expect(() => open(keyRing(randomBytes(32)), stored, file, context)).toThrow(EnvelopeError);
      const opened = open(keyRing(oldKey), stored, file, context);
      expect((await sharp(opened).metadata()).format).toBe('jpeg');
    }
  });

  it('stay readable after their keys are wrapped under a new master key, the bucket untouched', async () => {
    const { creator } = await sendVerification();
    const before = await filesOf(creator.user.id);
    const storedBefore = await Promise.all(before.map((file) => objectOf(`private/${file.storageKey}`)));
    const newKey = randomBytes(32);

    // the new key alone cannot open what the old one wrapped: the old one stays configured meanwhile
    expect(await rewrapIdentityFiles({ db: t.db, keys: keyRing(newKey) })).toEqual({
      rewrapped: 0,
      unknownKeyFiles: (await t.db.select().from(identityVerificationFiles)).length,
    });
    const result = await rewrapIdentityFiles({ db: t.db, keys: keyRing(newKey, [oldKey]), batch: 2 });
    expect(result.rewrapped).toBeGreaterThanOrEqual(3);
    expect(result.unknownKeyFiles).toBe(0);
    // done is done: a second run finds nothing
    expect(await rewrapIdentityFiles({ db: t.db, keys: keyRing(newKey, [oldKey]) })).toEqual({
      rewrapped: 0,
      unknownKeyFiles: 0,
    });

    const after = await filesOf(creator.user.id);
    for (const [index, file] of after.entries()) {
      const previous = before.find((other) => other.side === file.side)!;
      expect(file.keyId).toBe(masterKey(newKey).id);
      expect(file.wrappedKey).not.toBe(previous.wrappedKey);
      expect(file.fileNonce).toBe(previous.fileNonce);
      const stored = await objectOf(`private/${file.storageKey}`);
      expect(stored.equals(storedBefore[before.indexOf(previous)]!), String(index)).toBe(true);
      // the old key retired, the new one alone opens every photo
      const context = fileContext(file.verificationId, file.side);
      expect((await sharp(open(keyRing(newKey), stored, file, context)).metadata()).format).toBe('jpeg');
      expect(() => open(keyRing(oldKey), stored, file, context)).toThrow(EnvelopeError);
    }
  });

  it('are sealed again under new data keys and new names for a key that may have leaked', async () => {
    const { creator } = await sendVerification();
    const leaked = keyRing(oldKey);
    // whatever the earlier test moved, these files are under the leaked key
    expect((await filesOf(creator.user.id)).every((file) => file.keyId === leaked.current.id)).toBe(true);
    const before = await filesOf(creator.user.id);
    const newKey = randomBytes(32);

    const result = await resealIdentityFiles({
      db: t.db,
      storage: t.storage,
      keys: keyRing(newKey, [oldKey]),
      batch: 2,
    });
    // these three were all the leaked key still wrapped (the earlier test moved the others)
    expect(result).toEqual({ resealed: 3, missingFiles: 0 });
    const byKey = await filesByKey(t.db);
    expect(byKey[masterKey(newKey).id]).toBe(3);
    expect(byKey[leaked.current.id]).toBeUndefined();

    const keys = await s3.keys();
    for (const file of await filesOf(creator.user.id)) {
      const previous = before.find((other) => other.side === file.side)!;
      // a new object under a new name, sealed with a new data key; the old object is gone
      expect(file.storageKey).not.toBe(previous.storageKey);
      expect(file.fileNonce).not.toBe(previous.fileNonce);
      expect(keys).not.toContain(`private/${previous.storageKey}`);
      const stored = await objectOf(`private/${file.storageKey}`);
      const context = fileContext(file.verificationId, file.side);
      // the leaked key and the old wrapped key, from a copy of the database, open nothing now
      expect(() => open(leaked, stored, previous, context)).toThrow(EnvelopeError);
      expect(() => open(leaked, stored, file, context)).toThrow(EnvelopeError);
      expect((await sharp(open(keyRing(newKey), stored, file, context)).metadata()).format).toBe('jpeg');
    }
  });
});
