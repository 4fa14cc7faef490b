import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The public area is served at /media/; the private area has no address at all, and its files (the
 * originals of paid photos) reach a browser only through a route that checks who is asking.
 */
export type StorageArea = 'public' | 'private';

/** Where media files live. Keys are server-made (`avatars/<uuid>.jpg`), never a client's file name. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The address a browser uses to fetch the file. */
  publicUrl(key: string): string;
  /** Moves a file between the areas under the same key; false when it is not in `from`. */
  move(key: string, from: StorageArea, to: StorageArea): Promise<boolean>;
  /** The file's bytes; null when there is none. */
  read(key: string, area: StorageArea): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string, area: StorageArea): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on the local disk: the public area under `root`, served by this server at /media/, the private
 * area under `privateRoot` (beside it, never inside it), served by nothing.
 */
export function createLocalStorage(options: {
  root: string;
  privateRoot?: string;
}): Storage & { root: string } {
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
    root,
    async put(key, body) {
      const target = fileOf(key, 'public');
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
  };
}
