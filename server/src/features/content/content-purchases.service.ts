import { FREE_PRICE_ID, formatCentavos, type PhotoType, type snapPurchaseRequest } from '@pixel/contract';
import type { z } from 'zod';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { pageMeta, personSummaryOf } from '../../lib/pagination.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PromoPricing } from '../promotions/promo-pricing.service.ts';
import { kindOf, notAccessible } from './content.access.ts';
import { type ContentPresenter, isPublic, typeOf } from './content.presenter.ts';
import type { ContentRepository } from './content.repository.ts';

type PurchaseBody = Omit<z.output<typeof snapPurchaseRequest>, 'image_id'>;

/**
 * Buying a post: the checkout a buyer is sent to, what became of it, and who bought a creator's post.
 * The purchase is settled by payments through `content.settlement.ts`.
 */
export function createContentPurchases(deps: {
  repository: ContentRepository;
  blocks: BlockCheck;
  payments: Pick<PaymentsService, 'startCheckout' | 'refresh'>;
  presenter: Pick<ContentPresenter, 'buyer'>;
  publicUrl: string;
  /** A buyer's promo code or member price (decision 0149). */
  promotions: Pick<PromoPricing, 'price'>;
  /** Of these posts, those staff closed to the viewer for a leak (decision 0166). */
  closedForLeak: (viewerId: string, postIds: string[]) => Promise<Set<string>>;
}) {
  const { repository, blocks, payments, presenter, publicUrl } = deps;

  async function purchase(input: { buyerId: string; type: PhotoType; postId: string; body: PurchaseBody }) {
    const field = input.type === 'image' ? 'image_id' : 'image_collection_id';
    const found = await repository.findPost(input.postId);
    if (!found || found.post.kind !== kindOf(input.type) || !isPublic(found.post)) throw notAccessible();
    const { post, creator } = found;
    if (creator.status !== 'active' || (await blocks.isBlocked(creator.id, input.buyerId))) {
      throw notAccessible();
    }
    if (post.userId === input.buyerId) throw fieldError(field, say('buyOwnContent'));
    if (post.priceId === FREE_PRICE_ID) throw fieldError(field, say('contentIsFree'));
    if ((await repository.purchasedAmong(input.buyerId, [post.id])).has(post.id)) {
      throw fieldError(field, say('contentAlreadyPurchased'));
    }
    // a purchase staff closed for a leak is not bought back (decision 0166)
    if ((await deps.closedForLeak(input.buyerId, [post.id])).has(post.id)) {
      throw new AppError('conflict', say('leakPostClosed'));
    }
    // the best of the buyer's promo code and member price, checked again as the checkout is written
    const priced = await deps.promotions.price({
      creatorUserId: creator.id,
      userId: input.buyerId,
      item: { kind: 'post', postId: post.id },
      listAmount: post.amount,
      code: input.body.promo_code,
      purpose: 'purchase',
    });
    // one purchase per buyer per post: asking again while a checkout is open sends the buyer back to it,
    // so two tabs cannot open two checkouts that could both be paid (one at another price is a new one)
    const open = await repository.openCheckout(input.buyerId, post.id);
    if (open && open.amount === priced.amount) return { link_url: open.linkUrl, reference: open.reference };
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
      amount: priced.amount,
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
          amount: priced.amount,
        });
        await priced.record(tx, payment.id);
      },
    });
    return { link_url: linkUrl, reference };
  }

  return {
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
      const rows = await repository.buyers({
        postId: found.post.id,
        page: input.page,
        perPage: input.perPage,
      });
      return {
        data: rows.map(presenter.buyer),
        meta: pageMeta({ page: input.page, perPage: input.perPage, total: found.post.purchaseCount }),
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
        throw new AppError('not_found', say('paymentNotFound'));
      }
      const [purchased, creator] = await Promise.all([
        repository.findPurchaseByPayment(payment.id),
        repository.findCreator(payment.payeeUserId),
      ]);
      if (!purchased || !creator) throw new AppError('not_found', say('paymentNotFound'));
      return {
        reference: payment.reference,
        status: payment.status,
        type: typeOf({ kind: purchased.postKind }),
        id: purchased.postId,
        amount: formatCentavos(payment.amount),
        creator: personSummaryOf(creator),
      };
    },
  };
}

export type ContentPurchases = ReturnType<typeof createContentPurchases>;
