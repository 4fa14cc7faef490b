import { formatCentavos, formatPesos, type MembershipPeriod, tierLimits } from '@pixel/contract';
import type { z } from 'zod';
import type { membersQuery, tierRequest } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import { hashToken, safeEqual } from '../../lib/tokens.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import { csvField } from '../../lib/csv.ts';
import { manilaTime } from '../../lib/manila.ts';
import type { Tx } from '../../db/client.ts';
import type { MembershipRow, MembershipsRepository, Parties, TierRow } from './memberships.repository.ts';
import { presentMember, presentMembership, presentTier, statusOf } from './memberships.presenter.ts';
import { priceOf, upgradeDifference } from './memberships.prices.ts';
import { translator } from '../../lib/i18n.ts';

type TierInput = z.output<typeof tierRequest>;
type MembersInput = z.output<typeof membersQuery>;

/** An open checkout older than this is not offered again: the provider closes it after a day. */
const CHECKOUT_REUSE_MS = 23 * 3_600_000;
/** The least a checkout takes; an upgrade's difference under it is not charged (decision 0091). */
const SMALLEST_CHARGE = 20_00;

const tierValues = (body: TierInput) => ({
  name: body.name,
  price: body.price,
  description: body.description ?? null,
  image: body.image ?? null,
  benefits: body.benefits,
  discount6: body.discount_6_months,
  discount12: body.discount_12_months,
});

type Mail = { to: string; subject: string; text: string };

