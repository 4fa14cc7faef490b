import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { manilaTime } from '../../lib/manila.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { Notify } from '../notifications/notifications.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import { createMembershipsRepository } from './memberships.repository.ts';
import { membershipsRoutes } from './memberships.routes.ts';
import { createMembershipsService } from './memberships.service.ts';
import { createMembershipRenewals } from './memberships.jobs.ts';
import { createMembershipSettlement } from './memberships.settlement.ts';

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
  jobs: Pick<JobQueue, 'send' | 'sendMany'>;
  notify: Notify;
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
    sendMails: (tx, mails) => deps.jobs.sendMany('send-mail', mails, { tx }),
  });
  const queueMail = (tx: Tx, mail: Mail) => deps.jobs.send('send-mail', mail, { tx });

  deps.payments.registerSettlement(
    'membership',
    createMembershipSettlement({
      db,
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

  const renewals = createMembershipRenewals({
    db,
    repository,
    now,
    renewLink: service.renewLink,
    chargeSaved: deps.payments.chargeSaved,
    jobs: deps.jobs,
    notify: deps.notify,
  });

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
