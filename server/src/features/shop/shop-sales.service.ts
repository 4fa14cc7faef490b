import { formatCentavos, type Language, type ProductBuyBody } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { LeakClosures } from '../marks/leak-closures.service.ts';
import type { PaymentsService, SettledInfo, SettlementHandler } from '../payments/payments.service.ts';
import type { PromoPricing } from '../promotions/promo-pricing.service.ts';
import type { ProductPurchaseRow, ShopRepository } from './shop.repository.ts';

/** Ended checkouts one job run gives back, in one transaction. */
const BATCH = 200;

type Mail = { to: string; subject: string; text: string };

/** A guest's link's token, as the database keeps it. */
export const guestTokenHash = (secret: string, token: string) => hashToken(secret, `shop-guest:${token}`);

const notFound = () => new AppError('not_found', say('productNotFound'));

/**
 * Selling products (decision 0159): the checkout (a unit of stock held under the product's row lock, so
 * no more checkouts open than there are units), the settlement of the `product` payments, refunds that
 * close the files, and the job that gives back the units of checkouts that ended unpaid.
 */
export function createShopSales(deps: {
  db: Db;
  repository: ShopRepository;
  payments: Pick<PaymentsService, 'startCheckout'>;
  blocks: BlockCheck;
  /** The creator's promo code at the checkout (decisions 0149, 0166). */
  promotions: Pick<PromoPricing, 'price'>;
  /** Whether a bundle includes a post staff closed to the buyer for a leak (decision 0166). */
  leaks: Pick<LeakClosures, 'bundleClosed'>;
  publicUrl: string;
  /** Keys the guest links' hashes. */
  secret: string;
  now: () => Date;
  /** Queue in the caller's transaction. */
  sendMail: (tx: Tx, mail: Mail) => Promise<void>;
}) {
  const { db, repository, now } = deps;

  /** A guest's purchase paid: its link made (kept hashed) and mailed with what was bought. */
  async function mailGuest(tx: Tx, purchase: ProductPurchaseRow, reference: string, productName: string) {
    const token = randomToken(32);
    await repository.updatePurchase(tx, purchase.id, { tokenHash: guestTokenHash(deps.secret, token) });
    const creator = (await repository.creator(tx, purchase.creatorUserId))!;
    const t = translator(purchase.guestLanguage ?? 'en');
    const values = {
      product: productName,
      creator: creator.pageName,
      amount: `₱${formatCentavos(purchase.amount)}`,
      reference,
      link: `${deps.publicUrl}/shop/guest/${token}`,
    };
    await deps.sendMail(tx, {
      to: purchase.guestEmail!,
      subject: t('mail.shopGuest.subject', values),
      text: t('mail.shopGuest.text', values),
    });
  }

  const settlement: SettlementHandler = {
    /**
     * Products paid: each purchase opens its files (and a bundle's posts and products). A checkout that
     * had ended and given its unit back takes one again, or, sold out meanwhile, is given back to its payer;
     * so is a second payment for a product sold once per buyer.
     */
    async onSettled(tx, paid) {
      const rows = await repository.lockByPayments(
        tx,
        paid.map((payment) => payment.id),
      );
      const infos = new Map<string, SettledInfo>();
      const at = now();
      for (const payment of paid) {
        const purchase = rows.find((row) => row.paymentId === payment.id);
        if (!purchase) {
          // its checkout had ended and its product was deleted since: nothing to give, so it goes back
          infos.set(payment.id, { description: 'Purchase of a product no longer sold', refund: true });
          continue;
        }
        const product = (await repository.product(tx, purchase.productId, true))!;
        const buyer = purchase.buyerUserId ? await repository.person(tx, purchase.buyerUserId) : null;
        const buyerName = buyer?.pageName ?? 'a guest';
        let refund = false;
        if (purchase.buyerUserId && product.onePerBuyer) {
          const others = await repository.ownPurchases(tx, purchase.buyerUserId, product.id);
          refund = others.some((other) => other.status === 'paid');
        }
        if (!refund && purchase.status === 'cancelled' && product.stock !== null) {
          refund = !(await repository.takeUnit(tx, product.id));
        }
        if (refund) {
          if (purchase.holdsUnit) await repository.giveUnit(tx, product.id);
          await repository.updatePurchase(tx, purchase.id, { status: 'cancelled', holdsUnit: false });
          infos.set(payment.id, {
            description: `Repeat purchase of ${product.name} by ${buyerName}`,
            counterpartyName: buyerName,
            refund: true,
          });
          continue;
        }
        const updated = await repository.updatePurchase(tx, purchase.id, {
          status: 'paid',
          paidAt: at,
          holdsUnit: product.stock !== null,
        });
        await repository.countSale(tx, product.id, 1);
        if (!updated.buyerUserId && updated.guestEmail) {
          await mailGuest(tx, updated, payment.reference, product.name);
        }
        infos.set(payment.id, {
          description: `Product sale: ${product.name}, to ${buyerName}`,
          counterpartyName: buyer?.pageName ?? 'Guest',
        });
      }
      return infos;
    },

    /** A refund given (by staff, by the creator's answer, at the provider): the files close, the unit returns. */
    async onRefunded(tx, payment, refund) {
      const [purchase] = await repository.lockByPayments(tx, [payment.id]);
      if (!purchase || purchase.status !== 'paid') return;
      await repository.product(tx, purchase.productId, true);
      if (purchase.holdsUnit) await repository.giveUnit(tx, purchase.productId);
      await repository.countSale(tx, purchase.productId, -1);
      await repository.updatePurchase(tx, purchase.id, {
        status: 'refunded',
        refundedAt: refund.at,
        holdsUnit: false,
      });
    },

    /** The provider refused that refund: the purchase is the buyer's again. */
    async onRefundReturned(tx, payment, refund) {
      const [purchase] = await repository.lockByPayments(tx, [payment.id]);
      if (
        !purchase ||
        purchase.status !== 'refunded' ||
        purchase.refundedAt?.getTime() !== refund.at.getTime()
      ) {
        return;
      }
      const product = (await repository.product(tx, purchase.productId, true))!;
      // its unit comes back when there is one; the sale stands either way, as the buyer paid for it
      const holdsUnit = product.stock !== null && (await repository.takeUnit(tx, product.id));
      await repository.countSale(tx, product.id, 1);
      await repository.updatePurchase(tx, purchase.id, { status: 'paid', refundedAt: null, holdsUnit });
    },

    async thanks(_payment, payeeName, t) {
      return t('payments.thanks.product', { name: payeeName });
    },
  };

  return {
    settlement,

    /**
     * Opens the checkout that pays a product, for a signed-in buyer or a guest who gave an email. Its unit
     * of stock is taken in the transaction that writes the payment, under the product's row lock: the last
     * unit goes to one checkout, and every other is refused (409) before anyone pays. A promo code comes off
     * the price, or off the amount a pay-what-you-want buyer chose (decision 0166), and its use is taken
     * in the same transaction.
     */
    async buy(input: {
      viewerId: string | null;
      productId: string;
      body: ProductBuyBody;
      language: Language;
    }) {
      const { viewerId, body } = input;
      const product = await repository.product(db, input.productId);
      if (!product || product.status !== 'active') throw notFound();
      const creator = await repository.creator(db, product.creatorUserId);
      if (!creator || creator.status !== 'active' || (await deps.blocks.isBlocked(creator.id, viewerId))) {
        throw notFound();
      }
      if (viewerId === creator.id) throw new AppError('conflict', say('productOwn'));
      const [files, items] = await Promise.all([
        repository.filesOf(db, [product.id]),
        repository.itemsOf(db, [product.id]),
      ]);
      if (!files.length && !items.length) throw new AppError('conflict', say('productEmpty'));
      let amount = product.amount;
      if (product.priceMode === 'pay_what_you_want') {
        if (body.amount === undefined) throw fieldError('amount', say('fieldRequired', { field: 'amount' }));
        if (body.amount < product.amount) {
          throw fieldError(
            'amount',
            say('productAmountBelowMinimum', { amount: formatCentavos(product.amount) }),
          );
        }
        amount = body.amount;
      }
      if (!viewerId && !body.email) throw fieldError('email', say('fieldRequired', { field: 'email' }));
      if (viewerId && (await deps.leaks.bundleClosed(viewerId, product.id))) {
        throw new AppError('conflict', say('leakBundleClosed'));
      }
      // checked now, and again as the checkout is written, under the code's lock
      const priced = await deps.promotions.price({
        creatorUserId: creator.id,
        userId: viewerId,
        guestEmail: viewerId ? null : body.email,
        item: { kind: 'product', productId: product.id },
        listAmount: amount,
        code: body.promo_code,
        purpose: 'purchase',
      });
      amount = priced.amount;
      if (viewerId) {
        const own = await repository.ownPurchases(db, viewerId, product.id);
        if (product.onePerBuyer && own.some((row) => row.status === 'paid')) {
          throw new AppError('conflict', say('productAlreadyBought'));
        }
        // asking again while a checkout is open sends the buyer back to it: one unit held, not two
        const open = own.find(
          (row) =>
            row.status === 'awaiting_payment' && row.paymentStatus === 'pending' && row.amount === amount,
        );
        if (open?.linkUrl) return { link_url: open.linkUrl, reference: open.reference };
      }
      const page = `${deps.publicUrl}/${creator.pageUrl}/shop/${product.id}`;
      const { linkUrl, reference } = await deps.payments.startCheckout({
        kind: 'product',
        payeeUserId: creator.id,
        payerUserId: viewerId,
        amount,
        source: 'web',
        description: `${product.name} by ${creator.pageName} on PIXEL`,
        successUrl: { given: body.success_redirect_url, fallback: `${page}?purchase=paid` },
        failureUrl: { given: body.failure_redirect_url, fallback: `${page}?purchase=cancelled` },
        campaign: {},
        record: async (tx, payment) => {
          const locked = await repository.product(tx, product.id, true);
          if (!locked || locked.status !== 'active') throw notFound();
          if (viewerId && locked.onePerBuyer) {
            const own = await repository.ownPurchases(tx, viewerId, product.id);
            if (own.some((row) => row.status === 'paid'))
              throw new AppError('conflict', say('productAlreadyBought'));
          }
          if (locked.stock !== null && !(await repository.takeUnit(tx, locked.id))) {
            throw new AppError('conflict', say('productSoldOut'));
          }
          await repository.insertPurchase(tx, {
            paymentId: payment.id,
            productId: locked.id,
            creatorUserId: creator.id,
            buyerUserId: viewerId,
            guestEmail: viewerId ? null : body.email!,
            guestLanguage: viewerId ? null : input.language,
            amount,
            holdsUnit: locked.stock !== null,
          });
          await priced.record(tx, payment.id);
        },
      });
      return { link_url: linkUrl, reference };
    },

    /** The job's part: checkouts that ended unpaid give back the units they held. */
    async run() {
      await db.transaction(async (tx) => {
        for (const { purchase } of await repository.lockEnded(tx, BATCH)) {
          if (purchase.holdsUnit) {
            await repository.product(tx, purchase.productId, true);
            await repository.giveUnit(tx, purchase.productId);
          }
          await repository.updatePurchase(tx, purchase.id, { status: 'cancelled', holdsUnit: false });
        }
      });
    },
  };
}

export type ShopSales = ReturnType<typeof createShopSales>;
