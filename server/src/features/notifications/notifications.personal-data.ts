import { asc, eq, sql } from 'drizzle-orm';
import {
  notificationPreferences,
  notifications,
  notificationSettings,
  postAnnouncements,
  pushSubscriptions,
} from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/** What the person was told in the app, and what others were told of them (decision 0111). */
export const notificationsPersonalData: PersonalDataPart = {
  name: 'notifications',
  export: {
    tables: [notifications],
    /** The bell's news, newest last: its kind, facts, link and when read. */
    async parts({ db, userId }) {
      const rows = await db
        .select({
          kind: notifications.kind,
          data: notifications.data,
          url: notifications.url,
          readAt: notifications.readAt,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(eq(notifications.recipientUserId, userId))
        .orderBy(asc(notifications.createdAt), asc(notifications.id));
      return [
        part(
          'notifications',
          'What PIXEL told you in the app: the kind of news, the facts it was made of, the screen it opened, and when you read it.',
          ({ col }) => [
            col('kind', (r) => r.kind),
            col('facts', (r) =>
              Object.entries(r.data)
                .filter(([, value]) => value !== null)
                .map(([name, value]) => `${name}: ${value}`),
            ),
            col('opens', (r) => r.url),
            col('read_at', (r) => at(r.readAt)),
            col('created_at', (r) => at(r.createdAt)),
          ],
          rows,
        ),
      ];
    },
  },
  erase: {
    tables: [notifications, postAnnouncements, pushSubscriptions],
    async run(tx, { userId: u }) {
      // their notifications, and others' notifications about them
      await tx.execute(sql`delete from notifications where recipient_user_id = ${u} or actor_user_id = ${u}`);
      await tx.execute(sql`delete from post_announcements where creator_user_id = ${u}`);
      await tx.execute(sql`delete from push_subscriptions where user_id = ${u}`);
    },
  },
  notExported: [
    [
      postAnnouncements,
      "a new post's news on its way to the followers, for minutes: the posts are in the copy",
    ],
    [pushSubscriptions, "a browser's push address and the keys its messages are sealed with"],
    [
      notificationPreferences,
      'which news comes by which channel: on and off switches, shown in the settings',
    ],
    [notificationSettings, 'how notification mail comes (at once or in a digest), shown in the settings'],
  ],
  kept: [
    [notificationPreferences, 'on and off switches, no words, of an account that is told nothing more'],
    [notificationSettings, 'one choice, no words, of an account that is told nothing more'],
  ],
};
