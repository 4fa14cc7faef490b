import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server.ts';
import { createS3Storage } from './s3-storage.ts';
import { createLocalStorage, isUnreachable, type Storage } from './storage.ts';

const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');

// the same behaviour from both adapters: what the features rely on
function behavesAsStorage(name: string, open: () => Promise<{ storage: Storage; close(): Promise<void> }>) {
  describe(name, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(async () => close());

    it('keeps a file in the area it was put in, and nowhere else', async () => {
      await storage.put('uploads/a1.jpg', jpeg, 'image/jpeg', 'private');
      expect(await storage.read('uploads/a1.jpg', 'private')).toEqual(jpeg);
      expect(await storage.read('uploads/a1.jpg', 'public')).toBeNull();
      await storage.put('avatars/b1.jpg', jpeg, 'image/jpeg');
      expect(await storage.read('avatars/b1.jpg', 'public')).toEqual(jpeg);
      expect(storage.publicUrl('avatars/b1.jpg')).toBe('/media/avatars/b1.jpg');
    });

    it('moves a file between the areas, and says when there was nothing to move', async () => {
      await storage.put('uploads/c1.jpg', jpeg, 'image/jpeg', 'private');
      expect(await storage.move('uploads/c1.jpg', 'private', 'public')).toBe(true);
      expect(await storage.read('uploads/c1.jpg', 'private')).toBeNull();
      expect(await storage.read('uploads/c1.jpg', 'public')).toEqual(jpeg);
      expect(await storage.move('uploads/missing.jpg', 'private', 'public')).toBe(false);
    });

    it('removes files, a missing one without complaint', async () => {
      await storage.put('covers/d1.jpg', jpeg, 'image/jpeg');
      await storage.remove('covers/d1.jpg', 'public');
      await storage.remove('covers/d1.jpg', 'public');
      expect(await storage.read('covers/d1.jpg', 'public')).toBeNull();
    });

    it('refuses keys the server did not make', async () => {
      await expect(storage.put('../etc/passwd', jpeg, 'image/jpeg')).rejects.toThrow(/unsafe/);
      await expect(storage.read('uploads/../../x.jpg', 'public')).rejects.toThrow(/unsafe/);
    });

    it('answers the readiness check', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });
  });
}

behavesAsStorage('local storage', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-storage-'));
  return {
    storage: createLocalStorage({ root: path.join(dir, 'media'), privateRoot: path.join(dir, 'private') }),
    close: () => fs.rm(dir, { recursive: true, force: true }),
  };
});

behavesAsStorage('S3 storage on an S3-protocol server', async () => {
  const s3 = await startS3Server();
  return {
    storage: createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
    close: () => s3.stop(),
  };
});

describe('S3 storage that cannot be reached', () => {
  it('fails its readiness check for a bucket that does not exist', async () => {
    const s3 = await startS3Server();
    try {
      const storage = createS3Storage({
        bucket: 'no-such-bucket',
        region: 'us-east-1',
        endpoint: s3.endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      });
      const refusal = await storage.check().catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(Error);
      // a mistake in the configuration: the server stops at start instead of waiting for it
      expect(isUnreachable(refusal)).toBe(false);
    } finally {
      await s3.stop();
    }
  });

  it('tells a storage nobody answers for from a refusal, and fails its calls as 503s', async () => {
    // nothing listens on port 1
    const storage = createS3Storage({
      bucket: 'pixel-media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    // start-up waits for it
    expect(isUnreachable(await storage.check().catch((error: unknown) => error))).toBe(true);
    const failure = await storage
      .put('avatars/a.jpg', Buffer.from('x'), 'image/jpeg')
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 503, exception: 'ServiceUnavailableException' });
  });
});
