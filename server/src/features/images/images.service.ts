import { randomUUID } from 'node:crypto';
import { type ImageShape, processImage } from '../../lib/images.ts';
import { mediaKeyOf } from '../../lib/media.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { ImagesRepository } from './images.repository.ts';

const FOLDERS: Record<ImageShape, string> = { avatar: 'avatars', cover: 'covers', upload: 'uploads' };

export function createImagesService(deps: {
  repository: ImagesRepository;
  storage: Storage;
  publicUrl: string;
}) {
  const { repository, storage, publicUrl } = deps;

  return {
    /**
     * Re-encodes an uploaded image and stores it (and its variants) under new server-made names,
     * recorded as the user's. Answers the stored addresses as the API shows them.
     */
    async store(input: { userId: string; file: Buffer; shape: ImageShape }) {
      const processed = await processImage(input.file, input.shape);
      const id = randomUUID();
      const folder = FOLDERS[input.shape];
      const key = `${folder}/${id}.jpg`;
      const variantKeys = Object.fromEntries(
        Object.keys(processed.variants).map((name) => [name, `${folder}/${id}-${name.toLowerCase()}.jpg`]),
      );
      await Promise.all([
        storage.put(key, processed.main, 'image/jpeg'),
        ...Object.entries(processed.variants).map(([name, body]) =>
          storage.put(variantKeys[name]!, body, 'image/jpeg'),
        ),
      ]);
      await repository.record(
        [key, ...Object.values(variantKeys)].map((k) => ({
          key: k,
          userId: input.userId,
          kind: input.shape,
        })),
      );
      return {
        key,
        url: storage.publicUrl(key),
        variants: Object.fromEntries(
          Object.entries(variantKeys).map(([name, k]) => [name, storage.publicUrl(k)]),
        ),
      };
    },

    /** The stored address of `url` when it is one of the user's own uploads; null otherwise. */
    async ownImage(userId: string, url: string) {
      const key = mediaKeyOf(url, publicUrl);
      if (!key || !(await repository.isOwn(userId, key))) return null;
      return storage.publicUrl(key);
    },

    /** An address any client can fetch, for answers that leave the site (uploads, shared links). */
    absoluteUrl: (url: string) => new URL(url, publicUrl).toString(),
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
