import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { installationSecret } from '../../lib/installation-secrets.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';
import { createPostFanOut } from './post-fan-out.service.ts';
import { createPushSender, vapidKeysFromSecret } from './push-sender.ts';

/**
 * Notifications (decision 0111) and web push (decision 0112): the features where things happen tell
 * `notify` (or are listened to), in their transactions; the bell reads them, and jobs mail and push them
 * by each person's choices.
 */
export async function notificationsModule(deps: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'isProduction' | 'push'>;
  jobs: Pick<JobQueue, 'send' | 'sendMany'>;
  mailer: Pick<Mailer, 'send'>;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db, config } = deps;
  // without keys in the configuration, the installation's own pair, the same on every instance
  const vapid = config.push.vapid ?? vapidKeysFromSecret(await installationSecret(db, 'vapid-private-key'));
  const repository = createNotificationsRepository(db);
  const service = createNotificationsService({
    db,
    repository,
    jobs: deps.jobs,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    now: deps.now,
    push: {
      publicKey: vapid.publicKey,
      send: createPushSender({
        vapid,
        subject: config.push.subject,
        allowLocal: !config.isProduction,
      }),
      allowPlainHttp: !config.isProduction,
    },
    log: deps.log,
  });
  const fanOut = createPostFanOut({ db, repository, jobs: deps.jobs, now: deps.now });
  return {
    routes: async (app) => app.register(notificationsRoutes, { service }),
    jobs: {
      'deliver-notification': ({ notificationId }) => service.deliver(notificationId),
      'send-push': (data) => service.push(data),
      'notification-digests': () => service.sendDigests(),
      'notify-followers': (data) => fanOut.run(data),
    },
    /** What the features where things happen call, in their transactions. */
    notify: service.notify,
    /** What content and Bloc call when a post becomes public, in their transactions (decision 0133). */
    announcePost: fanOut.announce,
    onPaymentsSettled: service.onPaymentsSettled,
    onPayoutChanged: service.onPayoutChanged,
  } satisfies FeatureModule & Record<string, unknown>;
}
