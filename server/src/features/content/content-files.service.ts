import { photoVariants, type PhotoVariant } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import type { FileRemover, Storage, StoredFile } from '../../providers/storage/storage.ts';
import { type AccessCheck, notAccessible } from './content.access.ts';
import { isOpenToAll, isPublic } from './content.presenter.ts';
import type { ContentRepository } from './content.repository.ts';
import { ANYONE, type PhotoUrlSigner } from './photo-urls.ts';

// a photo's files tell their type by their name (decision 0034)
const contentTypeOf = (key: string) =>
  key.endsWith('.gif') ? 'image/gif' : key.endsWith('.webp') ? 'image/webp' : 'image/jpeg';

/** Whether an If-None-Match header names this entity tag (weak or strong, or any with `*`). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const given = tag.trim();
    return given === '*' || given.replace(/^W\//, '') === etag;
  });

/**
 * A viewer's own marked copy of an original (decision 0154): its storage key, made on their first open;
 * null when the original is to be served as it is.
 */
export type MarkedCopyOf = (input: {
  photo: { id: string; originalKey: string };
  postId: string;
  creatorUserId: string;
  viewerId: string;
  access: 'buyer' | 'member';
}) => Promise<string | null>;

/** Files to make public before the transaction commits, and to delete once it has. */
export interface FileWork {
  reveal: string[];
  remove: StoredFile[];
}

/**
 * A photo's files: uploads taken into posts, the area (private or public) each file is kept in, and the
 * bytes behind a signed photo address.
 */
export function createContentFiles(deps: {
  db: Db;
  repository: ContentRepository;
  storage: Storage;
  /** Queues the removal of files in the caller's transaction, so it happens exactly when that commits. */
  removeFiles: FileRemover;
  signer: PhotoUrlSigner;
  accessTo: AccessCheck;
  now: () => Date;
  /** Buyers' and members' marked copies of originals; without it, every viewer gets the original itself. */
  markedCopyOf?: MarkedCopyOf;
}) {
  const { db, repository, storage, removeFiles, signer, accessTo, now, markedCopyOf } = deps;

  return {
    /**
     * Runs `work` in a transaction; the files it names are brought into public reach before the commit
     * (and put back if the commit fails), and the removal of files of removed photos is queued with it.
     */
    async transaction<T>(work: (tx: Tx, files: FileWork) => Promise<T>) {
      const files: FileWork = { reveal: [], remove: [] };
      const revealed: string[] = [];
      try {
        return await db.transaction(async (tx) => {
          const value = await work(tx, files);
          if (files.remove.length) await removeFiles(tx, files.remove);
          for (const key of files.reveal) {
            if (!(await storage.move(key, 'private', 'public'))) {
              throw new Error(`upload file ${key} is missing`);
            }
            revealed.push(key);
          }
          return value;
        });
      } catch (error) {
        await Promise.all(revealed.map((key) => storage.move(key, 'public', 'private').catch(() => false)));
        throw error;
      }
    },

    /** Takes the user's upload for a photo: its preview goes public, the WH100 thumbnail is deleted. */
    async claim(tx: Tx, files: FileWork, userId: string, key: string | null, field: string) {
      const claimed = key ? await repository.claimUpload(tx, userId, key) : null;
      if (!claimed) throw fieldError(field, say('notOwnImage', { field: 'image' }));
      // the original and WH500 (and its WebP) stay private; only the blurred preview becomes public
      files.reveal.push(claimed.previewKey);
      if (claimed.wh100Key) files.remove.push({ key: claimed.wh100Key, area: 'private' });
      return claimed;
    },

    /**
     * The bytes behind a signed photo address, for the viewer it was signed for. The address is checked
     * first, then that the viewer may still open the photo now (a price set, a post hidden since). An
     * address for anyone comes back with an entity tag (`etag`), as it may be kept in caches, and without
     * bytes (`body` null) when `ifNoneMatch` shows the asker has them already.
     */
    async photoFile(input: {
      photoId: string;
      variant: string;
      query: { expires?: string; version?: string; viewer?: string; signature?: string };
      viewerId: string | null;
      ifNoneMatch?: string | undefined;
    }) {
      const { query } = input;
      if (!photoVariants.includes(input.variant as PhotoVariant)) throw notAccessible();
      const variant = input.variant as PhotoVariant;
      if (!query.viewer || !query.signature) throw new AppError('forbidden', say('photoLinkInvalid'));
      const verdict = signer.verify(
        { photoId: input.photoId, variant, viewer: query.viewer },
        { expires: query.expires, version: query.version, signature: query.signature },
        now(),
      );
      if (verdict === 'expired') throw new AppError('forbidden', say('photoLinkExpired'));
      if (verdict !== 'ok') throw new AppError('forbidden', say('photoLinkInvalid'));
      // an address signed for one person is theirs alone: another session, or none, cannot use it
      if (query.viewer !== ANYONE && query.viewer !== input.viewerId) {
        throw new AppError('forbidden', say('photoLinkInvalid'));
      }
      const found = await repository.findPhoto(input.photoId);
      if (!found) throw notAccessible();
      const { photo, post } = found;
      const access =
        query.viewer === ANYONE
          ? found.creator.status === 'active' && isPublic(post) && isOpenToAll(post, photo)
            ? 'public'
            : null
          : await accessTo(post, found.creator, input.viewerId);
      if (!access || (access === 'public' && !isOpenToAll(post, photo))) throw notAccessible();
      let key = { original: photo.originalKey, wh500: photo.wh500Key, wh500_webp: photo.wh500WebpKey }[
        variant
      ];
      if (!key) throw notAccessible();
      // a buyer's or member's original is their own marked copy, made on their first open; the creator's
      // and everyone's (a free photo) is the original, as are the small previews and an animation
      if (
        markedCopyOf &&
        variant === 'original' &&
        (access === 'buyer' || access === 'member') &&
        input.viewerId &&
        query.viewer === input.viewerId &&
        !key.endsWith('.gif')
      ) {
        const copy = await markedCopyOf({
          photo,
          postId: post.id,
          creatorUserId: found.creator.id,
          viewerId: input.viewerId,
          access,
        });
        if (!copy) throw notAccessible();
        key = copy;
      }
      const contentType = contentTypeOf(key);
      if (query.version === undefined) {
        const body = await storage.read(key, 'private');
        if (!body) throw notAccessible();
        return { body, contentType, etag: null };
      }
      // the address of a file since replaced opens nothing: the page now names the new one
      if (signer.versionOf(key) !== query.version) throw notAccessible();
      const etag = `"${query.version}"`;
      if (matches(input.ifNoneMatch, etag)) return { body: null, contentType, etag };
      const body = await storage.read(key, 'private');
      if (!body) throw notAccessible();
      return { body, contentType, etag };
    },
  };
}

export type ContentFiles = ReturnType<typeof createContentFiles>;
