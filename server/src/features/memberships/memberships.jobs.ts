import { formatPesos, membershipGraceDays, type MembershipPeriod, membershipTrial } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import { manilaTime } from '../../lib/manila.ts';
import { type Notify, notificationEvents } from '../notifications/notifications.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PromoPricing } from '../promotions/promo-pricing.service.ts';
import { priceOf } from './memberships.prices.ts';
import type { MembershipRow, MembershipsRepository, Parties } from './memberships.repository.ts';
import { translator } from '../../lib/i18n.ts';
import type { TFunction } from 'i18next';

const DAY_MS = 86_400_000;

type Mail = { to: string; subject: string; text: string };

/**
 * The memberships job: renewals of those renewing by themselves, the reminders a week and a day before the
 * end, and the end of lapsed memberships.
 */
export function createMembershipRenewals(deps: {
  db: Db;
  repository: MembershipsRepository;
  now: () => Date;
  /** The renewal link of a membership, for its mails (decision 0150). */
  renewLink: (membership: MembershipRow) => string;
  chargeSaved: PaymentsService['chargeSaved'];
  /** Whether a renewal handle is a subscription the provider bills by itself (decision 0127). */
  billsItself: PaymentsService['billsItself'];
  /** A renewal's price after the membership's "every period" promo code (decision 0149). */
  renewalPrice: PromoPricing['renewal'];
  jobs: Pick<JobQueue, 'sendMany'>;
  notify: Notify;
  /** A renewal's price less the retention offer its member took (decision 0150). */
  retentionPrice?: (membership: MembershipRow, months: number, price: number) => Promise<number>;
  /** The stay-or-go links of a membership's mail, in its reader's language (decision 0150). */
  mailLinks?: (membership: MembershipRow, t: TFunction, options: { renew: boolean }) => string;
}) {
  const { db, repository, now } = deps;

  /**
   * Charges the saved method of a membership whose renewal was claimed, under a key of its period's end:
   * however often this runs, the provider is asked once for a period. A provider that cannot be reached
   * gives the renewal back to the next run.
   */
  async function chargeRenewal(membership: MembershipRow) {
    // the provider bills its subscription by itself: its invoice's webhook settles the period, and the
    // claim keeps the member in the grace until it does (decision 0127)
    if (deps.billsItself(membership.recurringToken!)) return;
    const tier = await repository.findTier(db, membership.nextTierId ?? membership.tierId);
    // an archived tier is not renewed: the member keeps the grace, then chooses another tier
    if (!tier || tier.status === 'archived') return;
    const creator = await repository.creatorOf(membership.creatorUserId);
    if (!creator) return;
    const months = membership.months as MembershipPeriod;
    const priced = await deps.renewalPrice({
      creatorUserId: membership.creatorUserId,
      supporterUserId: membership.supporterUserId,
      tierId: tier.id,
      // less the retention offer its member took (decision 0150)
      listAmount:
        (await deps.retentionPrice?.(membership, months, priceOf(tier, months))) ?? priceOf(tier, months),
    });
    try {
      await deps.chargeSaved({
        kind: 'membership',
        payeeUserId: membership.creatorUserId,
        payerUserId: membership.supporterUserId,
        amount: priced.amount,
        description: `${tier.name} membership of ${creator.pageName} on PIXEL, renewed`,
        token: membership.recurringToken!,
        idempotencyKey: `membership-renewal:${membership.id}:${membership.endsAt.toISOString()}`,
        record: async (tx, payment) => {
          await repository.insertPayment(tx, {
            paymentId: payment.id,
            creatorUserId: membership.creatorUserId,
            supporterUserId: membership.supporterUserId,
            tierId: tier.id,
            months,
            purpose: 'recurring',
            autoRenew: true,
          });
          await priced.record(tx, payment.id);
        },
      });
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'unavailable')) throw err;
      await repository.releaseRenewal(membership.id, membership.endsAt);
    }
  }

  const reminder = (row: MembershipRow, parties: Parties, when: 'inAWeek' | 'tomorrow'): Mail | null => {
    if (!parties.supporterEmail) return null;
    const t = translator(parties.supporterLanguage);
    const values = {
      name: parties.supporterName,
      tier: parties.tierName,
      creator: parties.creatorName,
      when: t(`mail.membershipEnding.${when}`),
      at: manilaTime(row.endsAt),
      link: deps.renewLink(row),
    };
    return {
      to: parties.supporterEmail,
      subject: t('mail.membershipEnding.subject', values),
      text: t('mail.membershipEnding.text', values) + (deps.mailLinks?.(row, t, { renew: false }) ?? ''),
    };
  };
  /** The reminder: a notification whose mail, by the member's choice for it, is the reminder's mail. */
  const ending = (row: MembershipRow, parties: Parties, when: 'inAWeek' | 'tomorrow') => ({
    ...notificationEvents.membershipEnding({
      membershipId: row.id,
      supporterUserId: row.supporterUserId,
      endsAt: row.endsAt,
      reminder: when === 'inAWeek' ? 'week' : 'day',
      creatorName: parties.creatorName,
      tierName: parties.tierName,
    }),
    mail: reminder(row, parties, when) ?? undefined,
  });
  const lapsedMail = (row: MembershipRow, parties: Parties): Mail | null => {
    if (!parties.supporterEmail) return null;
    const t = translator(parties.supporterLanguage);
    return {
      to: parties.supporterEmail,
      subject: t('mail.membershipEnded.subject', { creator: parties.creatorName }),
      text: t('mail.membershipEnded.text', {
        name: parties.supporterName,
        tier: parties.tierName,
        creator: parties.creatorName,
        at: manilaTime(row.endsAt),
        link: deps.renewLink(row),
      }),
    };
  };

  /**
   * The reminder of a free trial converting soon (decision 0155): when, what the card is charged for what,
   * and the links to stay or go, in the member's language.
   */
  async function trialMail(tx: Tx, row: MembershipRow, parties: Parties): Promise<Mail | null> {
    if (!parties.supporterEmail) return null;
    const tier = await repository.findTier(tx, row.nextTierId ?? row.tierId);
    if (!tier) return null;
    const t = translator(parties.supporterLanguage);
    const months = row.months as MembershipPeriod;
    const values = {
      name: parties.supporterName,
      tier: tier.name,
      creator: parties.creatorName,
      at: manilaTime(row.endsAt),
      amount: formatPesos(priceOf(tier, months)),
      period: months === 1 ? t('mail.priceChange.aMonth') : t('mail.priceChange.months', { count: months }),
      days: membershipTrial.reminderDaysBefore,
    };
    return {
      to: parties.supporterEmail,
      subject: t('mail.trialEnding.subject', values),
      text: t('mail.trialEnding.text', values) + (deps.mailLinks?.(row, t, { renew: false }) ?? ''),
    };
  }

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
      // a free trial converting within two days (decision 0155)
      const trials = await repository.claimTrialReminders(
        tx,
        at,
        membershipTrial.reminderDaysBefore * DAY_MS,
      );
      const parties = await repository.partiesOf(tx, [...week, ...day, ...lapsed, ...trials]);
      const mails = lapsed.map((row) => lapsedMail(row, parties.get(row.id)!));
      for (const row of trials) mails.push(await trialMail(tx, row, parties.get(row.id)!));
      await deps.notify(tx, [
        ...week.map((row) => ending(row, parties.get(row.id)!, 'inAWeek')),
        ...day.map((row) => ending(row, parties.get(row.id)!, 'tomorrow')),
      ]);
      // one statement for the run's mails: a busy day's thousands of reminders cost one round trip
      await deps.jobs.sendMany(
        'send-mail',
        mails.filter((mail) => mail !== null),
        { tx },
      );
      return due;
    });
    for (const membership of renewing) await chargeRenewal(membership);
  }

  return renewals;
}