/** Tells a member, in their language, what their next period of a repriced tier costs; nothing changes before it. */
function priceChangeMail(
  row: MembershipRow,
  parties: Parties,
  tier: { before: TierRow; after: TierRow },
  publicUrl: string,
): Mail | null {
  if (!parties.supporterEmail) return null;
  const t = translator(parties.supporterLanguage);
  const months = row.months as MembershipPeriod;
  const renewing = row.autoRenew && row.recurringToken !== null;
  return {
    to: parties.supporterEmail,
    subject: t('mail.priceChange.subject', { creator: parties.creatorName }),
    text: t('mail.priceChange.text', {
      name: parties.supporterName,
      creator: parties.creatorName,
      tier: tier.after.name,
      at: manilaTime(row.endsAt),
      period: months === 1 ? t('mail.priceChange.aMonth') : t('mail.priceChange.months', { count: months }),
      after: formatPesos(priceOf(tier.after, months)),
      before: formatPesos(priceOf(tier.before, months)),
      next: renewing ? t('mail.priceChange.renewing') : t('mail.priceChange.see'),
      link: `${publicUrl}/dashboard/memberships`,
    }),
  };
}

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
}) {
  const { db, repository, publicUrl, now } = deps;

  async function ownTier(creatorUserId: string, tierId: string) {
    const tier = await repository.findTier(db, tierId);
    if (!tier || tier.creatorUserId !== creatorUserId) throw new AppError('not_found', 'Tier not found.');
    return tier;
  }

  async function ownMembership(supporterUserId: string, membershipId: string) {
    const found = await repository.findMembership(db, membershipId);
    if (!found || found.supporterUserId !== supporterUserId) {
      throw new AppError('not_found', 'Membership not found.');
    }
    return found;
  }

  async function presentOne(supporterUserId: string, membershipId: string) {
    const mine = await listMine(supporterUserId);
    const found = mine.find((item) => item.id === membershipId);
    if (!found) throw new AppError('not_found', 'Membership not found.');
    return found;
  }

  async function listMine(supporterUserId: string) {
    const rows = await repository.mine(supporterUserId);
    const receipts = await repository.receiptsOf(rows.map((row) => row.membership.id));
    const at = now();
    return rows
      .map((row) =>
        presentMembership(
          row,
          receipts.filter((receipt) => receipt.membershipId === row.membership.id),
          at,
        ),
      )
      .sort((a, b) => Number(a.status === 'lapsed') - Number(b.status === 'lapsed'));
  }

  /** Opens a checkout for a membership payment, or sends the supporter back to the one still open for it. */
  async function checkout(input: {
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
  }) {
    const open = await repository.openCheckout({
      supporterUserId: input.supporterUserId,
      tierId: input.tier.id,
      months: input.months,
      purpose: input.purpose,
      since: new Date(now().getTime() - CHECKOUT_REUSE_MS),
    });
    if (open?.checkoutUrl && open.amount === input.amount) {
      return { link_url: open.checkoutUrl, reference: open.reference };
    }
    const page = `${publicUrl}/${input.creator.pageUrl}/membership`;
    const record = (tx: Tx, payment: { id: string }) =>
      repository.insertPayment(tx, {
        paymentId: payment.id,
        creatorUserId: input.creator.id,
        supporterUserId: input.supporterUserId,
        tierId: input.tier.id,
        months: input.months,
        purpose: input.purpose,
        autoRenew: input.autoRenew,
      });
    if (input.purpose === 'join' && input.autoRenew && deps.payments.subscriptionMethods) {
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
      amount: input.amount,
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

  const periodWords = (months: number) => (months === 1 ? '1 month' : `${months} months`);

  async function creatorOf(tier: TierRow) {
    const creator = await repository.creatorOf(tier.creatorUserId);
    if (!creator) throw fieldError('tier_id', 'The selected tier is invalid.');
    return creator;
  }

  /** A renewal of the membership's tier (or the one it moves down to) for its period. */
  async function renewal(membership: MembershipRow, urls: { successUrl?: string; failureUrl?: string }) {
    const tier = await repository.findTier(db, membership.nextTierId ?? membership.tierId);
    if (!tier || tier.status === 'archived') {
      throw fieldError('tier_id', 'This tier is no longer offered. Please choose another tier.');
    }
    const creator = await creatorOf(tier);
    const months = membership.months as MembershipPeriod;
    return checkout({
      tier,
      creator,
      supporterUserId: membership.supporterUserId,
      months,
      amount: priceOf(tier, months),
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
    async ownTiers(creatorUserId: string) {
      const tiers = await repository.tiersOf(creatorUserId, now(), { visibleOnly: false });
      return tiers.map((tier) => presentTier(tier, tier.memberCount));
    },

    async createTier(creatorUserId: string, body: TierInput) {
      const tier = await db.transaction(async (tx) => {
        const live = await repository.liveTiers(tx, creatorUserId);
        if (live.length >= tierLimits.perCreator) {
          throw fieldError('name', `You can have at most ${tierLimits.perCreator} tiers.`);
        }
        return repository.insertTier(tx, {
          creatorUserId,
          ...tierValues(body),
          status: body.visibility,
          position: Math.max(-1, ...live.map((row) => row.position)) + 1,
        });
      });
      return presentTier(tier, 0);
    },

    /**
     * Changes a tier. A new price (or discount) applies to each member from their next period: those whose
     * next period costs something else are told by mail, in the same transaction as the change. A member
     * whose provider bills a subscription keeps its price, and is not told of a change.
     */
    async updateTier(creatorUserId: string, tierId: string, body: TierInput) {
      await ownTier(creatorUserId, tierId);
      const updated = await db.transaction(async (tx) => {
        const tier = (await repository.findTier(tx, tierId, { lock: true }))!;
        if (tier.status === 'archived') throw fieldError('name', 'An archived tier cannot be changed.');
        const changed = await repository.updateTier(tx, tierId, {
          ...tierValues(body),
          status: body.visibility,
        });
        // a subscription the provider bills keeps the plan it began with (decision 0127): its price stays
        const repriced = (await repository.renewingInto(tx, tierId, now())).filter(
          (row) =>
            !(row.autoRenew && row.recurringToken && deps.payments.billsItself(row.recurringToken)) &&
            priceOf(tier, row.months as MembershipPeriod) !==
              priceOf(changed, row.months as MembershipPeriod),
        );
        if (repriced.length) {
          const parties = await repository.partiesOf(tx, repriced);
          const mails = repriced.flatMap((row) => {
            const mail = priceChangeMail(
              row,
              parties.get(row.id)!,
              { before: tier, after: changed },
              publicUrl,
            );
            return mail ? [mail] : [];
          });
          await deps.sendMails(tx, mails);
        }
        return changed;
      });
      return presentTier(updated, await memberCountOf(creatorUserId, tierId));
    },

    /** Archives a tier: nobody new joins it, and its members keep it to the end of their period. */
    async archiveTier(creatorUserId: string, tierId: string) {
      const tier = await ownTier(creatorUserId, tierId);
      const archived =
        tier.status === 'archived' ? tier : await repository.updateTier(db, tierId, { status: 'archived' });
      return presentTier(archived, await memberCountOf(creatorUserId, tierId));
    },

    async reorder(creatorUserId: string, tierIds: string[]) {
      await db.transaction(async (tx) => {
        const live = await repository.liveTiers(tx, creatorUserId);
        const ids = new Set(live.map((tier) => tier.id));
        if (
          tierIds.length !== ids.size ||
          new Set(tierIds).size !== ids.size ||
          !tierIds.every((id) => ids.has(id))
        ) {
          throw fieldError('tier_ids', 'The tier ids must list each of your tiers once.');
        }
        for (const [position, id] of tierIds.entries()) await repository.updateTier(tx, id, { position });
      });
      const tiers = await repository.tiersOf(creatorUserId, now(), { visibleOnly: false });
      return tiers.map((tier) => presentTier(tier, tier.memberCount));
    },

    async settings(creatorUserId: string) {
      const row = await repository.settingsOf(creatorUserId);
      return { show_member_counts: row.showMemberCounts, mail_on_new_member: row.mailOnNewMember };
    },

    async saveSettings(
      creatorUserId: string,
      body: { show_member_counts: boolean; mail_on_new_member: boolean },
    ) {
      const row = await repository.saveSettings({
        creatorUserId,
        showMemberCounts: body.show_member_counts,
        mailOnNewMember: body.mail_on_new_member,
      });
      return { show_member_counts: row.showMemberCounts, mail_on_new_member: row.mailOnNewMember };
    },

    /** A creator page's tiers for anyone, and the viewer's own membership of that creator. */
    async publicTiers(pageUrl: string, viewerId: string | null) {
      const visit = await deps.visitPage(pageUrl, viewerId);
      if (!visit) throw new AppError('not_found', 'Creator not found.');
      const creatorId = visit.creator.id;
      const [tiers, settings, own] = await Promise.all([
        repository.tiersOf(creatorId, now(), { visibleOnly: true }),
        repository.settingsOf(creatorId),
        viewerId && !visit.isOwner ? repository.membershipOf(db, creatorId, viewerId) : null,
      ]);
      const shown = settings.showMemberCounts || visit.isOwner;
      const at = now();
      return {
        tiers: tiers.map((tier) => presentTier(tier, shown ? tier.memberCount : null)),
        show_member_counts: settings.showMemberCounts,
        membership: own
          ? {
              id: own.id,
              tier_id: own.tierId,
              status: statusOf(own, at),
              ends_at: (statusOf(own, at) === 'grace' ? own.graceEndsAt! : own.endsAt).toISOString(),
              auto_renew: own.autoRenew,
            }
          : null,
      };
    },

    async join(
      supporterUserId: string,
      body: {
        tier_id: string;
        months: MembershipPeriod;
        auto_renew: boolean;
        success_redirect_url?: string;
        failure_redirect_url?: string;
      },
    ) {
      const tier = await repository.findTier(db, body.tier_id);
      if (!tier || tier.status !== 'visible') throw fieldError('tier_id', 'The selected tier is invalid.');
      if (tier.creatorUserId === supporterUserId) {
        throw fieldError('tier_id', 'You cannot join your own membership.');
      }
      if (await deps.blocks.isBlocked(tier.creatorUserId, supporterUserId)) {
        throw fieldError('tier_id', 'The selected tier is invalid.');
      }
      const creator = await creatorOf(tier);
      const current = await repository.membershipOf(db, tier.creatorUserId, supporterUserId);
      if (current && statusOf(current, now()) !== 'lapsed' && current.tierId !== tier.id) {
        throw fieldError('tier_id', 'You are already a member. Change your tier instead.');
      }
      return checkout({
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
      });
    },

    mine: listMine,

    async cancel(supporterUserId: string, membershipId: string) {
      const found = await ownMembership(supporterUserId, membershipId);
      await stopSubscription(found);
      if (!found.cancelledAt) {
        await repository.updateMembership(db, found.id, { autoRenew: false, cancelledAt: now() });
      }
      return presentOne(supporterUserId, membershipId);
    },

    async setAutoRenew(supporterUserId: string, membershipId: string, autoRenew: boolean) {
      const found = await ownMembership(supporterUserId, membershipId);
      if (autoRenew && !found.recurringToken) {
        throw fieldError('auto_renew', 'Your last payment method cannot be charged automatically.');
      }
      // a subscription cancelled at the provider cannot be resumed: a new one starts at the next join
      if (!autoRenew) await stopSubscription(found);
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
      return renewal(found, { successUrl: urls.success_redirect_url, failureUrl: urls.failure_redirect_url });
    },

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

    async changeTier(
      supporterUserId: string,
      membershipId: string,
      body: { tier_id: string; success_redirect_url?: string; failure_redirect_url?: string },
    ) {
      const found = await ownMembership(supporterUserId, membershipId);
      const at = now();
      if (statusOf(found, at) === 'lapsed') {
        throw fieldError('tier_id', 'Your membership has ended. Join a tier again instead.');
      }
      const target = await repository.findTier(db, body.tier_id);
      if (!target || target.creatorUserId !== found.creatorUserId || target.status !== 'visible') {
        throw fieldError('tier_id', 'The selected tier is invalid.');
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
      const creator = await creatorOf(target);
      const opened = await checkout({
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
      return {
        data: rows.map((row) => presentMember(row, at)),
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
        const shown = presentMember(row, at);
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
      const monthly = rows.reduce(
        (sum, row) => sum + priceOf(row, row.months as MembershipPeriod) / row.months,
        0,
      );
      return { active_members: rows.length, monthly_recurring_revenue: formatCentavos(Math.round(monthly)) };
    },
  };

  async function memberCountOf(creatorUserId: string, tierId: string) {
    const tiers = await repository.tiersOf(creatorUserId, now(), { visibleOnly: false });
    return tiers.find((tier) => tier.id === tierId)?.memberCount ?? 0;
  }
}

export type MembershipsService = ReturnType<typeof createMembershipsService>;
