import { formatCentavos, type MembershipPeriod } from '@pixel/contract';
import type { z } from 'zod';
import type { membersQuery } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PromoPricing } from '../promotions/promo-pricing.service.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import { csvField } from '../../lib/csv.ts';
import type { MembershipRow, MembershipsRepository } from './memberships.repository.ts';
import { inTrial, presentMember, presentMembership, statusOf } from './memberships.presenter.ts';
import { priceOf, upgradeDifference } from './memberships.prices.ts';
import { createMembershipCheckout, periodWords } from './membership-checkout.service.ts';
import { createMembershipTiers, type Mail } from './membership-tiers.service.ts';
import { createMembershipTrials } from './membership-trials.service.ts';
import type { MethodSetupGateway } from '../../providers/payments/payment-provider.ts';

type MembersInput = z.output<typeof membersQuery>;

/** The least a checkout takes; an upgrade's difference under it is not charged (decision 0091). */
const SMALLEST_CHARGE = 20_00;

/**
 * Memberships: a creator's tiers (membership-tiers), a supporter's memberships of them, paid through
 * membership-checkout, and the creator's members.
 */
export function createMembershipsService(deps: {
  db: Db;
  repository: MembershipsRepository;
  payments: Pick<
    PaymentsService,
    'startCheckout' | 'startSubscription' | 'subscriptionMethods' | 'billsItself' | 'cancelSubscription'
  >;
  visitPage: VisitPage;
  blocks: BlockCheck;
  publicUrl: string;
  /** Signs the one-tap renewal links of reminder mails. */
  secret: string;
  now: () => Date;
  /** Queues mails in the caller's transaction. */
  sendMails: (tx: Tx, mails: Mail[]) => Promise<unknown>;
  /** Promo codes of joins and renewals (decision 0149). */
  promotions: Pick<PromoPricing, 'price' | 'renewal'>;
  /** When each of these memberships' pauses ends, for those paused at `at` (decision 0150). */
  pausedUntil?: (membershipIds: string[], at: Date) => Promise<Map<string, Date>>;
  /** A renewal's price less the retention offer its member took (decision 0150). */
  retentionPrice?: (membership: MembershipRow, months: number, price: number) => Promise<number>;
  /** The provider's keeping of a card with nothing charged, for free trials (decision 0155). */
  methodSetups?: MethodSetupGateway;
}) {
  const { db, repository, now } = deps;
  const pausesOf = async (ids: string[], at: Date) =>
    (await deps.pausedUntil?.(ids, at)) ?? new Map<string, Date>();
  const trials = createMembershipTrials(deps);
  const tiers = createMembershipTiers({ ...deps, trialOffer: trials.offer });
  const checkout = createMembershipCheckout(deps);

  async function ownMembership(supporterUserId: string, membershipId: string) {
    const found = await repository.findMembership(db, membershipId);
    if (!found || found.supporterUserId !== supporterUserId) {
      throw new AppError('not_found', say('membershipNotFound'));
    }
    return found;
  }

  async function presentOne(supporterUserId: string, membershipId: string) {
    const mine = await listMine(supporterUserId);
    const found = mine.find((item) => item.id === membershipId);
    if (!found) throw new AppError('not_found', say('membershipNotFound'));
    return found;
  }

  async function listMine(supporterUserId: string) {
    const rows = await repository.mine(supporterUserId);
    const receipts = await repository.receiptsOf(rows.map((row) => row.membership.id));
    const at = now();
    const paused = await pausesOf(
      rows.map((row) => row.membership.id),
      at,
    );
    return rows
      .map((row) =>
        presentMembership(
          { ...row, pausedUntil: paused.get(row.membership.id) ?? null },
          receipts.filter((receipt) => receipt.membershipId === row.membership.id),
          at,
        ),
      )
      .sort((a, b) => Number(a.status === 'lapsed') - Number(b.status === 'lapsed'));
  }

  return {
    ...tiers,

    async join(
      supporterUserId: string,
      body: {
        tier_id: string;
        months: MembershipPeriod;
        auto_renew: boolean;
        success_redirect_url?: string;
        failure_redirect_url?: string;
        promo_code?: string;
        trial?: boolean;
      },
    ) {
      const tier = await repository.findTier(db, body.tier_id);
      if (!tier || tier.status !== 'visible') throw fieldError('tier_id', say('tierInvalid'));
      if (tier.creatorUserId === supporterUserId) {
        throw fieldError('tier_id', say('joinOwnMembership'));
      }
      if (await deps.blocks.isBlocked(tier.creatorUserId, supporterUserId)) {
        throw fieldError('tier_id', say('tierInvalid'));
      }
      const creator = await checkout.creatorOf(tier);
      const current = await repository.membershipOf(db, tier.creatorUserId, supporterUserId);
      // a free trial keeps a card and charges nothing now (decision 0155)
      if (body.trial) {
        return trials.ask({
          tier,
          creator,
          supporterUserId,
          months: body.months,
          current,
          successUrl: body.success_redirect_url,
          failureUrl: body.failure_redirect_url,
        });
      }
      if (current && statusOf(current, now()) !== 'lapsed' && current.tierId !== tier.id) {
        throw fieldError('tier_id', say('alreadyMember'));
      }
      return checkout.open({
        tier,
        creator,
        supporterUserId,
        months: body.months,
        amount: priceOf(tier, body.months),
        purpose: 'join',
        autoRenew: body.auto_renew,
        description: `${tier.name} membership of ${creator.pageName} on PIXEL, ${periodWords(body.months)}`,
        successUrl: body.success_redirect_url,
        failureUrl: body.failure_redirect_url,
        promoCode: body.promo_code,
      });
    },

    mine: listMine,

    /** The trial whose card the provider kept starts, as My memberships shows it (decision 0155). */
    async startTrial(supporterUserId: string, reference: string) {
      const membershipId = await trials.start(supporterUserId, reference);
      return presentOne(supporterUserId, membershipId);
    },

    async cancel(supporterUserId: string, membershipId: string) {
      const found = await ownMembership(supporterUserId, membershipId);
      await checkout.stopSubscription(found);
      if (!found.cancelledAt) {
        await repository.updateMembership(db, found.id, { autoRenew: false, cancelledAt: now() });
      }
      return presentOne(supporterUserId, membershipId);
    },

    async setAutoRenew(supporterUserId: string, membershipId: string, autoRenew: boolean) {
      const found = await ownMembership(supporterUserId, membershipId);
      if (autoRenew && !found.recurringToken) {
        throw fieldError('auto_renew', say('lastMethodNotChargeable'));
      }
      // a subscription cancelled at the provider cannot be resumed: a new one starts at the next join
      if (!autoRenew) await checkout.stopSubscription(found);
      await repository.updateMembership(db, found.id, {
        autoRenew,
        ...(autoRenew && { cancelledAt: null }),
      });
      return presentOne(supporterUserId, membershipId);
    },

    async renew(
      supporterUserId: string,
      membershipId: string,
      urls: { success_redirect_url?: string; failure_redirect_url?: string },
    ) {
      const found = await ownMembership(supporterUserId, membershipId);
      return checkout.renewal(found, {
        successUrl: urls.success_redirect_url,
        failureUrl: urls.failure_redirect_url,
      });
    },

    renewLink: checkout.renewLink,
    renewByLink: checkout.renewByLink,

    async changeTier(
      supporterUserId: string,
      membershipId: string,
      body: { tier_id: string; success_redirect_url?: string; failure_redirect_url?: string },
    ) {
      const found = await ownMembership(supporterUserId, membershipId);
      const at = now();
      if (statusOf(found, at) === 'lapsed') {
        throw fieldError('tier_id', say('membershipEnded'));
      }
      const target = await repository.findTier(db, body.tier_id);
      if (!target || target.creatorUserId !== found.creatorUserId || target.status !== 'visible') {
        throw fieldError('tier_id', say('tierInvalid'));
      }
      if (target.id === found.tierId) {
        // back to the tier they have: a downgrade waiting for the renewal is called off
        if (found.nextTierId) await repository.updateMembership(db, found.id, { nextTierId: null });
        return {
          membership: await presentOne(supporterUserId, membershipId),
          link_url: null,
          reference: null,
        };
      }
      const current = await repository.findTier(db, found.tierId);
      if (!current || target.price <= current.price) {
        await repository.updateMembership(db, found.id, { nextTierId: target.id });
        return {
          membership: await presentOne(supporterUserId, membershipId),
          link_url: null,
          reference: null,
        };
      }
      const difference = upgradeDifference({
        fromMonthly: current.price,
        toMonthly: target.price,
        endsAt: found.endsAt,
        now: at,
      });
      if (difference < SMALLEST_CHARGE) {
        await repository.updateMembership(db, found.id, { tierId: target.id, nextTierId: null });
        return {
          membership: await presentOne(supporterUserId, membershipId),
          link_url: null,
          reference: null,
        };
      }
      const creator = await checkout.creatorOf(target);
      const opened = await checkout.open({
        tier: target,
        creator,
        supporterUserId,
        months: 0,
        amount: difference,
        purpose: 'upgrade',
        autoRenew: found.autoRenew,
        description: `Upgrade to ${target.name} membership of ${creator.pageName} on PIXEL`,
        successUrl: body.success_redirect_url,
        failureUrl: body.failure_redirect_url,
      });
      return {
        membership: await presentOne(supporterUserId, membershipId),
        link_url: opened.link_url,
        reference: opened.reference,
      };
    },

    async members(creatorUserId: string, query: MembersInput) {
      const { rows, total } = await repository.members({
        creatorUserId,
        now: now(),
        search: query.search,
        tierId: query.tier_id,
        status: query.status,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      const at = now();
      const paused = await pausesOf(
        rows.map((row) => row.membership.id),
        at,
      );
      return {
        data: rows.map((row) => presentMember({ ...row, pausedUntil: paused.get(row.membership.id) }, at)),
        meta: pageMeta({ page: query.page, perPage: query.per_page, total }),
      };
    },

    /** The creator's members as CSV lines, header first. */
    async membersCsv(creatorUserId: string, query: MembersInput) {
      const { rows } = await repository.members({
        creatorUserId,
        now: now(),
        search: query.search,
        tierId: query.tier_id,
        status: query.status,
        limit: null,
        offset: 0,
      });
      const at = now();
      const paused = await pausesOf(
        rows.map((row) => row.membership.id),
        at,
      );
      const header = [
        'Name',
        'Page',
        'Tier',
        'Status',
        'Member since',
        'Ends on',
        'Auto-renew',
        'Total paid',
      ];
      const lines = rows.map((row) => {
        const shown = presentMember({ ...row, pausedUntil: paused.get(row.membership.id) }, at);
        return [
          csvField(shown.supporter.page_name),
          csvField(shown.supporter.page_url),
          csvField(shown.tier.name),
          shown.status,
          shown.member_since,
          shown.ends_at,
          shown.auto_renew ? 'yes' : 'no',
          shown.total_paid,
        ].join(',');
      });
      return [header.join(','), ...lines].map((line) => `${line}\r\n`).join('');
    },

    async summary(creatorUserId: string) {
      const rows = await repository.summary(creatorUserId, now());
      // a free trial is a member, not yet revenue (decision 0155)
      const monthly = rows.reduce(
        (sum, row) => (inTrial(row) ? sum : sum + priceOf(row, row.months as MembershipPeriod) / row.months),
        0,
      );
      return { active_members: rows.length, monthly_recurring_revenue: formatCentavos(Math.round(monthly)) };
    },
  };
}

export type MembershipsService = ReturnType<typeof createMembershipsService>;
