import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where media files live. Keys are server-made (`avatars/<uuid>.jpg`), never a client's file name. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The address a browser uses to fetch the file. */
  publicUrl(key: string): string;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

/** Files on the local disk under `root`, served by this server at /media/. */
export function createLocalStorage(options: { root: string }): Storage & { root: string } {
  const root = path.resolve(options.root);
  fsSync.mkdirSync(root, { recursive: true });
  return {
    root,
    async put(key, body) {
      if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
      const target = path.join(root, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // write then rename, so a reader never sees half a file
      const temp = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, target);
    },
    publicUrl: (key) => `/media/${key}`,
  };
}
