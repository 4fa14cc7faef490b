import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { EmailDigestMode, NotificationChannel, NotificationKind } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import {
  notificationPreferences,
  notifications,
  notificationSettings,
  postAnnouncements,
  pushSubscriptions,
  sessions,
  users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationInsert = typeof notifications.$inferInsert;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

// below every follower's id: the first chunk's cursor
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

const actorColumns = {
  pageUrl: users.pageUrl,
  pageName: users.pageName,
  avatar: users.avatarWh100,
};

/** Reads and writes of notifications, the choices of how they come, and browsers' push subscriptions. */
export function createNotificationsRepository(db: Db) {
  return {
    /** Writes those not written before (by their dedupe key); answers the new rows. */
    async insertNew(tx: Tx, rows: NotificationInsert[]) {
      if (!rows.length) return [];
      return tx
        .insert(notifications)
        .values(rows)
        .onConflictDoNothing({ target: notifications.dedupeKey })
        .returning({ id: notifications.id, dedupeKey: notifications.dedupeKey });
    },

    /** The choices that differ from the defaults, of these people for these kinds. */
    async choicesOf(executor: Db | Tx, userIds: string[], kinds?: NotificationKind[]) {
      if (!userIds.length) return [];
      return executor
        .select()
        .from(notificationPreferences)
        .where(
          and(
            inArray(notificationPreferences.userId, userIds),
            kinds ? inArray(notificationPreferences.kind, kinds) : undefined,
          ),
        );
    },

    async setChoices(
      tx: Tx,
      rows: { userId: string; kind: NotificationKind; channel: NotificationChannel; enabled: boolean }[],
      at: Date,
    ) {
      if (!rows.length) return;
      await tx
        .insert(notificationPreferences)
        .values(rows.map((row) => ({ ...row, updatedAt: at })))
        .onConflictDoUpdate({
          target: [
            notificationPreferences.userId,
            notificationPreferences.kind,
            notificationPreferences.channel,
          ],
          set: { enabled: sql`excluded.enabled`, updatedAt: at },
        });
    },

    async digestModeOf(executor: Db | Tx, userId: string): Promise<EmailDigestMode> {
      const [row] = await executor
        .select({ mode: notificationSettings.emailDigest })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      return row?.mode ?? 'immediate';
    },

    async setDigestMode(tx: Tx, userId: string, mode: EmailDigestMode, at: Date) {
      await tx
        .insert(notificationSettings)
        .values({ userId, emailDigest: mode, updatedAt: at })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { emailDigest: mode, updatedAt: at },
        });
    },

    /** A page of the bell's list, newest first, from before the cursor. */
    async list(input: { userId: string; before: { at: Date; id: string } | null; limit: number }) {
      const { before } = input;
      return db
        .select({ notification: notifications, actor: actorColumns })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.actorUserId))
        .where(
          and(
            eq(notifications.recipientUserId, input.userId),
            eq(notifications.inApp, true),
            before
              ? or(
                  lt(notifications.createdAt, before.at),
                  and(eq(notifications.createdAt, before.at), lt(notifications.id, before.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(input.limit);
    },

    async unreadCount(userId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientUserId, userId),
            isNull(notifications.readAt),
            eq(notifications.inApp, true),
          ),
        );
      return row!.n;
    },

    /** Marks one read (kept as first read); answers whether it is the person's. */
    async markRead(userId: string, id: string, at: Date) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(
          and(
            eq(notifications.id, id),
            eq(notifications.recipientUserId, userId),
            eq(notifications.inApp, true),
          ),
        )
        .returning({ id: notifications.id });
      return Boolean(row);
    },

    async markAllRead(userId: string, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.recipientUserId, userId), isNull(notifications.readAt)));
    },

    /** Takes a notification for delivery: answers it the one time it is taken, then null. */
    async claimDelivery(tx: Tx, id: string, at: Date) {
      const [row] = await tx
        .update(notifications)
        .set({ deliveredAt: at })
        .where(and(eq(notifications.id, id), isNull(notifications.deliveredAt)))
        .returning();
      return row ?? null;
    },

    async setEmailState(tx: Tx, id: string, state: NotificationRow['emailState']) {
      await tx.update(notifications).set({ emailState: state }).where(eq(notifications.id, id));
    },

    async find(id: string) {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },

    /** The page names and addresses of these people, by id. */
    async namesOf(tx: Tx, userIds: string[]) {
      if (!userIds.length) return new Map<string, { name: string; pageUrl: string }>();
      const rows = await tx
        .select({ id: users.id, name: users.pageName, pageUrl: users.pageUrl })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((row) => [row.id, { name: row.name, pageUrl: row.pageUrl }]));
    },

    /** A creator's page name and address, while their account is active. */
    async activePage(userId: string) {
      const [row] = await db
        .select({ name: users.pageName, pageUrl: users.pageUrl })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.status, 'active')));
      return row ?? null;
    },

    /** Marks a post told to its creator's followers: answers true the first time only. */
    async announce(tx: Tx, input: { postId: string; creatorUserId: string; at: Date }) {
      const rows = await tx
        .insert(postAnnouncements)
        .values({ postId: input.postId, creatorUserId: input.creatorUserId, createdAt: input.at })
        .onConflictDoNothing()
        .returning({ postId: postAnnouncements.postId });
      return rows.length > 0;
    },

    /** How far the telling of a post got, its row locked until the caller's transaction ends. */
    async lockAnnouncement(tx: Tx, postId: string) {
      const [row] = await tx
        .select({ afterUserId: postAnnouncements.afterUserId, finishedAt: postAnnouncements.finishedAt })
        .from(postAnnouncements)
        .where(eq(postAnnouncements.postId, postId))
        .for('update');
      return row ?? null;
    },

    async moveAnnouncement(
      tx: Tx,
      postId: string,
      to: { afterUserId: string | null; finishedAt: Date | null },
    ) {
      await tx.update(postAnnouncements).set(to).where(eq(postAnnouncements.postId, postId));
    },

    /**
     * One chunk of a creator's followers after `after` (by id), told of a post in one statement: a row each
     * for those still active, on neither side of a block, with the kind's in-app choice on (or mail or push
     * chosen), under `dedupePrefix` + their id, so a chunk written before writes nothing. A row that goes
     * to no mail and no push is delivered as it is written; the others are answered for their delivery.
     */
    async tellFollowers(
      tx: Tx,
      input: {
        creatorUserId: string;
        after: string | null;
        limit: number;
        dedupePrefix: string;
        data: Record<string, string | number | null>;
        url: string;
        defaults: Record<NotificationChannel, boolean>;
        at: Date;
      },
    ) {
      const creator = input.creatorUserId;
      const at = input.at.toISOString();
      const choice = (channel: NotificationChannel) => sql`coalesce(
        (select p.enabled from notification_preferences p
         where p.user_id = c.user_id and p.kind = 'new_post' and p.channel = ${channel}),
        ${input.defaults[channel]}::boolean)`;
      const result = await tx.execute(sql`
        with chunk as (
          select follower_user_id as user_id from follows
          where followee_user_id = ${creator} and follower_user_id > ${input.after ?? FIRST_ID}::uuid
          order by follower_user_id
          limit ${input.limit}
        ),
        told as (
          select c.user_id, ${choice('in_app')} as in_app,
                 ${choice('email')} or ${choice('push')} as to_deliver
          from chunk c
          join users u on u.id = c.user_id and u.status = 'active'
          where not exists (select 1 from blocks b
                            where b.blocker_user_id = ${creator} and b.blocked_user_id = c.user_id)
            and not exists (select 1 from blocks b
                            where b.blocker_user_id = c.user_id and b.blocked_user_id = ${creator})
        ),
        written as (
          insert into notifications (recipient_user_id, kind, dedupe_key, actor_user_id, data, url, in_app,
                                     delivered_at, created_at)
          select user_id, 'new_post', ${input.dedupePrefix} || user_id::text, ${creator},
                 ${JSON.stringify(input.data)}::jsonb, ${input.url}, in_app,
                 case when to_deliver then null else ${at}::timestamptz end, ${at}::timestamptz
          from told where in_app or to_deliver
          on conflict (dedupe_key) do nothing
          returning id, delivered_at
        )
        select (select count(*) from chunk)::int as seen,
               (select user_id from chunk order by user_id desc limit 1) as last,
               (select count(*) from written)::int as written,
               coalesce((select array_agg(id::text) from written where delivered_at is null), '{}') as to_deliver`);
      const [row] = rowsOf<{ seen: number; last: string | null; written: number; to_deliver: string[] }>(
        result,
      );
      return { seen: row!.seen, last: row!.last, written: row!.written, toDeliver: row!.to_deliver };
    },

    /** Who to write to: null for a person with no address, or no longer active. */
    async recipient(executor: Db | Tx, userId: string) {
      const [row] = await executor
        .select({
          email: users.email,
          pageName: users.pageName,
          status: users.status,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row?.email && row.status === 'active'
        ? { email: row.email, name: row.pageName, language: row.language ?? ('en' as const) }
        : null;
    },

    /** The language the person reads PIXEL in: their pushes are written in it. */
    async languageOf(userId: string) {
      const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
      return row?.language ?? 'en';
    },

    /** People whose oldest notification waiting for the digest was made before `dueBefore`. */
    async digestsDue(dueBefore: Date) {
      const rows = await db
        .select({ userId: notifications.recipientUserId })
        .from(notifications)
        .where(eq(notifications.emailState, 'waiting_for_digest'))
        .groupBy(notifications.recipientUserId)
        .having(sql`min(${notifications.createdAt}) <= ${dueBefore.toISOString()}::timestamptz`)
        .limit(500);
      return rows.map((row) => row.userId);
    },

    /** Takes every notification of the person waiting for the digest, oldest first. */
    async claimDigest(tx: Tx, userId: string) {
      const rows = await tx
        .update(notifications)
        .set({ emailState: 'sent' })
        .where(
          and(eq(notifications.recipientUserId, userId), eq(notifications.emailState, 'waiting_for_digest')),
        )
        .returning();
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    /**
     * Keeps a browser's subscription, for as long as the session that made it lasts; the same browser
     * subscribing again (maybe as another person, or in a new session) replaces it.
     */
    async saveSubscription(values: {
      userId: string;
      sessionId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      at: Date;
    }) {
      await db
        .insert(pushSubscriptions)
        .values({ ...values, createdAt: values.at })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: values.userId,
            sessionId: values.sessionId,
            p256dh: values.p256dh,
            auth: values.auth,
            createdAt: values.at,
            lastSuccessAt: null,
          },
        });
    },

    async removeSubscription(userId: string, endpoint: string) {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** Whether the session holds the subscription of this endpoint. */
    async holdsSubscription(sessionId: string, endpoint: string) {
      const [row] = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.sessionId, sessionId), eq(pushSubscriptions.endpoint, endpoint)));
      return Boolean(row);
    },

    /** The person's browsers whose session is still open (an ended one took its subscriptions along). */
    subscriptionsOf: (executor: Db | Tx, userId: string, at: Date) =>
      executor
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .innerJoin(sessions, eq(sessions.publicId, pushSubscriptions.sessionId))
        .where(and(eq(pushSubscriptions.userId, userId), gt(sessions.expiresAt, at))),

    /** A subscription, while the session that made it is open. */
    async findSubscription(id: string, at: Date) {
      const [row] = await db
        .select({ subscription: pushSubscriptions })
        .from(pushSubscriptions)
        .innerJoin(sessions, eq(sessions.publicId, pushSubscriptions.sessionId))
        .where(and(eq(pushSubscriptions.id, id), gt(sessions.expiresAt, at)));
      return row?.subscription ?? null;
    },

    async dropSubscription(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async pushSucceeded(id: string, at: Date) {
      await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(eq(pushSubscriptions.id, id));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
