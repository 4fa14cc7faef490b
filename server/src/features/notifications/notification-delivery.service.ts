import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { pushPayloadOf, screens } from './notifications.presenter.ts';
import { mailTexts, notificationText } from './notifications.texts.ts';
import { channelsOf } from './notification-settings.service.ts';
import type { PushSender } from './push-sender.ts';

const DAY_MS = 86_400_000;

/**
 * The jobs that hand notifications on: by mail (at once, or in the daily digest) and by push, each by the
 * person's choices and once, on whichever instance takes it.
 */
export function createNotificationDelivery(deps: {
  db: Db;
  repository: NotificationsRepository;
  jobs: Pick<JobQueue, 'sendMany'>;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  now: () => Date;
  push: { send: PushSender };
  log: { warn(obj: object, msg: string): void };
}) {
  const { db, repository, jobs, now } = deps;
  const link = (path: string) => new URL(path, deps.publicUrl).toString();

  return {
    /**
     * The delivery job: the first run takes the notification and, in the same transaction, queues its mail
     * (or keeps it for the digest) and one push per browser; a repeat of the job finds it taken.
     */
    async deliver(notificationId: string) {
      await db.transaction(async (tx) => {
        const row = await repository.claimDelivery(tx, notificationId, now());
        if (!row) return;
        const channels = channelsOf(await repository.choicesOf(tx, [row.recipientUserId], [row.kind]))[
          row.kind
        ];
        // 'sent' already: the feature's own mail went with the event
        if (channels.email && row.emailState === 'none') {
          const recipient = await repository.recipient(tx, row.recipientUserId);
          if (recipient && (await repository.digestModeOf(tx, row.recipientUserId)) === 'daily') {
            await repository.setEmailState(tx, row.id, 'waiting_for_digest');
          } else if (recipient) {
            const { title, body } = notificationText(row.kind, row.data, recipient.language);
            await deps.mailer.send(
              {
                to: recipient.email,
                ...mailTexts.single(
                  {
                    name: recipient.name,
                    title,
                    body,
                    link: link(row.url),
                    settings: link(screens.settings),
                  },
                  recipient.language,
                ),
              },
              { tx },
            );
            await repository.setEmailState(tx, row.id, 'sent');
          }
        }
        if (channels.push) {
          const browsers = await repository.subscriptionsOf(tx, row.recipientUserId, now());
          await jobs.sendMany(
            'send-push',
            browsers.map((browser) => ({ notificationId: row.id, subscriptionId: browser.id })),
            { tx },
          );
        }
      });
    },

    /**
     * The push job: one message to one browser. A subscription its push service no longer knows (404,
     * 410) is removed; any other failure is thrown, so the queue tries again after its back-off.
     */
    async push(input: { notificationId: string; subscriptionId: string }) {
      const [row, subscription] = await Promise.all([
        repository.find(input.notificationId),
        repository.findSubscription(input.subscriptionId, now()),
      ]);
      if (!row || !subscription) return;
      const language = await repository.languageOf(row.recipientUserId);
      const outcome = await deps.push.send(subscription, pushPayloadOf(row, language));
      if (outcome === 'gone') {
        await repository.dropSubscription(subscription.id);
      } else if (outcome === 'sent') {
        await repository.pushSucceeded(subscription.id, now());
      } else {
        deps.log.warn({ subscriptionId: subscription.id, reason: outcome.retry }, 'push not delivered');
        throw new Error(`push not delivered: ${outcome.retry}`);
      }
    },

    /**
     * The digest job: one mail per person whose oldest waiting notification is a day old, with all that
     * waited; each is taken in the mail's own transaction, so a digest goes once.
     */
    async sendDigests() {
      const people = await repository.digestsDue(new Date(now().getTime() - DAY_MS));
      for (const userId of people) {
        await db.transaction(async (tx) => {
          const rows = await repository.claimDigest(tx, userId);
          const recipient = await repository.recipient(tx, userId);
          if (!rows.length || !recipient) return;
          await deps.mailer.send(
            {
              to: recipient.email,
              ...mailTexts.digest(
                {
                  name: recipient.name,
                  items: rows.map((row) => notificationText(row.kind, row.data, recipient.language)),
                  link: link(screens.notifications),
                  settings: link(screens.settings),
                },
                recipient.language,
              ),
            },
            { tx },
          );
        });
      }
      return people.length;
    },
  };
}
