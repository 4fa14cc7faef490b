import { formatCentavos, type LibraryItem, shopLimits } from '@pixel/contract';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { AppError, say } from '../../lib/errors.ts';
import { personSummaryOf } from '../../lib/pagination.ts';
import { refusePastDailyLimit, startOfManilaDay } from '../../lib/signed-downloads.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { guestTokenHash } from './shop-sales.service.ts';
import { GUEST, type ShopFileSigner } from './shop-urls.ts';
import type { ProductPurchaseRow, ShopRepository } from './shop.repository.ts';

const notFound = () => new AppError('not_found', say('productFileNotFound'));
const linkNotFound = () => new AppError('not_found', say('shopLinkNotFound'));

/**
 * What buyers hold (decision 0159): their library of products bought (or opened by a bundle), each file's
 * short-lived address, the bytes behind it (at most 10 downloads a day per file and buyer), a guest's link,
 * and attaching a guest's purchase to an account.
 */
export function createShopLibrary(deps: {
  db: Db;
  repository: ShopRepository;
  storage: Pick<Storage, 'openRead'>;
  signer: ShopFileSigner;
  secret: string;
  now: () => Date;
}) {
  const { db, repository, signer, now } = deps;

  /** The library's items of these grants (purchase, product, bundle), for a viewer (a user id, or GUEST). */
  async function itemsOf(
    grants: { purchaseId: string; productId: string; throughId: string | null }[],
    who: { viewer: string; buyerUserId: string | null },
  ): Promise<LibraryItem[]> {
    if (!grants.length) return [];
    const at = now();
    const productIds = [
      ...new Set(grants.flatMap((grant) => [grant.productId, grant.throughId ?? grant.productId])),
    ];
    const [purchases, products, files] = await Promise.all([
      repository.purchasesWithPayments([...new Set(grants.map((grant) => grant.purchaseId))]),
      repository.productsByIds(productIds),
      repository.filesOf(db, [...new Set(grants.map((grant) => grant.productId))]),
    ]);
    const creators = new Map(
      (await repository.creatorsByIds([...new Set(products.map((row) => row.creatorUserId))])).map((row) => [
        row.id,
        row,
      ]),
    );
    const productOf = new Map(products.map((row) => [row.id, row]));
    const items: LibraryItem[] = [];
    for (const grant of grants) {
      const found = purchases.find((row) => row.purchase.id === grant.purchaseId);
      const product = productOf.get(grant.productId);
      if (!found || !product) continue;
      const ofProduct = files.filter((file) => file.productId === product.id);
      const used = await repository.downloadsSince(
        db,
        { buyerUserId: who.buyerUserId, purchaseId: grant.purchaseId },
        ofProduct.map((file) => file.id),
        startOfManilaDay(at),
      );
      const through = grant.throughId ? productOf.get(grant.throughId) : undefined;
      items.push({
        purchase_id: found.purchase.id,
        reference: found.reference,
        status: found.purchase.status,
        amount: formatCentavos(found.purchase.amount),
        paid_at: found.purchase.paidAt?.toISOString() ?? null,
        product: {
          id: product.id,
          name: product.name,
          images: product.images,
          creator: personSummaryOf(creators.get(product.creatorUserId)!),
        },
        through: through ? { id: through.id, name: through.name } : null,
        files: ofProduct.map((file) => ({
          id: file.id,
          name: file.name,
          content_type: file.contentType,
          size: file.size,
          url: signer.url({ fileId: file.id, grantId: grant.purchaseId, viewer: who.viewer }, at),
          downloads_left: Math.max(0, shopLimits.downloadsPerDay - (used.get(file.id) ?? 0)),
        })),
      });
    }
    return items;
  }

  /** The grants a purchase gives: its product, and what its bundle includes. */
  async function grantsOfPurchase(purchase: ProductPurchaseRow) {
    const items = await repository.itemsOf(db, [purchase.productId]);
    return [
      { purchaseId: purchase.id, productId: purchase.productId, throughId: null },
      ...items
        .filter((item) => item.includedProductId)
        .map((item) => ({
          purchaseId: purchase.id,
          productId: item.includedProductId!,
          throughId: purchase.productId,
        })),
    ];
  }

  async function guestPurchase(token: string) {
    const purchase = await repository.byTokenHash(db, guestTokenHash(deps.secret, token));
    if (!purchase || purchase.status !== 'paid' || purchase.buyerUserId) throw linkNotFound();
    return purchase;
  }

  return {
    /** The products a buyer holds, newest purchase first, each with its files' addresses for them. */
    async library(userId: string) {
      const held = await repository.held(userId);
      const grants = held.map((row) => ({
        purchaseId: row.purchase_id,
        productId: row.product_id,
        throughId: row.through_id,
      }));
      const items = await itemsOf(grants, { viewer: userId, buyerUserId: userId });
      return items.sort((a, b) => (b.paid_at ?? '').localeCompare(a.paid_at ?? ''));
    },

    /** The product ids a person holds. */
    async heldBy(userId: string) {
      return new Set((await repository.held(userId)).map((row) => row.product_id));
    },

    /** A guest's link: what was bought, and its files' addresses, until the purchase is attached to an account. */
    async guest(token: string) {
      const purchase = await guestPurchase(token);
      const items = await itemsOf(await grantsOfPurchase(purchase), { viewer: GUEST, buyerUserId: null });
      return items[0]!;
    },

    /** Attaches a guest's purchase to the signed-in account, with its link: the link is spent. */
    async attach(userId: string, token: string) {
      const purchase = await db.transaction(async (tx) => {
        const found = await repository.byTokenHash(tx, guestTokenHash(deps.secret, token), true);
        if (!found || found.status !== 'paid' || found.buyerUserId) throw linkNotFound();
        if (found.creatorUserId === userId) throw new AppError('conflict', say('productOwn'));
        return repository.updatePurchase(tx, found.id, {
          buyerUserId: userId,
          guestEmail: null,
          guestLanguage: null,
          tokenHash: null,
          attachedAt: now(),
        });
      });
      const items = await itemsOf(await grantsOfPurchase(purchase), { viewer: userId, buyerUserId: userId });
      return items[0]!;
    },

    /** Attaches every guest purchase made with the account's verified email. */
    async attachByEmail(userId: string) {
      const person = await repository.person(db, userId);
      if (!person?.email || !person.emailVerifiedAt) return { attached: 0 };
      const attached = await db.transaction(async (tx) => {
        const found = await repository.lockGuestPurchases(tx, person.email!);
        for (const purchase of found) {
          await repository.updatePurchase(tx, purchase.id, {
            buyerUserId: userId,
            guestEmail: null,
            guestLanguage: null,
            tokenHash: null,
            attachedAt: now(),
          });
        }
        return found.length;
      });
      return { attached };
    },

    /**
     * The bytes behind a file's signed address, for the viewer it was signed for: the address checked, the
     * purchase still paid and still giving the file, and the day's downloads counted under the purchase's
     * lock (429 after 10).
     */
    async file(input: {
      fileId: string;
      query: { purchase?: string; viewer?: string; expires?: string; signature?: string };
      viewerId: string | null;
    }): Promise<{ body: Readable; size: number; name: string; contentType: string }> {
      // a guest's address, only while the purchase is a guest's (checked under its lock below)
      const { grantId, viewer } = signer.check({
        fileId: input.fileId,
        query: { ...input.query, grant: input.query.purchase },
        viewerId: input.viewerId,
        at: now(),
        guest: GUEST,
      });
      const file = await repository.file(db, input.fileId);
      if (!file) throw notFound();
      await db.transaction(async (tx) => {
        const purchase = await repository.purchase(tx, grantId, true);
        if (!purchase || !(await repository.grant(tx, purchase.id, file.productId))) throw notFound();
        const buyerUserId = viewer === GUEST ? null : viewer;
        if (purchase.buyerUserId !== buyerUserId) throw notFound();
        const used = await repository.downloadsSince(
          tx,
          { buyerUserId, purchaseId: purchase.id },
          [file.id],
          startOfManilaDay(now()),
        );
        refusePastDailyLimit(used.get(file.id) ?? 0, shopLimits.downloadsPerDay);
        await repository.insertDownload(tx, { purchaseId: purchase.id, fileId: file.id, buyerUserId });
      });
      const opened = await deps.storage.openRead(file.storageKey, 'private');
      if (!opened) throw notFound();
      return { ...opened, name: file.name, contentType: file.contentType };
    },
  };
}

export type ShopLibrary = ReturnType<typeof createShopLibrary>;
