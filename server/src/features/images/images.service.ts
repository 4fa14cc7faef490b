import { randomUUID } from 'node:crypto';
import { contentLimits } from '@pixel/contract';
import { type ImageShape, processImage, type VariantFormat } from '../../lib/images.ts';
import { isMediaKey, mediaKeyOf } from '../../lib/media.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { createImageWork } from './image-work.ts';
import type { ImagesRepository } from './images.repository.ts';

const FOLDERS: Record<ImageShape, string> = { avatar: 'avatars', cover: 'covers', upload: 'uploads' };
const CONTENT_TYPES: Record<VariantFormat, string> = {
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
const EXTENSIONS: Record<VariantFormat, string> = { jpeg: 'jpg', gif: 'gif', webp: 'webp' };

// two images decoded at once leave the thread pool's other threads to files and the database; an
// account may have a Slide's photos in line, as the web app sends them together (decision 0070)
const IMAGE_WORK = { slots: 2, perAccount: contentLimits.slidePhotosMax, retryInSeconds: 5 };

export function createImagesService(deps: {
  repository: ImagesRepository;
  storage: Storage;
  publicUrl: string;
}) {
  const { repository, storage, publicUrl } = deps;
  const work = createImageWork(IMAGE_WORK);

  return {
    /**
     * Re-encodes an uploaded image and stores it (and its variants) under new server-made names,
     * recorded as the user's. Answers the stored addresses as the API shows them: `variants` holds WH100
     * for an avatar, W640, W1280 and their WebP for a cover, and for uploads WH100, WH500 and PREVIEW (the
     * blurred stand-in for a locked photo).
     */
    async store(input: { userId: string; file: Buffer; shape: ImageShape }) {
      const processed = await work.run(input.userId, () => processImage(input.file, input.shape));
      const folder = FOLDERS[input.shape];
      const id = randomUUID();
      const key = `${folder}/${id}.${EXTENSIONS[processed.format]}`;
      // an upload may become a locked photo: each of its variants gets a name of its own, so knowing the
      // preview's address says nothing of where the original is; an avatar's WH100 sits beside it
      const variantName = (name: string) =>
        input.shape === 'upload' ? randomUUID() : `${id}-${name.toLowerCase()}`;
      const variantKeys = Object.fromEntries(
        Object.entries(processed.variants).map(([name, { format }]) => [
          name,
          `${folder}/${variantName(name).replace('_', '-')}.${EXTENSIONS[format]}`,
        ]),
      );
      // an upload stays private until something takes it (see ownImage and photo posts)
      const area = input.shape === 'upload' ? 'private' : 'public';
      await Promise.all([
        storage.put(key, processed.main, CONTENT_TYPES[processed.format], area),
        ...Object.entries(processed.variants).map(([name, { body, format }]) =>
          storage.put(variantKeys[name]!, body, CONTENT_TYPES[format], area),
        ),
      ]);
      await repository.record([
        { key, userId: input.userId, kind: input.shape },
        ...Object.entries(variantKeys).map(([variant, k]) => ({
          key: k,
          userId: input.userId,
          kind: input.shape,
          parentKey: key,
          variant,
        })),
      ]);
      return {
        key,
        url: storage.publicUrl(key),
        variants: Object.fromEntries(
          Object.entries(variantKeys).map(([name, k]) => [name, storage.publicUrl(k)]),
        ),
      };
    },

    /**
     * The stored address of `url` when it is one of the user's own images; null otherwise. An upload
     * named this way (a goal's cover, a Bloc image, a Q&A banner) is taken for public use: its files
     * become public and the clean-up leaves it.
     */
    async ownImage(userId: string, url: string) {
      const key = mediaKeyOf(url, publicUrl);
      if (!key || !(await repository.isOwn(userId, key))) return null;
      for (const taken of await repository.takeForPublicUse(userId, key)) {
        await storage.move(taken, 'private', 'public');
      }
      return storage.publicUrl(key);
    },

    /** The bytes of a public file (avatars, covers, previews, images taken for public use). */
    publicFile: (key: string) => (isMediaKey(key) ? storage.read(key, 'public') : Promise.resolve(null)),

    /**
     * The bytes of an upload nothing has taken yet, for the person who uploaded it (their editor shows
     * it); null for anyone else and for any other file.
     */
    async unclaimedUpload(userId: string | null, key: string) {
      if (!userId || !isMediaKey(key) || !(await repository.isUnclaimedUploadOf(userId, key))) return null;
      return storage.read(key, 'private');
    },

    /** An address any client can fetch, for answers that leave the site (uploads, shared links). */
    absoluteUrl: (url: string) => new URL(url, publicUrl).toString(),
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
