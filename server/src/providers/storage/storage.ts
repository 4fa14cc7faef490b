import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Tx } from '../../db/client.ts';
import { AppError, say } from '../../lib/errors.ts';

/**
 * The public area is served at /media/; the private area has no address at all, and its files (the
 * originals of paid photos, uploads no post has taken yet) reach a browser only through routes that
 * check who is asking.
 */
export type StorageArea = 'public' | 'private';

/** Where media files live. Keys are server-made (`avatars/<uuid>.jpg`), never a client's file name. */
export interface Storage {
  /** Stores a file in `area` (public unless told). */
  put(key: string, body: Buffer, contentType: string, area?: StorageArea): Promise<void>;
  /** The address a browser uses to fetch the file. */
  publicUrl(key: string): string;
  /** Moves a file between the areas under the same key; false when it is not in `from`. */
  move(key: string, from: StorageArea, to: StorageArea): Promise<boolean>;
  /** The file's bytes; null when there is none. */
  read(key: string, area: StorageArea): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string, area: StorageArea): Promise<void>;
  /** Stores the file at `file` on this machine's disk, read as a stream: a large file is never whole in memory. */
  putFile(key: string, file: string, contentType: string, area: StorageArea): Promise<void>;
  /** The file's bytes as a stream, with its size; null when there is none. */
  openRead(key: string, area: StorageArea): Promise<{ body: Readable; size: number } | null>;
  /** Throws when the storage cannot be reached (readiness checks, start-up). */
  check(): Promise<void>;
}

/** What an adapter throws when its storage cannot be reached: a 503 the person may try again after. */
export function storageUnavailable(cause: unknown) {
  const error = new AppError('unavailable', say('storageUnavailable'));
  error.cause = cause;
  return error;
}

/** A file as the database names it: its key and the area it is in. */
export interface StoredFile {
  key: string;
  area: StorageArea;
}

/**
 * Queues the removal of files within a database transaction (the `remove-files` job), so files go
 * exactly when the rows that named them do, whichever instance holds them.
 */
export type FileRemover = (tx: Tx, files: StoredFile[]) => Promise<void>;

/** The content type of a stored file, from the extension the server gave its key. */
export const contentTypeOf = (key: string) =>
  key.endsWith('.gif')
    ? 'image/gif'
    : key.endsWith('.png')
      ? 'image/png'
      : key.endsWith('.webp')
        ? 'image/webp'
        : 'image/jpeg';

export const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on the local disk of one machine: the public area under `root`, the private area under
 * `privateRoot` (beside it, never inside it). For one instance; several use S3 (s3-storage.ts).
 */
export function createLocalStorage(options: { root: string; privateRoot?: string }): Storage {
  const root = path.resolve(options.root);
  const privateRoot = path.resolve(options.privateRoot ?? `${root}-private`);
  if (privateRoot === root || privateRoot.startsWith(root + path.sep)) {
    throw new Error('the private media root must not be inside the public one');
  }
  fsSync.mkdirSync(root, { recursive: true });
  fsSync.mkdirSync(privateRoot, { recursive: true });
  const fileOf = (key: string, area: StorageArea) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(area === 'public' ? root : privateRoot, key);
  };
  return {
    async put(key, body, _contentType, area = 'public') {
      const target = fileOf(key, area);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // write then rename, so a reader never sees half a file
      const temp = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, target);
    },
    publicUrl: (key) => `/media/${key}`,
    async move(key, from, to) {
      const target = fileOf(key, to);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.rename(fileOf(key, from), target);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async read(key, area) {
      try {
        return await fs.readFile(fileOf(key, area));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key, area) {
      await fs.rm(fileOf(key, area), { force: true });
    },
    async putFile(key, file, _contentType, area) {
      const target = fileOf(key, area);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${process.pid}.tmp`;
      await pipeline(fsSync.createReadStream(file), fsSync.createWriteStream(temp));
      await fs.rename(temp, target);
    },
    async openRead(key, area) {
      const file = fileOf(key, area);
      try {
        const { size } = await fs.stat(file);
        return { body: fsSync.createReadStream(file), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async check() {
      await fs.access(root, fsSync.constants.W_OK);
      await fs.access(privateRoot, fsSync.constants.W_OK);
    },
  };
}

/**
 * The storage could not be reached, did not answer in time, or failed on its own side (5xx, throttling):
 * trying again later may work. An answer of 4xx (no such bucket, no permission) is a mistake instead.
 */
export function isUnreachable(error: unknown) {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (status === undefined) return true;
  return status >= 500 || status === 429;
}
