import {
  defaultNotificationChannels,
  formatPesos,
  type Language,
  type NotificationChannel,
  type NotificationKind,
} from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, say } from '../../lib/errors.ts';
import type { Mailer, MailMessage } from '../../providers/mail/mailer.ts';
import type { SettledPayment } from '../payments/payments.service.ts';
import type { PayoutListener } from '../payouts/payouts.service.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { decodeCursor, encodeCursor, presentNotification, screens } from './notifications.presenter.ts';
import { apiMessages, type NotificationData } from './notifications.texts.ts';
import { createNotificationDelivery } from './notification-delivery.service.ts';
import { createNotificationSettings } from './notification-settings.service.ts';
import type { PushSender } from './push-sender.ts';

/** Something that happened to a person, as the feature it happened in tells of it. */
export interface NotificationEvent {
  recipientUserId: string;
  kind: NotificationKind;
  /** Names the event: an event told twice notifies once. */
  dedupeKey: string;
  /** The person it is about, shown beside it. */
  actorUserId?: string | null;
  data: NotificationData;
  /** The app's own path of the screen it opens; left out, the actor's page. */
  url?: string;
  /**
   * The feature's own mail of the event, with more than a notification says (a deadline, a renewal link):
   * it is the notification's mail, sent at once when the person's mail choice for the kind is on, and
   * nothing else is mailed of it (decision 0123). The feature gives it when its own setting asks for it (a
   * creator's "Mail me on each new member"), so it goes unless the person turned the kind's mail off.
   */
  mail?: MailMessage;
}

/** Writes notifications in the caller's transaction: they exist exactly when the event commits. */
export type Notify = (tx: Tx, events: NotificationEvent[]) => Promise<void>;

type PayoutRow = Parameters<PayoutListener>[1];

/**
 * The notifications of events the other features tell of by calling `notify` themselves, each named by
 * what makes it one event (its dedupe key), with the screen it opens.
 */
export const notificationEvents = {
  /** Once per pair: following again after an unfollow tells nobody twice. */
  newFollower: (input: { followerUserId: string; followeeUserId: string }): NotificationEvent => ({
    recipientUserId: input.followeeUserId,
    kind: 'new_follower',
    dedupeKey: `follow:${input.followerUserId}:${input.followeeUserId}`,
    actorUserId: input.followerUserId,
    data: {},
  }),
  /** The creator's first reply to a gift; an edit of it tells nobody again. */
  giftReplied: (input: {
    giftId: string;
    supporterUserId: string;
    creatorUserId: string;
    reply: string;
  }): NotificationEvent => ({
    recipientUserId: input.supporterUserId,
    kind: 'gift_replied',
    dedupeKey: `gift-reply:${input.giftId}`,
    actorUserId: input.creatorUserId,
    data: { reply: input.reply.slice(0, 200) },
    url: screens.supported,
  }),
  refundRequested: (input: {
    requestId: string;
    creatorUserId: string;
    supporterUserId: string;
    amount: number;
    reference: string;
  }): NotificationEvent => ({
    recipientUserId: input.creatorUserId,
    kind: 'refund_requested',
    dedupeKey: `refund-request:${input.requestId}`,
    actorUserId: input.supporterUserId,
    data: { amount: formatPesos(input.amount), reference: input.reference },
    url: screens.refundRequests,
  }),
  refundAnswered: (input: {
    requestId: string;
    supporterUserId: string;
    outcome: 'approved' | 'declined';
    answeredBy: string;
    amount: number;
    reference: string;
  }): NotificationEvent => ({
    recipientUserId: input.supporterUserId,
    kind: 'refund_answered',
    dedupeKey: `refund-answer:${input.requestId}`,
    data: {
      outcome: input.outcome,
      answered_by: input.answeredBy,
      amount: formatPesos(input.amount),
      reference: input.reference,
    },
    url: screens.refundRequests,
  }),
  /** A week and a day before the end, each once per period. */
  membershipEnding: (input: {
    membershipId: string;
    supporterUserId: string;
    endsAt: Date;
    reminder: 'week' | 'day';
    creatorName: string;
    tierName: string;
  }): NotificationEvent => ({
    recipientUserId: input.supporterUserId,
    kind: 'membership_ending',
    dedupeKey: `membership-ending:${input.membershipId}:${input.endsAt.toISOString()}:${input.reminder}`,
    data: {
      creator_name: input.creatorName,
      tier_name: input.tierName,
      // the words for when are the reader's (notifications.texts.ts)
      reminder: input.reminder,
    },
    url: screens.memberships,
  }),
};

