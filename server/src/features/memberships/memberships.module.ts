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
import { translator } from '../../lib/i18n.ts';

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
  payments: Pick<
    PaymentsService,
    | 'startCheckout'
    | 'registerSettlement'
    | 'chargeSaved'
    | 'startSubscription'
    | 'subscriptionMethods'
    | 'billsItself'
    | 'cancelSubscription'
  >;
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
      async newMemberMail(tx, membershipId) {
        const membership = await repository.findMembership(tx, membershipId);
        if (!membership) return null;
        const settings = await repository.settingsOf(membership.creatorUserId, tx);
        if (!settings.mailOnNewMember) return null;
        const creator = await repository.creatorMail(tx, membership.creatorUserId);
        const parties = (await repository.partiesOf(tx, [membership])).get(membership.id);
        if (!creator?.email || !parties) return null;
        const t = translator(creator.language ?? 'en');
        return {
          to: creator.email,
          subject: t('mail.newMember.subject', { supporter: parties.supporterName }),
          text: t('mail.newMember.text', {
            name: creator.pageName,
            supporter: parties.supporterName,
            tier: parties.tierName,
            link: `${deps.publicUrl}/dashboard/creator-hub/members`,
          }),
        };
      },
      async onRenewalRefused(tx, membershipId) {
        const membership = await repository.findMembership(tx, membershipId);
        if (!membership) return;
        const parties = (await repository.partiesOf(tx, [membership])).get(membership.id);
        if (!parties?.supporterEmail) return;
        const graceEnds = membership.graceEndsAt ?? membership.endsAt;
        const t = translator(parties.supporterLanguage);
        await queueMail(tx, {
          to: parties.supporterEmail,
          subject: t('mail.renewalRefused.subject', { creator: parties.creatorName }),
          text: t('mail.renewalRefused.text', {
            name: parties.supporterName,
            tier: parties.tierName,
            creator: parties.creatorName,
            until: manilaTime(graceEnds),
            link: service.renewLink(membership.id),
          }),
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
    billsItself: deps.payments.billsItself,
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
