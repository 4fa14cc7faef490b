import {
  FREE_PRICE_ID,
  contentLimits,
  formatCentavos,
  contentMessages,
  notOwnImageMessage,
  photoVariants,
  type PhotoType,
  type PhotoVariant,
  type contentSettingsRequest,
  type slideCreateRequest,
  type slideImagesRequest,
  type slideUpdateRequest,
  type snapCreateRequest,
  type snapPurchaseRequest,
  type snapUpdateRequest,
} from '@pixel/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { ContentLookup } from '../../lib/content-registry.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { mediaKeyOf } from '../../lib/media.ts';
import { pageMeta, personSummaryOf } from '../../lib/pagination.ts';
import type { FileRemover, Storage, StoredFile } from '../../providers/storage/storage.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { HashtagIndex } from '../hashtags/hashtags.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { ReactionCounts } from '../reactions/reactions.service.ts';
import { type Access, createContentPresenter, isOpenToAll, isPublic, typeOf } from './content.presenter.ts';
import { findTier, presentTier, searchTiers } from './content.prices.ts';
import {
  isUuid,
  type ContentRepository,
  type CreatorRow,
  type PhotoPostRow,
  type PhotoRow,
  type PostKind,
  storedFilesOf,
} from './content.repository.ts';
import { ANYONE, type PhotoUrlSigner } from './photo-urls.ts';

type PurchaseBody = Omit<z.output<typeof snapPurchaseRequest>, 'image_id'>;

const kindOf = (type: PhotoType): PostKind => (type === 'image' ? 'snap' : 'slide');
const notAccessible = () => new AppError('not_found', contentMessages.notAccessible);
const GRACE_MS = contentLimits.buyerGraceDays * 86_400_000;
// a photo's files tell their type by their name (decision 0034)
const contentTypeOf = (key: string) =>
  key.endsWith('.gif') ? 'image/gif' : key.endsWith('.webp') ? 'image/webp' : 'image/jpeg';

/** What a photo of a request becomes: a kept photo by id, or a new one from an upload. */
interface PhotoPlan {
  id?: string;
  uploadKey?: string;
  isPayable: boolean;
}

