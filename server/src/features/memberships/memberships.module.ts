import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { manilaTime } from '../../lib/manila.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { Notify } from '../notifications/notifications.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PromoPricing } from '../promotions/promo-pricing.service.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import type { MethodSetupGateway } from '../../providers/payments/payment-provider.ts';
import { createMembershipsRepository } from './memberships.repository.ts';
import { membershipsRoutes } from './memberships.routes.ts';
import { createMembershipsService } from './memberships.service.ts';
import { createMembershipRenewals } from './memberships.jobs.ts';
import { createMembershipSettlement } from './memberships.settlement.ts';
import { translator } from '../../lib/i18n.ts';
import { createMembershipLinkTokens } from './membership-link-tokens.ts';
import { createStayQueries } from './membership-links.repository.ts';
import { membershipLinksRoutes } from './membership-links.routes.ts';
import { createMembershipLinks } from './membership-links.service.ts';
import { createMembershipPauses } from './membership-pause.ts';
import { createMembershipRetention } from './membership-retention.ts';
import { createStayOrGo } from './membership-stay.service.ts';

type Mail = { to: string; subject: string; text: string };

/**
 * Monthly memberships: a creator's tiers, supporters joining them through payments' checkout (settled by
 * this feature's settlement), and the job that reminds members before their period ends and closes the
 * memberships that ended. Access is decided by the time alone, so a lapsed membership is closed at once,
 * whenever the job runs. A member's mails carry links to renew, stop renewing, pause or cancel without
 * signing in, and cancelling offers the creator's retention offer and a pause (decision 0150).
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
  /** Promo codes of joins and renewals (decision 0149). */
  promotions: Pick<PromoPricing, 'price' | 'renewal'>;
  /** The provider's keeping of a card with nothing charged, for free trials (decision 0155). */
  methodSetups?: MethodSetupGateway;
}) {
  const { db, now } = deps;
  const repository = createMembershipsRepository(db);
  // stay or go from the mail (decision 0150): the mails' links, the retention offer and pauses
  const stayQueries = createStayQueries(db);
  const tokens = createMembershipLinkTokens({ publicUrl: deps.publicUrl, secret: deps.secret, now });
  const retention = createMembershipRetention({
    db,
    repository,
    queries: stayQueries,
    now,
    billsItself: deps.payments.billsItself,
  });
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
    promotions: deps.promotions,
    pausedUntil: stayQueries.pausedUntil,
    retentionPrice: retention.renewalPrice,
    methodSetups: deps.methodSetups,
  });
  const queueMail = (tx: Tx, mail: Mail) => deps.jobs.send('send-mail', mail, { tx });
  const pauses = createMembershipPauses({
    db,
    repository,
    queries: stayQueries,
    now,
    billsItself: deps.payments.billsItself,
    endProviderRenewals: (membership) =>
      service.setAutoRenew(membership.supporterUserId, membership.id, false),
    mailLinks: tokens.mailLinks,
    sendMails: (tx, mails) => deps.jobs.sendMany('send-mail', mails, { tx }),
  });
  const links = createMembershipLinks({
    db,
    repository,
    queries: stayQueries,
    memberships: service,
    pauses,
    retention,
    tokens,
    now,
  });
  const stay = createStayOrGo({ db, repository, memberships: service, links, pauses, retention });

  deps.payments.registerSettlement('membership', {
    ...createMembershipSettlement({
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
          text: `${t('mail.renewalRefused.text', {
            name: parties.supporterName,
            tier: parties.tierName,
            creator: parties.creatorName,
            until: manilaTime(graceEnds),
            link: tokens.linkFor(membership, 'renew'),
          })}${tokens.mailLinks(membership, t, { renew: false })}`,
        });
      },
    }),
    /** A membership payment's receipt carries the membership's links (decision 0150). */
    async receiptNote(paymentId, t) {
      const [found] = await repository.paymentsFor(db, [paymentId]);
      const membershipId = found?.line.membershipId;
      const membership = membershipId ? await repository.findMembership(db, membershipId) : null;
      return membership && tokens.mailLinks(membership, t, { renew: true });
    },
  });

  const renewals = createMembershipRenewals({
    db,
    repository,
    now,
    renewLink: (membership) => tokens.linkFor(membership, 'renew'),
    chargeSaved: deps.payments.chargeSaved,
    billsItself: deps.payments.billsItself,
    renewalPrice: deps.promotions.renewal,
    jobs: deps.jobs,
    notify: deps.notify,
    retentionPrice: retention.renewalPrice,
    mailLinks: tokens.mailLinks,
  });

  return {
    routes: async (app) => {
      await app.register(membershipsRoutes, { service });
      await app.register(membershipLinksRoutes, { stay });
    },
    // the pauses that ended first: a member back from one may be due a reminder in the same run
    jobs: {
      'membership-renewals': async () => {
        await pauses.resumeEnded();
        await renewals();
      },
    },
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
