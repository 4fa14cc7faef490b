import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { SAFE_KEY, type Storage, type StorageArea, isUnreachable, storageUnavailable } from './storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Spaces…); AWS itself when left out. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404));

/**
 * Media in one S3 bucket, shared by every instance. The bucket stays private: the areas are key
 * prefixes (`public/`, `private/`), and every file reaches browsers through this server's routes, the
 * public ones at /media/ (cacheable, for a CDN in front), the private ones only after their checks.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId &&
      settings.secretAccessKey && {
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
    // a stalled storage fails the request instead of holding it
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    maxAttempts: 3,
    // S3-compatible services do not all take the SDK's newer default checksums
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  // a storage away is the person's 503 ("try again"), not a fault of this server
  const send: S3Client['send'] = (async (command: Parameters<S3Client['send']>[0]) => {
    try {
      return await client.send(command);
    } catch (error) {
      throw isUnreachable(error) ? storageUnavailable(error) : error;
    }
  }) as S3Client['send'];
  const objectKey = (key: string, area: StorageArea) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return `${area}/${key}`;
  };

  return {
    async put(key, body, contentType, area = 'public') {
      await send(
        new PutObjectCommand({ Bucket, Key: objectKey(key, area), Body: body, ContentType: contentType }),
      );
    },
    publicUrl: (key) => `/media/${key}`,
    async move(key, from, to) {
      try {
        await send(
          new CopyObjectCommand({
            Bucket,
            Key: objectKey(key, to),
            CopySource: `${Bucket}/${objectKey(key, from)}`,
          }),
        );
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
      await send(new DeleteObjectCommand({ Bucket, Key: objectKey(key, from) }));
      return true;
    },
    async read(key, area) {
      try {
        const object = await send(new GetObjectCommand({ Bucket, Key: objectKey(key, area) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(key, area) {
      await send(new DeleteObjectCommand({ Bucket, Key: objectKey(key, area) }));
    },
    async putFile(key, file, contentType, area) {
      // one PUT of a stream of known length: S3 takes up to 5 GB so, and the bytes pass through unbuffered
      const { size } = await fs.promises.stat(file);
      await send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key, area),
          Body: fs.createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async openRead(key, area) {
      try {
        const object = await send(new GetObjectCommand({ Bucket, Key: objectKey(key, area) }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
