import { randomUUID } from 'node:crypto';
import {
  formatCentavos,
  type Product,
  type ProductBody,
  type ProductUpdateBody,
  shopLimits,
} from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { personSummaryOf } from '../../lib/pagination.ts';
import type { FileRemover, Storage } from '../../providers/storage/storage.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import { discard, type ReceivedFile } from './shop-files.ts';
import type { CreatorRow, ProductRow, ShopRepository } from './shop.repository.ts';

const notFound = () => new AppError('not_found', say('productNotFound'));

/**
 * The products of creators' shops (decision 0159): the editor's calls (a product, its files, what a bundle
 * includes) and the product as a shop or its creator shows it.
 */
export function createProducts(deps: {
  db: Db;
  repository: ShopRepository;
  storage: Pick<Storage, 'putFile'>;
  removeFiles: FileRemover;
  blocks: BlockCheck;
  /** The stored address of one of the user's own uploaded images, taken for public use; null otherwise. */
  ownImage: (userId: string, url: string) => Promise<string | null>;
  /** The products a viewer holds: bought, or opened by a bundle bought. */
  heldBy: (userId: string) => Promise<Set<string>>;
}) {
  const { db, repository } = deps;

  /** Products as shown, with their files, what they include and whether the viewer holds each. */
  async function present(rows: ProductRow[], creators: Map<string, CreatorRow>, viewerId: string | null) {
    const ids = rows.map((row) => row.id);
    const [files, items, held] = await Promise.all([
      repository.filesOf(db, ids),
      repository.itemsOf(db, ids),
      viewerId ? deps.heldBy(viewerId) : Promise.resolve(new Set<string>()),
    ]);
    return rows.map((row): Product => ({
      id: row.id,
      creator: personSummaryOf(creators.get(row.creatorUserId)!),
      name: row.name,
      description: row.description,
      images: row.images,
      price_mode: row.priceMode,
      price: formatCentavos(row.amount),
      stock: row.stock,
      one_per_buyer: row.onePerBuyer,
      status: row.status,
      sale_count: row.saleCount,
      files: files
        .filter((file) => file.productId === row.id)
        .map((file) => ({ id: file.id, name: file.name, content_type: file.contentType, size: file.size })),
      includes: {
        posts: items
          .filter((item) => item.productId === row.id && item.postId && item.postKind)
          .map((item) => ({
            id: item.postId!,
            type: item.postKind === 'slide' ? ('image_collection' as const) : ('image' as const),
          })),
        products: items
          .filter((item) => item.productId === row.id && item.includedProductId)
          .map((item) => ({ id: item.includedProductId!, name: item.includedName ?? '' })),
      },
      is_purchased: held.has(row.id),
      created_at: row.createdAt.toISOString(),
    }));
  }

  async function presentOne(row: ProductRow, viewerId: string | null) {
    const creator = (await repository.creator(db, row.creatorUserId))!;
    return (await present([row], new Map([[creator.id, creator]]), viewerId))[0]!;
  }

  /** A product its creator may change: 404 to anyone else. */
  async function own(userId: string, productId: string) {
    const row = await repository.product(db, productId);
    if (!row || row.creatorUserId !== userId) throw notFound();
    return row;
  }

  /** The body's images, posts and products, checked: the creator's own uploads, posts and simple products. */
  async function checked(userId: string, body: ProductBody, selfId: string | null) {
    const images: string[] = [];
    for (const url of body.images) {
      const stored = await deps.ownImage(userId, url);
      if (!stored) throw fieldError('images', say('notOwnImage', { field: 'images' }));
      images.push(stored);
    }
    if (body.price <= 0) throw fieldError('price', say('productPriceRequired'));
    const posts = await repository.bundlablePosts(userId, body.post_ids);
    if (posts.size !== body.post_ids.length) throw fieldError('post_ids', say('productBundlePostInvalid'));
    if (selfId && body.product_ids.includes(selfId)) {
      throw fieldError('product_ids', say('productBundleProductInvalid'));
    }
    const included = await repository.bundlableProducts(userId, body.product_ids);
    if (included.size !== body.product_ids.length) {
      throw fieldError('product_ids', say('productBundleProductInvalid'));
    }
    // a product inside a bundle includes nothing itself: one level, so a purchase opens a known set
    if (
      selfId &&
      body.product_ids.length + body.post_ids.length > 0 &&
      (await repository.isIncluded(db, selfId))
    ) {
      throw fieldError('product_ids', say('productBundleNested'));
    }
    return {
      values: {
        name: body.name,
        description: body.description ?? '',
        images,
        priceMode: body.price_mode,
        amount: body.price,
        stock: body.stock,
        onePerBuyer: body.one_per_buyer,
      },
      postIds: body.post_ids,
      productIds: body.product_ids,
    };
  }

  return {
    present,
    presentOne,
    /** 404 unless the product is the user's own (checked before an upload is read). */
    ensureOwn: own,

    /** A creator's active products, as their Shop tab lists them. */
    async shop(pageUrl: string, viewerId: string | null) {
      const creator = await repository.creatorByPageUrl(pageUrl.toLowerCase());
      if (!creator || creator.status !== 'active' || (await deps.blocks.isBlocked(creator.id, viewerId))) {
        throw new AppError('not_found', say('pageNotFound'));
      }
      const rows = await repository.productsOf(creator.id, true, shopLimits.listMax);
      return present(rows, new Map([[creator.id, creator]]), viewerId);
    },

    /** A product as its page shows it: an archived one to its creator and to those who hold it. */
    async view(productId: string, viewerId: string | null) {
      const row = await repository.product(db, productId);
      if (!row) throw notFound();
      const creator = await repository.creator(db, row.creatorUserId);
      if (!creator) throw notFound();
      const shown = (await present([row], new Map([[creator.id, creator]]), viewerId))[0]!;
      if (viewerId === row.creatorUserId || shown.is_purchased) return shown;
      if (row.status !== 'active' || creator.status !== 'active') throw notFound();
      if (await deps.blocks.isBlocked(creator.id, viewerId)) throw notFound();
      return shown;
    },

    async mine(userId: string) {
      const creator = (await repository.creator(db, userId))!;
      const rows = await repository.productsOf(userId, false, shopLimits.listMax);
      return present(rows, new Map([[creator.id, creator]]), userId);
    },

    async create(userId: string, body: ProductBody) {
      const { values, postIds, productIds } = await checked(userId, body, null);
      const row = await db.transaction(async (tx) => {
        const made = await repository.insertProduct(tx, { ...values, creatorUserId: userId });
        await repository.replaceItems(tx, made.id, postIds, productIds);
        return made;
      });
      return presentOne(row, userId);
    },

    async update(userId: string, productId: string, body: ProductUpdateBody) {
      await own(userId, productId);
      const { values, postIds, productIds } = await checked(userId, body, productId);
      const row = await db.transaction(async (tx) => {
        const locked = (await repository.product(tx, productId, true))!;
        // what buyers paid for stays what it was: a bundle with sales keeps what it includes
        const items = await repository.itemsOf(tx, [productId]);
        const same =
          items
            .filter((item) => item.postId)
            .map((item) => item.postId)
            .sort()
            .join() === [...postIds].sort().join() &&
          items
            .filter((item) => item.includedProductId)
            .map((item) => item.includedProductId)
            .sort()
            .join() === [...productIds].sort().join();
        if (!same && (await repository.hasSales(tx, productId))) {
          throw new AppError('conflict', say('productBundleHasSales'));
        }
        const updated = await repository.updateProduct(tx, locked.id, { ...values, status: body.status });
        if (!same) await repository.replaceItems(tx, productId, postIds, productIds);
        return updated;
      });
      return presentOne(row, userId);
    },

    /** Deletes a product nobody bought; one with sales is archived instead (409 says so). */
    async remove(userId: string, productId: string) {
      await own(userId, productId);
      await db.transaction(async (tx) => {
        await repository.product(tx, productId, true);
        if (await repository.hasSales(tx, productId)) throw new AppError('conflict', say('productHasSales'));
        const files = await repository.filesOf(tx, [productId]);
        await repository.deleteProduct(tx, productId);
        await deps.removeFiles(
          tx,
          files.map((file) => ({ key: file.storageKey, area: 'private' as const })),
        );
      });
    },

    /** Stores a file the creator uploaded (already checked by its content) as one of the product's. */
    async addFile(userId: string, productId: string, received: ReceivedFile) {
      try {
        await own(userId, productId);
        const files = await repository.filesOf(db, [productId]);
        if (files.length >= shopLimits.filesMax) {
          throw fieldError('file', say('productFilesAtMost', { max: shopLimits.filesMax }));
        }
        const key = `shop/${randomUUID()}.bin`;
        await deps.storage.putFile(key, received.path, received.contentType, 'private');
        const row = await db.transaction(async (tx) => {
          // the product may have gone while its file was stored: the file goes with it
          if (!(await repository.product(tx, productId, true))) {
            await deps.removeFiles(tx, [{ key, area: 'private' }]);
            return null;
          }
          return repository.insertFile(tx, {
            productId,
            storageKey: key,
            name: received.name,
            contentType: received.contentType,
            size: received.size,
          });
        });
        if (!row) throw notFound();
        return { id: row.id, name: row.name, content_type: row.contentType, size: row.size };
      } finally {
        await discard(received.path);
      }
    },

    /** Removes a file from a product nobody bought: what was sold keeps its files. */
    async removeFile(userId: string, productId: string, fileId: string) {
      await own(userId, productId);
      await db.transaction(async (tx) => {
        await repository.product(tx, productId, true);
        const file = await repository.file(tx, fileId);
        if (!file || file.productId !== productId)
          throw new AppError('not_found', say('productFileNotFound'));
        if (await repository.hasSales(tx, productId)) throw new AppError('conflict', say('productFileSold'));
        await repository.deleteFile(tx, fileId);
        await deps.removeFiles(tx, [{ key: file.storageKey, area: 'private' }]);
      });
    },
  };
}

export type Products = ReturnType<typeof createProducts>;