/**
 * Notifications (decision 0111): written by the features where things happen, in their transactions,
 * under a key that makes a repeated event one notification; a job then hands each to mail and push by
 * the person's choices, once, on whichever instance takes it (notification-delivery). The choices, and the
 * browsers subscribed to pushes, are notification-settings.
 */
export function createNotificationsService(deps: {
  db: Db;
  repository: NotificationsRepository;
  jobs: Pick<JobQueue, 'send' | 'sendMany'>;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  now: () => Date;
  push: { publicKey: string; send: PushSender; allowPlainHttp: boolean };
  log: { warn(obj: object, msg: string): void };
}) {
  const { repository, jobs, now } = deps;
  const settings = createNotificationSettings(deps);
  const delivery = createNotificationDelivery(deps);

  const notify: Notify = async (tx, events) => {
    if (!events.length) return;
    const people = [...new Set(events.map((event) => event.recipientUserId))];
    const choices = await repository.choicesOf(tx, people, [...new Set(events.map((event) => event.kind))]);
    // a feature's own mail, given because its setting asks for it, goes unless the kind's mail was turned off
    const chosen = (event: NotificationEvent, channel: NotificationChannel) =>
      choices.find(
        (row) => row.userId === event.recipientUserId && row.kind === event.kind && row.channel === channel,
      )?.enabled ??
      ((channel === 'email' && event.mail !== undefined) || defaultNotificationChannels[event.kind][channel]);
    // the actor's name as it is now, so the words stay the same when they later rename their page
    const names = await repository.namesOf(tx, [
      ...new Set(events.flatMap((event) => (event.actorUserId ? [event.actorUserId] : []))),
    ]);
    const at = now();
    const inserted = await repository.insertNew(
      tx,
      events.map((event) => ({
        recipientUserId: event.recipientUserId,
        kind: event.kind,
        dedupeKey: event.dedupeKey,
        actorUserId: event.actorUserId ?? null,
        data: event.actorUserId
          ? { actor_name: names.get(event.actorUserId)?.name ?? null, ...event.data }
          : event.data,
        url: event.url ?? `/${names.get(event.actorUserId ?? '')?.pageUrl ?? 'dashboard'}`,
        inApp: chosen(event, 'in_app'),
        // the feature's own mail goes now, in the event's transaction: delivery mails nothing more of it
        emailState: event.mail && chosen(event, 'email') ? ('sent' as const) : ('none' as const),
        createdAt: at,
      })),
    );
    // only an event told for the first time: one told again was mailed the first time
    const firstTold = new Set(inserted.map((row) => row.dedupeKey));
    for (const event of events) {
      if (event.mail && firstTold.has(event.dedupeKey) && chosen(event, 'email')) {
        await deps.mailer.send(event.mail, { tx });
      }
    }
    await jobs.sendMany(
      'deliver-notification',
      inserted.map((row) => ({ notificationId: row.id })),
      { tx },
    );
  };

  const payoutKind = (payout: PayoutRow): NotificationKind | null => {
    if (payout.status === 'completed') return 'payout_sent';
    if (payout.status === 'failed') return 'payout_failed';
    return payout.heldAt ? 'payout_held' : null;
  };

  return {
    notify,

    /** The payments listener: gifts, purchases and memberships, told to their creator as they settle. */
    async onPaymentsSettled(tx: Tx, settled: SettledPayment[]) {
      const events: NotificationEvent[] = [];
      for (const { payment, info } of settled) {
        // money given back at once (a second payment for a post bought already) is nothing to tell; a
        // commission's creator is told by commissions, in the words of its step (decision 0165)
        if (info.refund || payment.kind === 'commission') continue;
        // the name the payment settled under ('Anonymous' for an anonymous gift), never the payer's own:
        // the payer is kept as the actor only so that erasing their account erases these too
        const base = {
          recipientUserId: payment.payeeUserId,
          dedupeKey: `payment:${payment.id}`,
          actorUserId: payment.payerUserId,
        };
        const amount = formatPesos(payment.amount);
        const name = info.counterpartyName ?? null;
        if (payment.kind === 'gift' || payment.kind === 'goal_gift') {
          events.push({
            ...base,
            kind: 'gift_received',
            data: { actor_name: null, supporter_name: name, amount, reference: payment.reference },
            url: screens.creatorHome,
          });
        } else if (payment.kind === 'purchase' || payment.kind === 'product') {
          events.push({
            ...base,
            kind: 'purchase_made',
            // a shop's sale is a purchase told in its own words (its product is not a post)
            data: {
              buyer_name: name,
              amount,
              reference: payment.reference,
              ...(payment.kind === 'product' && { product: 1 }),
            },
            url: screens.transactions,
          });
        } else if (info.newMember) {
          events.push({
            ...base,
            kind: 'member_joined',
            data: { supporter_name: name, amount, tier_name: info.newMember.tierName },
            url: screens.members,
            ...(info.newMember.mail && { mail: info.newMember.mail }),
          });
        } else {
          events.push({
            ...base,
            kind: 'membership_renewed',
            // a move up to another tier is told as one, under the renewals' choice of channels
            data: info.upgrade
              ? { supporter_name: name, amount, tier_name: info.upgrade.tierName, upgrade: 1 }
              : { supporter_name: name, amount },
            url: screens.members,
          });
        }
      }
      await notify(tx, events);
    },

    /** The payouts listener: a payout sent, failed, or held, each told once. */
    async onPayoutChanged(tx: Tx, payout: PayoutRow) {
      const kind = payoutKind(payout);
      if (!kind) return;
      await notify(tx, [
        {
          recipientUserId: payout.userId,
          kind,
          dedupeKey: `payout:${payout.id}:${kind}`,
          data: {
            amount: formatPesos(payout.amount),
            reference: payout.reference,
            bank_name: payout.bankName,
          },
          url: screens.transactions,
        },
      ]);
    },

    /** The person's notifications, newest first, in the reader's language. */
    async list(input: { userId: string; before?: string; perPage: number; language: Language }) {
      const before = input.before ? decodeCursor(input.before) : null;
      const rows = await repository.list({ userId: input.userId, before, limit: input.perPage + 1 });
      const page = rows.slice(0, input.perPage);
      return {
        data: page.map((row) => presentNotification(row.notification, row.actor, input.language)),
        meta: {
          next_cursor: rows.length > input.perPage ? encodeCursor(page.at(-1)!.notification) : null,
          unread_count: await repository.unreadCount(input.userId),
        },
      };
    },

    unreadCount: (userId: string) => repository.unreadCount(userId),

    async markRead(input: { userId: string; id: string }) {
      if (!(await repository.markRead(input.userId, input.id, now()))) {
        throw new AppError('not_found', say('fieldSelectedInvalid', { field: 'notification' }));
      }
      return { message: apiMessages.read, unread_count: await repository.unreadCount(input.userId) };
    },

    async markAllRead(userId: string) {
      await repository.markAllRead(userId, now());
      return { message: apiMessages.allRead, unread_count: 0 };
    },

    ...settings,
    ...delivery,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
