import {
  defaultNotificationChannels,
  notificationKinds,
  type EmailDigestMode,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
  type PushSubscriptionRequest,
} from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { fieldError, say } from '../../lib/errors.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { apiMessages } from './notifications.texts.ts';

/** The person's channels per kind: the defaults, with the choices they made over them. */
export function channelsOf(
  rows: { kind: NotificationKind; channel: NotificationChannel; enabled: boolean }[],
) {
  const choices = Object.fromEntries(
    notificationKinds.map((kind) => [kind, { ...defaultNotificationChannels[kind] }]),
  ) as NotificationPreferences['kinds'];
  for (const row of rows) choices[row.kind][row.channel] = row.enabled;
  return choices;
}

/**
 * A person's choices of what reaches them, and how (in the app, by mail, by push, or in a daily digest),
 * and the browsers they subscribed to pushes.
 */
export function createNotificationSettings(deps: {
  db: Db;
  repository: NotificationsRepository;
  now: () => Date;
  push: { publicKey: string; allowPlainHttp: boolean };
}) {
  const { db, repository, now } = deps;

  async function preferences(userId: string): Promise<NotificationPreferences> {
    return {
      email_digest: await repository.digestModeOf(db, userId),
      kinds: channelsOf(await repository.choicesOf(db, [userId])),
    };
  }

  return {
    preferences,

    async setPreferences(userId: string, input: NotificationPreferencesRequest) {
      const at = now();
      await db.transaction(async (tx) => {
        if (input.email_digest)
          await repository.setDigestMode(tx, userId, input.email_digest as EmailDigestMode, at);
        const rows = Object.entries(input.kinds ?? {}).flatMap(([kind, channels]) =>
          Object.entries(channels ?? {}).flatMap(([channel, enabled]) =>
            enabled === undefined
              ? []
              : [
                  {
                    userId,
                    kind: kind as NotificationKind,
                    channel: channel as NotificationChannel,
                    enabled,
                  },
                ],
          ),
        );
        await repository.setChoices(tx, rows, at);
      });
      return preferences(userId);
    },

    vapidPublicKey: () => ({ public_key: deps.push.publicKey }),

    /** Subscribes the browser for as long as its session lasts: signed out, it is told nothing more. */
    async subscribe({
      userId,
      sessionId,
      input,
    }: {
      userId: string;
      sessionId: string;
      input: PushSubscriptionRequest;
    }) {
      const url = new URL(input.endpoint);
      // push services speak https; plain http is for a push service on this machine, outside production
      if (url.protocol !== 'https:' && !deps.push.allowPlainHttp) {
        throw fieldError('endpoint', say('pushEndpointNotAllowed'));
      }
      await repository.saveSubscription({
        userId,
        sessionId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        at: now(),
      });
      return { message: apiMessages.subscribed };
    },

    /** Whether the browser's subscription is this session's: one made in an ended session is not. */
    async subscriptionStatus(input: { sessionId: string; endpoint: string }) {
      return { subscribed: await repository.holdsSubscription(input.sessionId, input.endpoint) };
    },

    async unsubscribe(userId: string, endpoint: string) {
      // a browser that was not subscribed (or another person's) is as good as unsubscribed
      await repository.removeSubscription(userId, endpoint);
      return { message: apiMessages.unsubscribed };
    },
  };
}
