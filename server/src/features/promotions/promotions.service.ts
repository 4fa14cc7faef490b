import {
  formatCentavos,
  type MembershipPeriod,
  membershipPeriods,
  periodPrice,
  promoCodeKey,
  promoLimits,
  type promoCodeRequest,
  type promoQuoteRequest,
} from '@pixel/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import type { PromoPricing } from './promo-pricing.service.ts';
import { presentCode, presentQuote } from './promotions.presenter.ts';
import type { PromotionsRepository } from './promotions.repository.ts';
import type { PricedItem } from './promotions.rules.ts';

type CodeInput = z.output<typeof promoCodeRequest>;
type QuoteInput = z.output<typeof promoQuoteRequest>;

const UNIQUE_CODE = 'promo_codes_creator_code_unique';

const isPeriod = (months: number): months is MembershipPeriod =>
  (membershipPeriods as readonly number[]).includes(months);

/** A creator's promo codes (made, changed, archived, listed), and a checkout's quote. */
export function createPromotionsService(deps: {
  db: Db;
  repository: PromotionsRepository;
  pricing: PromoPricing;
  now: () => Date;
  /** An active creator by page address. */
  findCreator: (pageUrl: string) => Promise<{ id: string } | null>;
}) {
  const { db, repository, pricing, now } = deps;

  /** The row's values from the form; the tiers, posts and products named must be the creator's own. */
  async function values(creatorUserId: string, body: CodeInput) {
    const chosen = body.applies_to === 'chosen';
    const tierIds = chosen ? [...new Set(body.tier_ids)] : [];
    const postIds = chosen ? [...new Set(body.post_ids)] : [];
    const productIds = chosen ? [...new Set(body.product_ids)] : [];
    const [tiers, posts, products] = await Promise.all([
      repository.ownTiers(creatorUserId, tierIds),
      repository.ownPaidPosts(creatorUserId, postIds),
      repository.ownProducts(creatorUserId, productIds),
    ]);
    if (tierIds.some((id) => !tiers.has(id))) throw fieldError('tier_ids', say('promoTiersNotYours'));
    if (postIds.some((id) => !posts.has(id))) throw fieldError('post_ids', say('promoPostsNotYours'));
    if (productIds.some((id) => !products.has(id))) {
      throw fieldError('product_ids', say('promoProductsNotYours'));
    }
    const percent = body.discount_type === 'percent';
    return {
      code: body.code,
      codeKey: promoCodeKey(body.code),
      discountType: body.discount_type,
      percentOff: percent ? body.percent_off! : null,
      amountOff: percent ? null : body.amount_off!,
      appliesTo: body.applies_to,
      tierIds,
      postIds,
      productIds,
      duration: body.duration,
      maxUses: body.max_uses ?? null,
      maxUsesPerPerson: body.max_uses_per_person,
      startsOn: body.starts_on ?? null,
      endsOn: body.ends_on ?? null,
    };
  }

  /** A code of the creator's with its uses, as their list shows it. */
  async function shown(creatorUserId: string, id: string) {
    const at = now();
    const row = (await repository.list(creatorUserId, at)).find((item) => item.code.id === id);
    if (!row) throw new AppError('not_found', say('promoCodeNotFound'));
    return presentCode(row, at);
  }

  async function own(creatorUserId: string, id: string) {
    // another creator's code is as unknown as one that does not exist
    const row = await repository.findOwn(db, creatorUserId, id);
    if (!row) throw new AppError('not_found', say('promoCodeNotFound'));
    return row;
  }

  const taken = (err: unknown) =>
    isUniqueViolation(err, UNIQUE_CODE) ? fieldError('code', say('promoCodeTaken')) : err;

  return {
    async list(creatorUserId: string) {
      const at = now();
      return (await repository.list(creatorUserId, at)).map((row) => presentCode(row, at));
    },

    async create(creatorUserId: string, body: CodeInput) {
      const row = await values(creatorUserId, body);
      const made = await db
        .transaction(async (tx) => {
          const live = await repository.liveCodes(tx, creatorUserId);
          if (live.length >= promoLimits.perCreator) {
            throw fieldError('code', say('promoCodesAtMost', { max: promoLimits.perCreator }));
          }
          return repository.insertCode(tx, { creatorUserId, ...row });
        })
        .catch((err: unknown) => {
          throw taken(err);
        });
      return presentCode({ code: made, uses: 0, open: 0 }, now());
    },

    /** Changes a code: what it takes off from now; the payments already made with it stay as they were. */
    async update(creatorUserId: string, id: string, body: CodeInput) {
      const code = await own(creatorUserId, id);
      if (code.archivedAt) throw fieldError('code', say('promoCodeArchived'));
      const row = await values(creatorUserId, body);
      await repository.updateCode(db, code.id, row).catch((err: unknown) => {
        throw taken(err);
      });
      return shown(creatorUserId, id);
    },

    /** Archives a code: nobody uses it again, and renewals of its memberships are at full price. */
    async archive(creatorUserId: string, id: string) {
      const code = await own(creatorUserId, id);
      if (!code.archivedAt) await repository.updateCode(db, code.id, { archivedAt: now() });
      return shown(creatorUserId, id);
    },

    /** The price a checkout will charge with the code typed (or a member's price of a post). */
    async quote(input: { viewerId: string | null; body: QuoteInput }) {
      const { body } = input;
      const creator = await deps.findCreator(body.page_url);
      if (!creator) throw new AppError('not_found', say('pageNotFound'));
      let item: PricedItem;
      let listAmount: number;
      if (body.kind === 'membership') {
        const tier = await repository.findTier(body.id);
        if (!tier || tier.creatorUserId !== creator.id || tier.status !== 'visible') {
          throw fieldError('id', say('tierInvalid'));
        }
        if (!isPeriod(body.months)) throw fieldError('months', say('monthsPeriod'));
        listAmount = periodPrice(tier.price, body.months, { six: tier.discount6, twelve: tier.discount12 });
        item = { kind: 'tier', tierId: tier.id };
      } else if (body.kind === 'product') {
        const product = await repository.findProduct(body.id);
        if (!product || product.creatorUserId !== creator.id || product.status !== 'active') {
          throw new AppError('not_found', say('productNotFound'));
        }
        listAmount = product.amount;
        // a code comes off what the buyer chose to pay, which is at least the minimum (decision 0166)
        if (product.priceMode === 'pay_what_you_want' && body.amount !== undefined) {
          if (body.amount < product.amount) {
            throw fieldError(
              'amount',
              say('productAmountBelowMinimum', { amount: formatCentavos(product.amount) }),
            );
          }
          listAmount = body.amount;
        }
        item = { kind: 'product', productId: product.id };
      } else {
        const post = await repository.findPost(body.id);
        const sold =
          post &&
          post.userId === creator.id &&
          post.kind === (body.kind === 'image' ? 'snap' : 'slide') &&
          post.isPublished &&
          !post.deletedAt &&
          !post.hiddenAt &&
          post.amount > 0;
        if (!sold) throw new AppError('not_found', say('thisContentNotAccessible'));
        listAmount = post.amount;
        item = { kind: 'post', postId: post.id };
      }
      const priced = await pricing.price({
        creatorUserId: creator.id,
        userId: input.viewerId,
        item,
        listAmount,
        code: body.promo_code,
        purpose: item.kind === 'tier' ? 'join' : 'purchase',
      });
      return presentQuote(priced);
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
