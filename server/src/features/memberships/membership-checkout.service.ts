import type { MembershipPeriod } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { fieldError, say } from '../../lib/errors.ts';
import { hashToken, safeEqual } from '../../lib/tokens.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PromoPricing } from '../promotions/promo-pricing.service.ts';
import type { MembershipRow, MembershipsRepository, TierRow } from './memberships.repository.ts';
import { priceOf } from './memberships.prices.ts';

/** An open checkout older than this is not offered again: the provider closes it after a day. */
const CHECKOUT_REUSE_MS = 23 * 3_600_000;

export const periodWords = (months: number) => (months === 1 ? '1 month' : `${months} months`);

/**
 * What a membership is paid through: the checkout of a join, a renewal or an upgrade (or the provider's
 * subscription of a join that renews by itself), the one-tap renewal link of reminder mails, and the end of
 * a subscription.
 */
export function createMembershipCheckout(deps: {
  db: Db;
  repository: MembershipsRepository;
  payments: Pick<
    PaymentsService,
    'startCheckout' | 'startSubscription' | 'subscriptionMethods' | 'billsItself' | 'cancelSubscription'
  >;
  publicUrl: string;
  /** Signs the one-tap renewal links of reminder mails. */
  secret: string;
  now: () => Date;
  /** A join's promo code, and the "every period" code of a renewal (decision 0149). */
  promotions: Pick<PromoPricing, 'price' | 'renewal'>;
  /** A renewal's price less the retention offer its member took (decision 0150). */
  retentionPrice?: (membership: MembershipRow, months: number, price: number) => Promise<number>;
}) {
  const { db, repository, publicUrl, now } = deps;

  /** What a join or a renewal costs after its code; an upgrade's difference takes none. */
  function priced(input: {
    tier: TierRow;
    supporterUserId: string;
    amount: number;
    purpose: 'join' | 'renew' | 'upgrade';
    promoCode?: string;
  }) {
    const promo = { creatorUserId: input.tier.creatorUserId, listAmount: input.amount };
    if (input.purpose === 'join') {
      return deps.promotions.price({
        ...promo,
        userId: input.supporterUserId,
        item: { kind: 'tier', tierId: input.tier.id },
        code: input.promoCode,
        purpose: 'join',
      });
    }
    if (input.purpose === 'renew') {
      return deps.promotions.renewal({
        ...promo,
        supporterUserId: input.supporterUserId,
        tierId: input.tier.id,
      });
    }
    return null;
  }

  /** Opens a checkout for a membership payment, or sends the supporter back to the one still open for it. */
  async function open(input: {
    tier: TierRow;
    creator: { id: string; pageUrl: string; pageName: string };
    supporterUserId: string;
    months: number;
    amount: number;
    purpose: 'join' | 'renew' | 'upgrade';
    autoRenew: boolean;
    description: string;
    successUrl?: string;
    failureUrl?: string;
    /** Checked again as the checkout is written (decision 0149). */
    promoCode?: string;
  }) {
    const promo = await priced(input);
    // the payment is for what is paid: the list price less the code's discount
    const amount = promo?.amount ?? input.amount;
    const stillOpen = await repository.openCheckout({
      supporterUserId: input.supporterUserId,
      tierId: input.tier.id,
      months: input.months,
      purpose: input.purpose,
      since: new Date(now().getTime() - CHECKOUT_REUSE_MS),
    });
    if (stillOpen?.checkoutUrl && stillOpen.amount === amount) {
      return { link_url: stillOpen.checkoutUrl, reference: stillOpen.reference };
    }
    const page = `${publicUrl}/${input.creator.pageUrl}/membership`;
    const record = async (tx: Tx, payment: { id: string }) => {
      await repository.insertPayment(tx, {
        paymentId: payment.id,
        creatorUserId: input.creator.id,
        supporterUserId: input.supporterUserId,
        tierId: input.tier.id,
        months: input.months,
        purpose: input.purpose,
        autoRenew: input.autoRenew,
      });
      await promo?.record(tx, payment.id);
    };
    // a provider's subscription bills its plan's one price every period: a discounted join is a checkout
    // of its own, renewed by the one-tap link (decision 0149)
    const discounted = amount !== input.amount;
    if (input.purpose === 'join' && input.autoRenew && deps.payments.subscriptionMethods && !discounted) {
      // auto-renewal by the provider's own subscription, with a card or Maya (decision 0127)
      const supporter = await repository.creatorMail(db, input.supporterUserId);
      const { linkUrl, reference } = await deps.payments.startSubscription({
        kind: 'membership',
        payeeUserId: input.creator.id,
        payer: {
          userId: input.supporterUserId,
          name: supporter?.pageName ?? 'PIXEL supporter',
          email: supporter?.email ?? null,
        },
        amount: input.amount,
        description: input.description,
        plan: {
          key: `membership:${input.tier.id}:${input.months}:${input.amount}`,
          name: input.description,
          months: input.months,
        },
        successUrl: { given: input.successUrl, fallback: `${page}?membership=joined` },
        failureUrl: { given: input.failureUrl, fallback: `${page}?membership=cancelled` },
        record,
      });
      return { link_url: linkUrl, reference };
    }
    const { linkUrl, reference } = await deps.payments.startCheckout({
      kind: 'membership',
      payeeUserId: input.creator.id,
      payerUserId: input.supporterUserId,
      amount,
      source: 'web',
      description: input.description,
      successUrl: { given: input.successUrl, fallback: `${page}?membership=joined` },
      failureUrl: { given: input.failureUrl, fallback: `${page}?membership=cancelled` },
      campaign: {},
      // where the provider has no subscriptions (the sandbox), a card it may charge again is kept; at
      // PayMongo a one-off checkout keeps nothing, and its member renews by the one-tap link (decision 0127)
      saveMethod: !deps.payments.subscriptionMethods,
      record,
    });
    return { link_url: linkUrl, reference };
  }

  /** Ends the provider's billing of a membership's subscription, and forgets it (decision 0127). */
  async function stopSubscription(membership: MembershipRow) {
    const token = membership.recurringToken;
    if (!token || !deps.payments.billsItself(token)) return;
    await deps.payments.cancelSubscription(token);
    await repository.updateMembership(db, membership.id, { recurringToken: null, autoRenew: false });
  }

  async function creatorOf(tier: TierRow) {
    const creator = await repository.creatorOf(tier.creatorUserId);
    if (!creator) throw fieldError('tier_id', say('tierInvalid'));
    return creator;
  }

  /** A renewal of the membership's tier (or the one it moves down to) for its period. */
  async function renewal(membership: MembershipRow, urls: { successUrl?: string; failureUrl?: string }) {
    const tier = await repository.findTier(db, membership.nextTierId ?? membership.tierId);
    if (!tier || tier.status === 'archived') {
      throw fieldError('tier_id', say('tierNoLongerOffered'));
    }
    const creator = await creatorOf(tier);
    const months = membership.months as MembershipPeriod;
    return open({
      tier,
      creator,
      supporterUserId: membership.supporterUserId,
      months,
      // less the retention offer its member took (decision 0150)
      amount:
        (await deps.retentionPrice?.(membership, months, priceOf(tier, months))) ?? priceOf(tier, months),
      purpose: 'renew',
      autoRenew: membership.autoRenew,
      description: `${tier.name} membership of ${creator.pageName} on PIXEL, ${periodWords(months)}`,
      ...urls,
    });
  }

  /** The signature of a membership's one-tap renewal link. */
  // 128 bits of the keyed hash: short enough for a link in a mail, far beyond guessing
  const renewSignature = (membershipId: string) =>
    hashToken(deps.secret, `membership-renewal:${membershipId}`).slice(0, 32);

  return {
    open,
    creatorOf,
    renewal,
    stopSubscription,

    /** The address of a one-tap renewal, for a reminder mail: it opens a checkout without signing in. */
    renewLink: (membershipId: string) =>
      `${publicUrl}/v1/memberships/renew/${membershipId}.${renewSignature(membershipId)}`,

    /** Follows a renewal link: the checkout's address, or null when the link is not one of ours. */
    async renewByLink(token: string) {
      const [membershipId = '', signature = ''] = token.split('.');
      if (!/^[0-9a-f-]{36}$/.test(membershipId) || !safeEqual(signature, renewSignature(membershipId))) {
        return null;
      }
      const found = await repository.findMembership(db, membershipId);
      if (!found) return null;
      return renewal(found, {});
    },
  };
}
