import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  authenticators,
  blockedPhrases,
  blocks,
  blocPosts,
  creatorWebhookEndpoints,
  dataExports,
  follows,
  gifts,
  identityVerifications,
  goals,
  knownDevices,
  linkedAccounts,
  membershipTiers,
  memberships,
  notifications,
  passkeys,
  payments,
  payouts,
  photoPosts,
  photos,
  purchases,
  questions,
  questionTopics,
  reactions,
  recoveryCodes,
  sessions,
  statementLines,
  uploads,
  userBanks,
  users,
} from '../../db/schema/index.ts';

// the other person of a row: the creator of a gift sent, the supporter of a gift received…
const other = alias(users, 'other');
const tier = alias(membershipTiers, 'tier');

/**
 * The reads of a person's data export. An export is the one reader of every feature's tables by design
 * (decision 0097): it reads them here, as they are stored, and never writes them.
 */
export function createAccountDataRepository(db: Db) {
  return {
    /** The account's latest export. */
    async latest(userId: string, tx: Tx | Db = db) {
      const [row] = await tx
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
        .limit(1);
      return row ?? null;
    },

    /** Holds the account's row until the transaction ends: two requests at once take turns. */
    async lockAccount(tx: Tx, userId: string) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async create(tx: Tx, userId: string, at: Date) {
      const [row] = await tx.insert(dataExports).values({ userId, createdAt: at }).returning();
      return row!;
    },

    async find(id: string) {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row ?? null;
    },

    /** Marks a building export ready; false when it was not building any more (a retry raced it). */
    async markReady(tx: Tx, input: { id: string; key: string; size: number; at: Date; expiresAt: Date }) {
      const done = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          storageKey: input.key,
          sizeBytes: input.size,
          readyAt: input.at,
          expiresAt: input.expiresAt,
        })
        .where(and(eq(dataExports.id, input.id), eq(dataExports.status, 'building')))
        .returning({ id: dataExports.id });
      return done.length > 0;
    },

    /** Ready exports whose time is up and whose file is still stored. */
    expired(now: Date) {
      return db
        .select({ id: dataExports.id, storageKey: dataExports.storageKey })
        .from(dataExports)
        .where(
          and(
            eq(dataExports.status, 'ready'),
            isNull(dataExports.removedAt),
            lte(dataExports.expiresAt, now),
          ),
        )
        .limit(500);
    },

    async markRemoved(id: string, at: Date) {
      await db.update(dataExports).set({ removedAt: at }).where(eq(dataExports.id, id));
    },

    // ---- the person's data, part by part ----

    async account(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      if (!row) return null;
      const [referrer] = row.referredByUserId
        ? await db
            .select({ pageUrl: users.pageUrl, pageName: users.pageName })
            .from(users)
            .where(eq(users.id, row.referredByUserId))
        : [];
      const [topic] = await db.select().from(questionTopics).where(eq(questionTopics.userId, userId));
      return { user: row, referrer: referrer ?? null, topic: topic ?? null };
    },

    photoPosts(userId: string) {
      return db
        .select({ post: photoPosts, tierName: tier.name })
        .from(photoPosts)
        .leftJoin(tier, eq(tier.id, photoPosts.minTierId))
        .where(eq(photoPosts.userId, userId))
        .orderBy(asc(photoPosts.createdAt), asc(photoPosts.id));
    },

    photosOf(userId: string) {
      return db
        .select({ photo: photos })
        .from(photos)
        .innerJoin(photoPosts, eq(photoPosts.id, photos.postId))
        .where(eq(photoPosts.userId, userId))
        .orderBy(asc(photos.postId), asc(photos.position));
    },

    blocPosts(userId: string) {
      return db
        .select({ post: blocPosts, tierName: tier.name })
        .from(blocPosts)
        .leftJoin(tier, eq(tier.id, blocPosts.minTierId))
        .where(eq(blocPosts.userId, userId))
        .orderBy(asc(blocPosts.createdAt), asc(blocPosts.id));
    },

    goals(userId: string) {
      return db
        .select()
        .from(goals)
        .where(eq(goals.userId, userId))
        .orderBy(asc(goals.createdAt), asc(goals.id));
    },

    questionsReceived(userId: string) {
      return db
        .select({ question: questions, askerPageUrl: other.pageUrl })
        .from(questions)
        .leftJoin(other, eq(other.id, questions.askerUserId))
        .where(eq(questions.creatorUserId, userId))
        .orderBy(asc(questions.createdAt), asc(questions.id));
    },

    questionsAsked(userId: string) {
      return db
        .select({ question: questions, creatorPageUrl: other.pageUrl, creatorPageName: other.pageName })
        .from(questions)
        .innerJoin(other, eq(other.id, questions.creatorUserId))
        .where(eq(questions.askerUserId, userId))
        .orderBy(asc(questions.createdAt), asc(questions.id));
    },

    giftsSent(userId: string) {
      return db
        .select({
          gift: gifts,
          status: payments.status,
          reference: payments.reference,
          creatorPageUrl: other.pageUrl,
          creatorPageName: other.pageName,
          goalTitle: goals.title,
        })
        .from(gifts)
        .innerJoin(payments, eq(payments.id, gifts.paymentId))
        .innerJoin(other, eq(other.id, gifts.creatorUserId))
        .leftJoin(goals, eq(goals.id, gifts.goalId))
        .where(eq(gifts.supporterUserId, userId))
        .orderBy(asc(gifts.createdAt), asc(gifts.id));
    },

    giftsReceived(userId: string) {
      return db
        .select({
          gift: gifts,
          reference: payments.reference,
          supporterPageUrl: other.pageUrl,
          supporterPageName: other.pageName,
          goalTitle: goals.title,
        })
        .from(gifts)
        .innerJoin(payments, eq(payments.id, gifts.paymentId))
        .leftJoin(other, eq(other.id, gifts.supporterUserId))
        .leftJoin(goals, eq(goals.id, gifts.goalId))
        .where(and(eq(gifts.creatorUserId, userId), isNotNull(gifts.settledAt)))
        .orderBy(asc(gifts.settledAt), asc(gifts.id));
    },

    purchasesMade(userId: string) {
      return db
        .select({
          purchase: purchases,
          status: payments.status,
          reference: payments.reference,
          creatorPageUrl: other.pageUrl,
          creatorPageName: other.pageName,
        })
        .from(purchases)
        .innerJoin(payments, eq(payments.id, purchases.paymentId))
        .innerJoin(other, eq(other.id, purchases.creatorUserId))
        .where(eq(purchases.buyerUserId, userId))
        .orderBy(asc(purchases.createdAt), asc(purchases.id));
    },

    sales(userId: string) {
      return db
        .select({
          purchase: purchases,
          reference: payments.reference,
          buyerPageUrl: other.pageUrl,
          buyerPageName: other.pageName,
        })
        .from(purchases)
        .innerJoin(payments, eq(payments.id, purchases.paymentId))
        .innerJoin(other, eq(other.id, purchases.buyerUserId))
        .where(and(eq(purchases.creatorUserId, userId), isNotNull(purchases.settledAt)))
        .orderBy(asc(purchases.settledAt), asc(purchases.id));
    },

    membershipsHeld(userId: string) {
      return db
        .select({
          membership: memberships,
          tierName: tier.name,
          tierPrice: tier.price,
          creatorPageUrl: other.pageUrl,
          creatorPageName: other.pageName,
        })
        .from(memberships)
        .innerJoin(tier, eq(tier.id, memberships.tierId))
        .innerJoin(other, eq(other.id, memberships.creatorUserId))
        .where(eq(memberships.supporterUserId, userId))
        .orderBy(asc(memberships.startedAt), asc(memberships.id));
    },

    tiers(userId: string) {
      return db
        .select()
        .from(membershipTiers)
        .where(eq(membershipTiers.creatorUserId, userId))
        .orderBy(asc(membershipTiers.position), asc(membershipTiers.createdAt));
    },

    members(userId: string) {
      return db
        .select({
          membership: memberships,
          tierName: tier.name,
          supporterPageUrl: other.pageUrl,
          supporterPageName: other.pageName,
        })
        .from(memberships)
        .innerJoin(tier, eq(tier.id, memberships.tierId))
        .innerJoin(other, eq(other.id, memberships.supporterUserId))
        .where(eq(memberships.creatorUserId, userId))
        .orderBy(asc(memberships.startedAt), asc(memberships.id));
    },

    statementLines(userId: string) {
      return db
        .select()
        .from(statementLines)
        .where(eq(statementLines.userId, userId))
        .orderBy(asc(statementLines.createdAt), asc(statementLines.id));
    },

    payouts(userId: string) {
      return db
        .select()
        .from(payouts)
        .where(eq(payouts.userId, userId))
        .orderBy(asc(payouts.createdAt), asc(payouts.id));
    },

    banks(userId: string) {
      return db
        .select()
        .from(userBanks)
        .where(eq(userBanks.userId, userId))
        .orderBy(asc(userBanks.createdAt));
    },

    linkedAccounts(userId: string) {
      return db
        .select()
        .from(linkedAccounts)
        .where(eq(linkedAccounts.userId, userId))
        .orderBy(asc(linkedAccounts.createdAt));
    },

    sessions(userId: string, now: Date) {
      return db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(asc(sessions.createdAt));
    },

    knownDevices(userId: string) {
      return db
        .select({ createdAt: knownDevices.createdAt, lastSignInAt: knownDevices.lastSignInAt })
        .from(knownDevices)
        .where(eq(knownDevices.userId, userId))
        .orderBy(asc(knownDevices.createdAt));
    },

    /** The people who signed up with the account's code, and what their payments earned it. */
    referrals(userId: string) {
      const earned = db
        .select({
          referredUserId: statementLines.referredUserId,
          total: sql<string>`sum(${statementLines.totalAmount})::text`.as('total'),
        })
        .from(statementLines)
        .where(and(eq(statementLines.userId, userId), eq(statementLines.type, 'referral_reward')))
        .groupBy(statementLines.referredUserId)
        .as('earned');
      return db
        .select({
          pageUrl: users.pageUrl,
          pageName: users.pageName,
          signedUpAt: users.createdAt,
          earned: earned.total,
        })
        .from(users)
        .leftJoin(earned, eq(earned.referredUserId, users.id))
        .where(eq(users.referredByUserId, userId))
        .orderBy(asc(users.createdAt), asc(users.id));
    },

    /** Whether two-factor sign-in is on and since when, and how many recovery codes are left: no secret. */
    async twoFactor(userId: string) {
      const [app] = await db
        .select({ confirmedAt: authenticators.confirmedAt })
        .from(authenticators)
        .where(eq(authenticators.userId, userId));
      const [codes] = await db
        .select({
          total: count(),
          left: sql<number>`count(*) filter (where ${recoveryCodes.usedAt} is null)::int`,
        })
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, userId));
      return {
        enabledAt: app?.confirmedAt ?? null,
        codes: codes?.total ?? 0,
        codesLeft: Number(codes?.left ?? 0),
      };
    },

    /** The passkeys the account signs in with: their names and dates, never a key. */
    passkeys(userId: string) {
      return db
        .select({
          name: passkeys.name,
          createdAt: passkeys.createdAt,
          lastUsedAt: passkeys.lastUsedAt,
        })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt));
    },

    /** The identity details the account sent and support's answers; the photos stay with support (0106). */
    identityVerifications(userId: string) {
      return db
        .select({
          legalName: identityVerifications.legalName,
          birthDate: identityVerifications.birthDate,
          address: identityVerifications.address,
          idType: identityVerifications.idType,
          status: identityVerifications.status,
          reason: identityVerifications.reason,
          createdAt: identityVerifications.createdAt,
          reviewedAt: identityVerifications.reviewedAt,
        })
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, userId))
        .orderBy(asc(identityVerifications.createdAt));
    },

    following(userId: string) {
      return db
        .select({ pageUrl: users.pageUrl, pageName: users.pageName, since: follows.createdAt })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followeeUserId))
        .where(eq(follows.followerUserId, userId))
        .orderBy(asc(follows.createdAt));
    },

    followers(userId: string) {
      return db
        .select({ pageUrl: users.pageUrl, pageName: users.pageName, since: follows.createdAt })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followerUserId))
        .where(eq(follows.followeeUserId, userId))
        .orderBy(asc(follows.createdAt));
    },

    blocked(userId: string) {
      return db
        .select({ pageUrl: users.pageUrl, pageName: users.pageName, since: blocks.createdAt })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedUserId))
        .where(eq(blocks.blockerUserId, userId))
        .orderBy(asc(blocks.createdAt));
    },

    reactions(userId: string) {
      return db
        .select({
          contentType: reactions.contentType,
          contentId: reactions.contentId,
          reactionId: reactions.reactionId,
          createdAt: reactions.createdAt,
        })
        .from(reactions)
        .where(eq(reactions.userId, userId))
        .orderBy(asc(reactions.createdAt));
    },

    blockedPhrases(userId: string) {
      return db
        .select({ phrase: blockedPhrases.phrase, createdAt: blockedPhrases.createdAt })
        .from(blockedPhrases)
        .where(eq(blockedPhrases.userId, userId))
        .orderBy(asc(blockedPhrases.createdAt));
    },

    webhookEndpoints(userId: string) {
      return db
        .select({
          url: creatorWebhookEndpoints.url,
          events: creatorWebhookEndpoints.events,
          createdAt: creatorWebhookEndpoints.createdAt,
        })
        .from(creatorWebhookEndpoints)
        .where(eq(creatorWebhookEndpoints.userId, userId))
        .orderBy(asc(creatorWebhookEndpoints.createdAt));
    },

    /** What the account was told in the app (the bell), newest last: its kind, facts, link and when read. */
    notifications(userId: string) {
      return db
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
    },

    /** The images the account uploaded that no photo post took (avatars, covers, images of goals…). */
    uploadedOriginals(userId: string) {
      return db
        .select({
          key: uploads.key,
          kind: uploads.kind,
          claimedAt: uploads.claimedAt,
          createdAt: uploads.createdAt,
        })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), isNull(uploads.parentKey)))
        .orderBy(asc(uploads.createdAt), asc(uploads.key));
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