/** Files to make public before the transaction commits, and to delete once it has. */
interface FileWork {
  reveal: string[];
  remove: StoredFile[];
}

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
  const { db, repository, storage, removeFiles, signer, reactions, hashtags, blocks, payments, publicUrl } =
    deps;
  const now = deps.now ?? (() => new Date());
  const presenter = createContentPresenter({ signer, publicUrl, publicFileUrl: storage.publicUrl });

  /**
   * A published post's caption carries its tags onto hashtag pages, even when its photos are locked; a
   * draft's or a deleted post's carries none. Written in the caller's transaction.
   */
  const indexTags = (tx: Tx, post: PhotoPostRow) =>
    hashtags.index(tx, {
      type: typeOf(post),
      id: post.id,
      creatorUserId: post.userId,
      text: isPublic(post) ? post.caption : null,
      excerpt: post.caption ?? '',
      createdAt: post.createdAt,
    });

  function tierOf(priceId: number) {
    const tier = findTier(priceId);
    if (!tier) throw fieldError('price_id', contentMessages.priceInvalid);
    return tier;
  }

  /**
   * Runs `work` in a transaction; the files it names are brought into public reach before the commit
   * (and put back if the commit fails), and the removal of files of removed photos is queued with it.
   */
  async function transactionWithFiles<T>(work: (tx: Tx, files: FileWork) => Promise<T>) {
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
  }

  /** Takes the user's upload for a photo: its preview goes public, the WH100 thumbnail is deleted. */
  async function claim(tx: Tx, files: FileWork, userId: string, key: string | null, field: string) {
    const claimed = key ? await repository.claimUpload(tx, userId, key) : null;
    if (!claimed) throw fieldError(field, notOwnImageMessage('image'));
    // the original and WH500 (and its WebP) stay private; only the blurred preview becomes public
    files.reveal.push(claimed.previewKey);
    if (claimed.wh100Key) files.remove.push({ key: claimed.wh100Key, area: 'private' });
    return claimed;
  }

  /**
   * The photos' flags under the post's price: a free post's photos are neither payable nor previews; a
   * paid post's are each one or the other, and a paid post with no payable photo left becomes free.
   */
  function settleFlags(priceId: number, payable: boolean[]) {
    const paid = priceId !== FREE_PRICE_ID && payable.some(Boolean);
    return {
      priceId: paid ? priceId : FREE_PRICE_ID,
      amount: paid ? tierOf(priceId).amount : 0,
      flags: payable.map((isPayable) => ({ isPayable: paid && isPayable, isPreview: paid && !isPayable })),
    };
  }

  /** Sets a post's price; a free post turning paid starts with every photo hidden until paid. */
  async function applyPrice(tx: Tx, post: PhotoPostRow, priceId: number, extra: Partial<PhotoPostRow> = {}) {
    tierOf(priceId);
    const current = await repository.photosOf(tx, [post.id]);
    const wasPaid = post.priceId !== FREE_PRICE_ID;
    const payable = current.map((photo) => (wasPaid ? photo.isPayable : true));
    const settled = settleFlags(priceId, post.kind === 'snap' ? payable.map(() => true) : payable);
    for (const [i, photo] of current.entries()) {
      const flags = settled.flags[i]!;
      if (flags.isPayable !== photo.isPayable || flags.isPreview !== photo.isPreview) {
        await repository.updatePhoto(tx, photo.id, flags);
      }
    }
    return repository.updatePost(tx, post.id, { priceId: settled.priceId, amount: settled.amount, ...extra });
  }

  /** How the viewer stands to the post; null when it is not theirs to see (404 to them). */
  async function accessTo(
    post: PhotoPostRow,
    creator: CreatorRow & { status: string },
    viewerId: string | null,
  ): Promise<Access | null> {
    if (creator.status !== 'active') return null;
    const bought = viewerId ? (await repository.purchasedAmong(viewerId, [post.id])).has(post.id) : false;
    // what a person paid for stays theirs when the creator blocks them; nothing else does (0028, 0045)
    if (!bought && (await blocks.isBlocked(creator.id, viewerId))) return null;
    if (post.deletedAt) return bought && post.availableUntil! > now() ? 'buyer' : null;
    if (viewerId === post.userId) return 'owner';
    if (bought) return 'buyer';
    return post.isPublished ? 'public' : null;
  }

  async function presentMany(
    posts: PhotoPostRow[],
    creator: CreatorRow,
    viewerId: string | null,
    accessOf: (post: PhotoPostRow, purchased: Set<string>) => Access,
  ) {
    const ids = posts.map((post) => post.id);
    const [photos, purchased, counts, snapTotals, slideTotals] = await Promise.all([
      repository.photosOf(db, ids),
      viewerId ? repository.purchasedAmong(viewerId, ids) : new Set<string>(),
      repository.purchaseCounts(ids),
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
        purchaseCount: counts.get(post.id) ?? 0,
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

  /** A Slide's photo list from a request: kept photos by id, new ones from the user's uploads. */
  function planSlidePhotos(images: z.output<typeof slideImagesRequest>['images'], current: PhotoRow[]) {
    const seenIds = new Set<string>();
    const seenKeys = new Set<string>();
    return images.map((image, i): PhotoPlan => {
      if (image.id) {
        if (seenIds.has(image.id)) throw fieldError(`images.${i}.id`, contentMessages.imageRepeated);
        seenIds.add(image.id);
        if (!current.some((photo) => photo.id === image.id)) {
          throw fieldError(`images.${i}.id`, contentMessages.imageIdInvalid);
        }
        return { id: image.id, isPayable: image.is_payable };
      }
      const key = mediaKeyOf(image.url!, publicUrl);
      if (!key) throw fieldError(`images.${i}.url`, notOwnImageMessage('image'));
      if (seenKeys.has(key)) throw fieldError(`images.${i}.url`, contentMessages.imageRepeated);
      seenKeys.add(key);
      return { uploadKey: key, isPayable: image.is_payable };
    });
  }

  /** Writes a Slide's photos as planned: removes the others, keeps order and flags. */
  async function writeSlidePhotos(
    tx: Tx,
    files: FileWork,
    input: { userId: string; post: PhotoPostRow; plan: PhotoPlan[]; current: PhotoRow[]; priceId: number },
  ) {
    const settled = settleFlags(
      input.priceId,
      input.plan.map((photo) => photo.isPayable),
    );
    const kept = new Set(input.plan.flatMap((photo) => (photo.id ? [photo.id] : [])));
    const removed = input.current.filter((photo) => !kept.has(photo.id));
    await repository.deletePhotos(
      tx,
      removed.map((photo) => photo.id),
    );
    for (const photo of removed) files.remove.push(...storedFilesOf(photo));
    const fresh = [];
    for (const [position, photo] of input.plan.entries()) {
      const flags = settled.flags[position]!;
      if (photo.id) {
        await repository.updatePhoto(tx, photo.id, { position, ...flags });
      } else {
        const claimed = await claim(tx, files, input.userId, photo.uploadKey!, `images.${position}.url`);
        fresh.push({ postId: input.post.id, position, ...claimed, ...flags });
      }
    }
    await repository.insertPhotos(tx, fresh);
    return settled;
  }

  async function purchase(input: { buyerId: string; type: PhotoType; postId: string; body: PurchaseBody }) {
    const field = input.type === 'image' ? 'image_id' : 'image_collection_id';
    const found = await repository.findPost(input.postId);
    if (!found || found.post.kind !== kindOf(input.type) || !isPublic(found.post)) throw notAccessible();
    const { post, creator } = found;
    if (creator.status !== 'active' || (await blocks.isBlocked(creator.id, input.buyerId))) {
      throw notAccessible();
    }
    if (post.userId === input.buyerId) throw fieldError(field, contentMessages.ownContent);
    if (post.priceId === FREE_PRICE_ID) throw fieldError(field, contentMessages.freeContent);
    if ((await repository.purchasedAmong(input.buyerId, [post.id])).has(post.id)) {
      throw fieldError(field, contentMessages.alreadyPurchased);
    }
    // one purchase per buyer per post: asking again while a checkout is open sends the buyer back to it,
    // so two tabs cannot open two checkouts that could both be paid
    const open = await repository.openCheckout(input.buyerId, post.id);
    if (open) return { link_url: open.linkUrl, reference: open.reference };
    const what = post.kind === 'snap' ? 'Snap' : 'Snap Slide';
    const page = `${publicUrl}/${creator.pageUrl}/pixel-snap`;
    const { body } = input;
    const campaign = Object.fromEntries(
      Object.entries(body).filter(([key, value]) => key.startsWith('utm_') && typeof value === 'string'),
    ) as Record<string, string>;
    const { linkUrl, reference } = await payments.startCheckout({
      kind: 'purchase',
      payeeUserId: creator.id,
      payerUserId: input.buyerId,
      amount: post.amount,
      source: body.source,
      description: `${what} by ${creator.pageName} on PIXEL`,
      successUrl: { given: body.success_redirect_url, fallback: `${page}?purchase=paid` },
      failureUrl: { given: body.failure_redirect_url, fallback: `${page}?purchase=cancelled` },
      campaign,
      record: async (tx, payment) => {
        if (!(await repository.lockPurchasable(tx, post.id))) throw notAccessible();
        await repository.insertPurchase(tx, {
          paymentId: payment.id,
          postId: post.id,
          postKind: post.kind,
          buyerUserId: input.buyerId,
          creatorUserId: creator.id,
          isAnonymous: body.is_anonymous,
          amount: post.amount,
        });
      },
    });
    return { link_url: linkUrl, reference };
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

  return {
    lookups: { image: lookupFor('image'), image_collection: lookupFor('image_collection') },

    prices(input: { search?: string; suggestedOnly: boolean; page: number; perPage: number }) {
      const found = searchTiers(input);
      const start = (input.page - 1) * input.perPage;
      return {
        data: found.slice(start, start + input.perPage).map(presentTier),
        meta: pageMeta({ page: input.page, perPage: input.perPage, total: found.length }),
      };
    },

    async createSnap(input: { userId: string; body: z.output<typeof snapCreateRequest> }) {
      const { body } = input;
      const tier = tierOf(body.price_id);
      const post = await transactionWithFiles(async (tx, files) => {
        const created = await repository.insertPost(tx, {
          userId: input.userId,
          kind: 'snap',
          caption: body.caption ?? null,
          priceId: tier.priceId,
          amount: tier.amount,
          isPublished: body.is_published,
        });
        const key = mediaKeyOf(body.image, publicUrl);
        const claimed = await claim(tx, files, input.userId, key, 'image');
        const paid = tier.priceId !== FREE_PRICE_ID;
        await repository.insertPhotos(tx, [
          { postId: created.id, position: 0, ...claimed, isPayable: paid, isPreview: false },
        ]);
        await indexTags(tx, created);
        return created;
      });
      return presentOwn(input.userId, post.id);
    },

    async updateSnap(input: { userId: string; postId: string; body: z.output<typeof snapUpdateRequest> }) {
      const { body } = input;
      await db.transaction(async (tx) => {
        const post = await repository.lockOwn(tx, input.userId, input.postId, 'snap');
        if (!post) throw notAccessible();
        const changes = {
          ...(body.caption !== undefined && { caption: body.caption }),
          ...(body.is_published !== undefined && { isPublished: body.is_published }),
        };
        let updated = post;
        if (body.price_id !== undefined) updated = await applyPrice(tx, post, body.price_id, changes);
        else if (Object.keys(changes).length) updated = await repository.updatePost(tx, post.id, changes);
        if (body.caption !== undefined || body.is_published !== undefined) await indexTags(tx, updated);
      });
      return presentOwn(input.userId, input.postId);
    },

    async createSlide(input: { userId: string; body: z.output<typeof slideCreateRequest> }) {
      const { body } = input;
      tierOf(body.price_id);
      body.images.forEach((image, i) => {
        if (image.id) throw fieldError(`images.${i}.id`, contentMessages.imageIdInvalid);
      });
      const plan = planSlidePhotos(body.images, []);
      const post = await transactionWithFiles(async (tx, files) => {
        const created = await repository.insertPost(tx, {
          userId: input.userId,
          kind: 'slide',
          caption: body.caption ?? null,
          isPublished: body.is_published,
        });
        const settled = await writeSlidePhotos(tx, files, {
          userId: input.userId,
          post: created,
          plan,
          current: [],
          priceId: body.price_id,
        });
        await indexTags(tx, created);
        if (settled.priceId === FREE_PRICE_ID) return created;
        return repository.updatePost(tx, created.id, { priceId: settled.priceId, amount: settled.amount });
      });
      return presentOwn(input.userId, post.id);
    },

    async updateSlide(input: { userId: string; postId: string; body: z.output<typeof slideUpdateRequest> }) {
      const { body } = input;
      await db.transaction(async (tx) => {
        const post = await repository.lockOwn(tx, input.userId, input.postId, 'slide');
        if (!post) throw notAccessible();
        let priceId = body.price_id ?? post.priceId;
        if (body.is_payable === false) priceId = FREE_PRICE_ID;
        if (body.is_payable === true && priceId === FREE_PRICE_ID) {
          throw fieldError('price_id', contentMessages.priceRequired);
        }
        const changes = {
          ...(body.caption !== undefined && { caption: body.caption }),
          ...(body.is_published !== undefined && { isPublished: body.is_published }),
        };
        let updated = post;
        if (priceId !== post.priceId) updated = await applyPrice(tx, post, priceId, changes);
        else if (Object.keys(changes).length) updated = await repository.updatePost(tx, post.id, changes);
        if (body.caption !== undefined || body.is_published !== undefined) await indexTags(tx, updated);
      });
      return presentOwn(input.userId, input.postId);
    },

    async updateSlideImages(input: {
      userId: string;
      postId: string;
      body: z.output<typeof slideImagesRequest>;
    }) {
      await transactionWithFiles(async (tx, files) => {
        const post = await repository.lockOwn(tx, input.userId, input.postId, 'slide');
        if (!post) throw notAccessible();
        const current = await repository.photosOf(tx, [post.id]);
        const plan = planSlidePhotos(input.body.images, current);
        const settled = await writeSlidePhotos(tx, files, {
          userId: input.userId,
          post,
          plan,
          current,
          priceId: post.priceId,
        });
        await repository.updatePost(tx, post.id, { priceId: settled.priceId, amount: settled.amount });
      });
      return presentOwn(input.userId, input.postId);
    },

    async setPrice(input: { userId: string; body: z.output<typeof contentSettingsRequest> }) {
      const { body } = input;
      await db.transaction(async (tx) => {
        const post = await repository.lockOwn(tx, input.userId, body.id, kindOf(body.content_type));
        if (!post) throw notAccessible();
        await applyPrice(tx, post, body.price_id);
      });
      return presentOwn(input.userId, body.id);
    },

    /**
     * A post nobody paid for goes at once, files and all; one with buyers (or a checkout still open) stays
     * for its buyers for the grace period, hidden from everyone else, and the purge job removes it then.
     */
    async delete(input: { userId: string; type: PhotoType; postId: string }) {
      await transactionWithFiles(async (tx, files) => {
        const post = await repository.lockOwn(tx, input.userId, input.postId, kindOf(input.type));
        if (!post) throw notAccessible();
        // deleted is never public, whether it stays for its buyers or goes now
        await hashtags.forget(tx, typeOf(post), post.id);
        if (await repository.hasBuyersOrOpenCheckouts(tx, post.id)) {
          const deletedAt = now();
          await repository.updatePost(tx, post.id, {
            deletedAt,
            availableUntil: new Date(deletedAt.getTime() + GRACE_MS),
          });
          return;
        }
        const photos = await repository.photosOf(tx, [post.id]);
        await repository.deletePost(tx, post.id);
        await reactions.forget(tx, typeOf(post), post.id);
        for (const photo of photos) files.remove.push(...storedFilesOf(photo));
      });
      return { message: contentMessages.deleted };
    },

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

    async buyers(input: { userId: string; type: PhotoType; postId: string; page: number; perPage: number }) {
      const found = await repository.findPost(input.postId);
      if (
        !found ||
        found.post.kind !== kindOf(input.type) ||
        found.post.userId !== input.userId ||
        found.post.deletedAt
      ) {
        throw notAccessible();
      }
      const { rows, total } = await repository.buyers({
        postId: found.post.id,
        page: input.page,
        perPage: input.perPage,
      });
      return {
        data: rows.map(presenter.buyer),
        meta: pageMeta({ page: input.page, perPage: input.perPage, total }),
      };
    },

    purchaseSnap: (input: { buyerId: string; body: z.output<typeof snapPurchaseRequest> }) =>
      purchase({ buyerId: input.buyerId, type: 'image', postId: input.body.image_id, body: input.body }),

    purchaseSlide: (input: { buyerId: string; postId: string; body: PurchaseBody }) =>
      purchase({ ...input, type: 'image_collection' }),

    /** The buyer's purchase after the checkout: re-checked with the provider while it is pending. */
    async purchaseStatus(input: { buyerId: string; reference: string }) {
      const payment = await payments.refresh(input.reference);
      if (!payment || payment.kind !== 'purchase' || payment.payerUserId !== input.buyerId) {
        throw new AppError('not_found', 'Payment not found.');
      }
      const [purchased, creator] = await Promise.all([
        repository.findPurchaseByPayment(payment.id),
        repository.findCreator(payment.payeeUserId),
      ]);
      if (!purchased || !creator) throw new AppError('not_found', 'Payment not found.');
      return {
        reference: payment.reference,
        status: payment.status,
        type: typeOf({ kind: purchased.postKind }),
        id: purchased.postId,
        amount: formatCentavos(payment.amount),
        creator: personSummaryOf(creator),
      };
    },

    /**
     * The bytes behind a signed photo address, for the viewer it was signed for. The address is checked
     * first, then that the viewer may still open the photo now (a price set, a post hidden since).
     */
    async photoFile(input: {
      photoId: string;
      variant: string;
      query: { expires?: string; viewer?: string; signature?: string };
      viewerId: string | null;
    }) {
      const { query } = input;
      if (!photoVariants.includes(input.variant as PhotoVariant)) throw notAccessible();
      const variant = input.variant as PhotoVariant;
      if (!query.expires || !query.viewer || !query.signature) {
        throw new AppError('forbidden', contentMessages.linkInvalid);
      }
      const verdict = signer.verify(
        { photoId: input.photoId, variant, viewer: query.viewer },
        { expires: query.expires, signature: query.signature },
        now(),
      );
      if (verdict === 'expired') throw new AppError('forbidden', contentMessages.linkExpired);
      if (verdict !== 'ok') throw new AppError('forbidden', contentMessages.linkInvalid);
      // an address signed for one person is theirs alone: another session, or none, cannot use it
      if (query.viewer !== ANYONE && query.viewer !== input.viewerId) {
        throw new AppError('forbidden', contentMessages.linkInvalid);
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
      const key = { original: photo.originalKey, wh500: photo.wh500Key, wh500_webp: photo.wh500WebpKey }[
        variant
      ];
      const body = key ? await storage.read(key, 'private') : null;
      if (!key || !body) throw notAccessible();
      return { body, contentType: contentTypeOf(key) };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
