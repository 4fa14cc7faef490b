import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { manilaTime } from '../../lib/manila.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import { createMembershipsRepository, type MembershipRow, type Parties } from './memberships.repository.ts';
import { membershipsRoutes } from './memberships.routes.ts';
import { createMembershipsService } from './memberships.service.ts';
import { priceOf } from './memberships.prices.ts';
import { membershipGraceDays, type MembershipPeriod } from '@pixel/contract';
import { AppError } from '../../lib/errors.ts';
import { createMembershipSettlement } from './memberships.settlement.ts';

const DAY_MS = 86_400_000;

type Mail = { to: string; subject: string; text: string };

/**
 * Monthly memberships: a creator's tiers, supporters joining them through payments' checkout (settled by
 * this feature's settlement), and the job that reminds members before their period ends and closes the
 * memberships that ended. Access is decided by the time alone, so a lapsed membership is closed at once,
 * whenever the job runs.
 */
export function membershipsModule(deps: {
  db: Db;
  publicUrl: string;
  secret: string;
  now: () => Date;
  payments: Pick<PaymentsService, 'startCheckout' | 'registerSettlement' | 'chargeSaved'>;
  visitPage: VisitPage;
  blocks: BlockCheck;
  jobs: Pick<JobQueue, 'send'>;
}) {
  const { db, now } = deps;
  const repository = createMembershipsRepository(db);
  const service = createMembershipsService({
    db,
    repository,
    payments: deps.payments,
    visitPage: deps.visitPage,
    blocks: deps.blocks,
    publicUrl: deps.publicUrl,
    secret: deps.secret,
    now,
  });
  const queueMail = (tx: Tx, mail: Mail) => deps.jobs.send('send-mail', mail, { tx });

  deps.payments.registerSettlement(
    'membership',
    createMembershipSettlement({
      repository,
      now,
      async onNewMember(tx, membershipId) {
        const membership = await repository.findMembership(tx, membershipId);
        if (!membership) return;
        const settings = await repository.settingsOf(membership.creatorUserId, tx);
        if (!settings.mailOnNewMember) return;
        const creator = await repository.creatorMail(tx, membership.creatorUserId);
        const parties = (await repository.partiesOf(tx, [membership])).get(membership.id);
        if (!creator?.email || !parties) return;
        await queueMail(tx, {
          to: creator.email,
          subject: `${parties.supporterName} is now a member of your page`,
          text:
            `Hi ${creator.pageName},\n\n${parties.supporterName} joined your ${parties.tierName} tier on PIXEL.\n\n` +
            `See all your members: ${deps.publicUrl}/dashboard/creator-hub/members\n`,
        });
      },
      async onRenewalRefused(tx, membershipId) {
        const membership = await repository.findMembership(tx, membershipId);
        if (!membership) return;
        const parties = (await repository.partiesOf(tx, [membership])).get(membership.id);
        if (!parties?.supporterEmail) return;
        const graceEnds = membership.graceEndsAt ?? membership.endsAt;
        await queueMail(tx, {
          to: parties.supporterEmail,
          subject: `We could not renew your membership of ${parties.creatorName}`,
          text:
            `Hi ${parties.supporterName},\n\nYour payment method was refused for the renewal of your ` +
            `${parties.tierName} membership of ${parties.creatorName}. You keep your access until ` +
            `${manilaTime(graceEnds)} (Philippine time).\n\nRenew it in one tap: ${service.renewLink(membership.id)}\n`,
        });
      },
    }),
  );

  /**
   * Charges the saved method of a membership whose renewal was claimed, under a key of its period's end:
   * however often this runs, the provider is asked once for a period. A provider that cannot be reached
   * gives the renewal back to the next run.
   */
  async function chargeRenewal(membership: MembershipRow) {
    const tier = await repository.findTier(db, membership.nextTierId ?? membership.tierId);
    // an archived tier is not renewed: the member keeps the grace, then chooses another tier
    if (!tier || tier.status === 'archived') return;
    const creator = await repository.creatorOf(membership.creatorUserId);
    if (!creator) return;
    const months = membership.months as MembershipPeriod;
    try {
      await deps.payments.chargeSaved({
        kind: 'membership',
        payeeUserId: membership.creatorUserId,
        payerUserId: membership.supporterUserId,
        amount: priceOf(tier, months),
        description: `${tier.name} membership of ${creator.pageName} on PIXEL, renewed`,
        token: membership.recurringToken!,
        idempotencyKey: `membership-renewal:${membership.id}:${membership.endsAt.toISOString()}`,
        record: (tx, payment) =>
          repository.insertPayment(tx, {
            paymentId: payment.id,
            creatorUserId: membership.creatorUserId,
            supporterUserId: membership.supporterUserId,
            tierId: tier.id,
            months,
            purpose: 'recurring',
            autoRenew: true,
          }),
      });
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'unavailable')) throw err;
      await repository.releaseRenewal(membership.id, membership.endsAt);
    }
  }

  const ends = (row: MembershipRow) => `${manilaTime(row.endsAt)} (Philippine time)`;
  const reminder = (row: MembershipRow, parties: Parties, when: string): Mail | null =>
    parties.supporterEmail
      ? {
          to: parties.supporterEmail,
          subject: `Your membership of ${parties.creatorName} ends ${when}`,
          text:
            `Hi ${parties.supporterName},\n\nYour ${parties.tierName} membership of ${parties.creatorName} ends ${when}, ` +
            `on ${ends(row)}.\n\nRenew it in one tap: ${service.renewLink(row.id)}\n`,
        }
      : null;
  const lapsedMail = (row: MembershipRow, parties: Parties): Mail | null =>
    parties.supporterEmail
      ? {
          to: parties.supporterEmail,
          subject: `Your membership of ${parties.creatorName} has ended`,
          text:
            `Hi ${parties.supporterName},\n\nYour ${parties.tierName} membership of ${parties.creatorName} ended ` +
            `on ${ends(row)}. Members-only posts are locked again.\n\nJoin again in one tap: ${service.renewLink(row.id)}\n`,
        }
      : null;

  /**
   * One run: the reminders a week and a day before the end, then the memberships that ended. Each is
   * claimed by a conditional update in the same transaction as its mail, so a reminder goes once however
   * often and on however many instances the job runs.
   */
  async function renewals() {
    const at = now();
    const renewing = await db.transaction(async (tx) => {
      // before the lapses: a claimed renewal keeps its member in the grace
      const due = await repository.claimRenewals(tx, at, membershipGraceDays * DAY_MS);
      const week = await repository.claimReminders(tx, 'week', at, { fromMs: DAY_MS, toMs: 7 * DAY_MS });
      const day = await repository.claimReminders(tx, 'day', at, { fromMs: 0, toMs: DAY_MS });
      const lapsed = await repository.claimLapsed(tx, at);
      const parties = await repository.partiesOf(tx, [...week, ...day, ...lapsed]);
      const mails = [
        ...week.map((row) => reminder(row, parties.get(row.id)!, 'in a week')),
        ...day.map((row) => reminder(row, parties.get(row.id)!, 'tomorrow')),
        ...lapsed.map((row) => lapsedMail(row, parties.get(row.id)!)),
      ];
      for (const mail of mails) if (mail) await queueMail(tx, mail);
      return due;
    });
    for (const membership of renewing) await chargeRenewal(membership);
  }

  return {
    routes: async (app) => app.register(membershipsRoutes, { service }),
    jobs: { 'membership-renewals': renewals },
    /** Members-only posts: which a viewer's membership opens, and the tiers a creator may choose. */
    members: {
      opens: (creatorUserId: string, viewerId: string | null) =>
        repository.opener(creatorUserId, viewerId, now()),
      async isOwnTier(creatorUserId: string, tierId: string) {
        const tier = await repository.findTier(db, tierId);
        return tier !== null && tier.creatorUserId === creatorUserId && tier.status !== 'archived';
      },
    },
  } satisfies FeatureModule & Record<string, unknown>;
}
