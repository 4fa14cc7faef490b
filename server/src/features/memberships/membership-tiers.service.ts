import { formatPesos, type MembershipPeriod, tierLimits } from '@pixel/contract';
import type { z } from 'zod';
import type { tierRequest } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { manilaTime } from '../../lib/manila.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import type { MembershipRow, MembershipsRepository, Parties, TierRow } from './memberships.repository.ts';
import { presentTier, statusOf } from './memberships.presenter.ts';
import { priceOf } from './memberships.prices.ts';

type TierInput = z.output<typeof tierRequest>;

export type Mail = { to: string; subject: string; text: string };

const tierValues = (body: TierInput) => ({
  name: body.name,
  price: body.price,
  description: body.description ?? null,
  image: body.image ?? null,
  benefits: body.benefits,
  discount6: body.discount_6_months,
  discount12: body.discount_12_months,
  memberPostDiscount: body.member_post_discount,
  offersTrial: body.offers_trial,
});

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

/**
 * A creator's tiers: made, changed (a new price told to the members it reaches), archived and put in order;
 * the creator's settings; and a page's tiers as a visitor sees them.
 */
export function createMembershipTiers(deps: {
  db: Db;
  repository: MembershipsRepository;
  payments: Pick<PaymentsService, 'billsItself'>;
  visitPage: VisitPage;
  publicUrl: string;
  now: () => Date;
  /** Queues mails in the caller's transaction. */
  sendMails: (tx: Tx, mails: Mail[]) => Promise<unknown>;
  /** When each of these memberships' running pause ends (decision 0150). */
  pausedUntil?: (membershipIds: string[], at: Date) => Promise<Map<string, Date>>;
  /** The free trials a viewer is offered on a creator's page (decision 0155). */
  trialOffer: (
    creatorUserId: string,
    viewerId: string | null,
  ) => Promise<{ days: number; available: boolean; methods: string[]; used: boolean }>;
}) {
  const { db, repository, publicUrl, now } = deps;

  async function ownTier(creatorUserId: string, tierId: string) {
    const tier = await repository.findTier(db, tierId);
    if (!tier || tier.creatorUserId !== creatorUserId) throw new AppError('not_found', say('tierNotFound'));
    return tier;
  }

  async function memberCountOf(creatorUserId: string, tierId: string) {
    const tiers = await repository.tiersOf(creatorUserId, now(), { visibleOnly: false });
    return tiers.find((tier) => tier.id === tierId)?.memberCount ?? 0;
  }

  return {
    async ownTiers(creatorUserId: string) {
      const tiers = await repository.tiersOf(creatorUserId, now(), { visibleOnly: false });
      return tiers.map((tier) => presentTier(tier, tier.memberCount));
    },

    async createTier(creatorUserId: string, body: TierInput) {
      const tier = await db.transaction(async (tx) => {
        const live = await repository.liveTiers(tx, creatorUserId);
        if (live.length >= tierLimits.perCreator) {
          throw fieldError('name', say('tiersAtMost', { max: tierLimits.perCreator }));
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
        if (tier.status === 'archived') throw fieldError('name', say('archivedTier'));
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
          throw fieldError('tier_ids', say('tierIdsEachOnce'));
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
      if (!visit) throw new AppError('not_found', say('creatorNotFound'));
      const creatorId = visit.creator.id;
      const [tiers, settings, own] = await Promise.all([
        repository.tiersOf(creatorId, now(), { visibleOnly: true }),
        repository.settingsOf(creatorId),
        viewerId && !visit.isOwner ? repository.membershipOf(db, creatorId, viewerId) : null,
      ]);
      const shown = settings.showMemberCounts || visit.isOwner;
      const at = now();
      // a paused member sees their membership paused, as My memberships says
      const pausedUntil = own ? ((await deps.pausedUntil?.([own.id], at))?.get(own.id) ?? null) : null;
      const status = own ? statusOf({ ...own, pausedUntil }, at) : null;
      return {
        tiers: tiers.map((tier) => presentTier(tier, shown ? tier.memberCount : null)),
        show_member_counts: settings.showMemberCounts,
        membership: own
          ? {
              id: own.id,
              tier_id: own.tierId,
              status: status!,
              ends_at: (status === 'grace' ? own.graceEndsAt! : own.endsAt).toISOString(),
              auto_renew: own.autoRenew,
              trial_ends_at: status === 'trial' ? own.trialEndsAt!.toISOString() : null,
            }
          : null,
        trial: await deps.trialOffer(creatorId, visit.isOwner ? null : viewerId),
      };
    },
  };
}
