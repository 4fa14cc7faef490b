import type { PhotoType } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import type { ContentLookup } from '../../lib/content-registry.ts';
import { AppError } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { FileRemover, Storage } from '../../providers/storage/storage.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { HashtagIndex } from '../hashtags/hashtags.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { ReactionCounts } from '../reactions/reactions.service.ts';
import { createContentEditing } from './content-editing.service.ts';
import { createContentFiles } from './content-files.service.ts';
import { createContentPurchases } from './content-purchases.service.ts';
import { createAccessCheck, kindOf, notAccessible } from './content.access.ts';
import { type Access, createContentPresenter, isOpenToAll } from './content.presenter.ts';
import { isUuid, type ContentRepository, type CreatorRow, type PhotoPostRow } from './content.repository.ts';
import type { PhotoUrlSigner } from './photo-urls.ts';

/**
 * Photo posts as each viewer may see them, and the use cases built around them: a creator's editing
 * (content-editing), buying (content-purchases) and the photos' files (content-files).
 */
export function createContentService(deps: {
  db: Db;
  repository: ContentRepository;
  storage: Storage;
  /** Queues the removal of files in the caller's transaction, so it happens exactly when that commits. */
  removeFiles: FileRemover;
  signer: PhotoUrlSigner;
  reactions: ReactionCounts;
  hashtags: HashtagIndex;
  blocks: BlockCheck;
  payments: Pick<PaymentsService, 'startCheckout' | 'refresh'>;
  findCreator: (pageUrl: string) => Promise<CreatorRow | null>;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
  now?: () => Date;
}) {
  const { db, repository, storage, signer, reactions, blocks, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const presenter = createContentPresenter({ signer, publicUrl, publicFileUrl: storage.publicUrl });
  const accessTo = createAccessCheck({ repository, blocks, now });

  async function presentMany(
    posts: PhotoPostRow[],
    creator: CreatorRow,
    viewerId: string | null,
    accessOf: (post: PhotoPostRow, purchased: Set<string>) => Access,
  ) {
    const ids = posts.map((post) => post.id);
    const [photos, purchased, snapTotals, slideTotals] = await Promise.all([
      repository.photosOf(db, ids),
      viewerId ? repository.purchasedAmong(viewerId, ids) : new Set<string>(),
      reactions.totalsFor(
        'image',
        posts.filter((post) => post.kind === 'snap').map((post) => post.id),
        viewerId,
      ),
      reactions.totalsFor(
        'image_collection',
        posts.filter((post) => post.kind === 'slide').map((post) => post.id),
        viewerId,
      ),
    ]);
    return posts.map((post) =>
      presenter.post({
        post,
        creator,
        photos: photos.filter((photo) => photo.postId === post.id),
        access: accessOf(post, purchased),
        viewerId,
        reactions: (post.kind === 'snap' ? snapTotals : slideTotals).get(post.id)!,
      }),
    );
  }

  async function presentOwn(userId: string, postId: string) {
    const found = (await repository.findPost(postId))!;
    const [post] = await presentMany([found.post], found.creator, userId, () => 'owner');
    return post!;
  }

  /** A post by type and id as the viewer may see it, or 404 'This content is not accessible.' */
  async function visiblePost(type: PhotoType, postId: string, viewerId: string | null, pageUrl?: string) {
    const found = await repository.findPost(postId);
    if (!found || found.post.kind !== kindOf(type)) throw notAccessible();
    if (pageUrl !== undefined && found.creator.pageUrl !== pageUrl) throw notAccessible();
    const access = await accessTo(found.post, found.creator, viewerId);
    if (!access) throw notAccessible();
    return { ...found, access };
  }

  /** How the reactions feature finds a post: a locked post exists for the viewer but is not open. */
  const lookupFor =
    (type: PhotoType): ContentLookup =>
    async (contentId, viewerId) => {
      const found = isUuid(contentId) ? await repository.findPost(contentId) : null;
      if (!found || found.post.kind !== kindOf(type) || found.creator.status !== 'active') return null;
      // blocks are the reactions feature's to answer (403 to react, 404 to list), so only visibility here
      const bought = viewerId
        ? (await repository.purchasedAmong(viewerId, [found.post.id])).has(found.post.id)
        : false;
      const deleted = Boolean(found.post.deletedAt);
      if (deleted && !(bought && found.post.availableUntil! > now())) return null;
      const own = viewerId === found.post.userId && !deleted;
      if (!own && !bought && !found.post.isPublished) return null;
      const photos = await repository.photosOf(db, [found.post.id]);
      const canOpen = own || bought || photos.every((photo) => isOpenToAll(found.post, photo));
      return { ownerUserId: found.post.userId, canOpen };
    };

  const files = createContentFiles({
    db,
    repository,
    storage,
    removeFiles: deps.removeFiles,
    signer,
    accessTo,
    now,
  });
  const editing = createContentEditing({
    db,
    repository,
    files,
    reactions,
    hashtags: deps.hashtags,
    presentOwn,
    publicUrl,
    now,
  });
  const purchases = createContentPurchases({
    repository,
    blocks,
    payments: deps.payments,
    presenter,
    publicUrl,
  });

  return {
    lookups: { image: lookupFor('image'), image_collection: lookupFor('image_collection') },

    /** The Snap tab: the creator's posts as this viewer may see them, newest first. */
    async list(input: { pageUrl: string; viewerId: string | null; page: number; perPage: number }) {
      const creator = await deps.findCreator(input.pageUrl);
      if (!creator || (await blocks.isBlocked(creator.id, input.viewerId))) {
        throw new AppError('not_found', 'Page not found.');
      }
      const { rows, total } = await repository.list({ creatorId: creator.id, ...input });
      const own = input.viewerId === creator.id;
      const data = await presentMany(rows, creator, input.viewerId, (post, purchased) =>
        own ? 'owner' : purchased.has(post.id) ? 'buyer' : 'public',
      );
      return { data, meta: pageMeta({ page: input.page, perPage: input.perPage, total }) };
    },

    async get(input: { pageUrl: string; type: PhotoType; postId: string; viewerId: string | null }) {
      const found = await visiblePost(input.type, input.postId, input.viewerId, input.pageUrl);
      const [post] = await presentMany([found.post], found.creator, input.viewerId, () => found.access);
      return post!;
    },

    ...editing,
    ...purchases,
    photoFile: files.photoFile,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
