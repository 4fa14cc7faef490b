import { and, asc, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { identityVerificationRules, taxRules } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import {
  accountDeletions,
  dataExports,
  payouts,
  photoPosts,
  photos,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { balancesOf, rowsOf } from '../../ledger/ledger.ts';
import { manilaDate, manilaYear } from '../../lib/manila.ts';
import type { StoredFile } from '../../providers/storage/storage.ts';

/** The name an erased or closing account shows where its gifts and records remain. */
export const FORMER_MEMBER = 'Former member';

export type DeletionRow = typeof accountDeletions.$inferSelect;

export function createAccountDeletionRepository() {
  return {
    /** The account's deletion waiting for its date, or null. */
    async findPending(executor: Db | Tx, userId: string) {
      const [row] = await executor
        .select()
        .from(accountDeletions)
        .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)))
        .limit(1);
      return row ?? null;
    },

    /** What the account's money says, read under the lock of its user row. */
    async moneyOf(tx: Tx, userId: string) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const balances = await balancesOf(tx, userId);
      const [inFlight] = await tx
        .select({ n: count() })
        .from(payouts)
        .where(and(eq(payouts.userId, userId), eq(payouts.status, 'pending')));
      return { ...balances, payoutsInFlight: inFlight?.n ?? 0 };
    },

    /** Closes the account: inactive from now, as a deactivation, with its erasure due. */
    async close(tx: Tx, input: { userId: string; at: Date; eraseAt: Date }) {
      await tx
        .update(users)
        .set({ status: 'inactive', deactivatedAt: input.at, updatedAt: input.at })
        .where(eq(users.id, input.userId));
      await tx
        .insert(accountDeletions)
        .values({ userId: input.userId, requestedAt: input.at, eraseAt: input.eraseAt });
    },

    /** Opens the account again as it was before the request; null when it was not waiting. */
    async reopen(tx: Tx, userId: string, at: Date) {
      const [removed] = await tx
        .delete(accountDeletions)
        .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)))
        .returning();
      if (!removed) return null;
      const [user] = await tx
        .update(users)
        .set({ status: 'active', deactivatedAt: null, deactivationReason: null, updatedAt: at })
        .where(eq(users.id, userId))
        .returning();
      return user!;
    },

    /** The creators whose walls show the account's gifts: their pages change with it. */
    async pagesShowing(executor: Db | Tx, userId: string) {
      const rows = rowsOf<{ id: string }>(
        await executor.execute(sql`
          select ${userId}::uuid as id
          union select distinct creator_user_id from gifts where supporter_user_id = ${userId}`),
      );
      return rows.map((row) => row.id);
    },

    /**
     * Takes the next due deletion, locked: an instance running the job at the same moment skips it, and
     * one that comes after finds it erased.
     */
    async claimDue(tx: Tx, now: Date) {
      const [row] = await tx
        .select()
        .from(accountDeletions)
        .where(and(isNull(accountDeletions.erasedAt), lte(accountDeletions.eraseAt, now)))
        .orderBy(asc(accountDeletions.eraseAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },

    async findUser(executor: Db | Tx, userId: string) {
      const [row] = await executor.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /**
     * Removes the person from every table (decision 0096) and answers the files to remove. What must be
     * kept as a financial record (ledger, payments, payouts, statements, purchases, gifts, memberships)
     * stays, its words about the person replaced, tied to the user row that is now an anonymous tombstone.
     */
    async erase(tx: Tx, input: { userId: string; anonymousPageUrl: string; at: Date }) {
      const { userId: u } = input;
      const user = (await this.findUser(tx, u))!;
      const name = user.pageName;
      const run = (query: ReturnType<typeof sql>) => tx.execute(query);

      // what the person's files are, before the rows that name them go
      const photoFiles = await tx
        .select({
          originalKey: photos.originalKey,
          wh500Key: photos.wh500Key,
          wh500WebpKey: photos.wh500WebpKey,
          previewKey: photos.previewKey,
        })
        .from(photos)
        .innerJoin(photoPosts, eq(photoPosts.id, photos.postId))
        .where(eq(photoPosts.userId, u));
      const uploaded = await tx.select({ key: uploads.key }).from(uploads).where(eq(uploads.userId, u));
      // copies of their data they asked for and whose file is still kept (decision 0097)
      const exported = await tx
        .select({ key: dataExports.storageKey })
        .from(dataExports)
        .where(and(eq(dataExports.userId, u), isNull(dataExports.removedAt)));
      const files: StoredFile[] = [
        // a photo's original and WH500 versions are private, its blurred preview public (decision 0017)
        ...photoFiles.flatMap((photo) => [
          { key: photo.originalKey, area: 'private' as const },
          { key: photo.wh500Key, area: 'private' as const },
          ...(photo.wh500WebpKey ? [{ key: photo.wh500WebpKey, area: 'private' as const }] : []),
          { key: photo.previewKey, area: 'public' as const },
        ]),
        // an upload's area depends on whether something took it: both are asked, a missing file is no error
        ...uploaded.flatMap(({ key }) => [
          { key, area: 'public' as const },
          { key, area: 'private' as const },
        ]),
        ...exported.flatMap(({ key }) => (key ? [{ key, area: 'private' as const }] : [])),
      ];

      // where the person was written to: their address and every number they gave
      const numbers = rowsOf<{ n: string }>(
        await run(sql`
          select mobile_number as n from user_banks where user_id = ${u} and mobile_number is not null
          union select mobile_number from linked_accounts where user_id = ${u} and mobile_number is not null
          union select mobile_number from otp_challenges where user_id = ${u} and mobile_number is not null`),
      ).map((row) => `+63${row.n}`);
      const addresses = [...(user.email ? [user.email] : []), ...numbers];

      // sign-in, second factor, sessions, devices and links: nothing of them is kept
      for (const table of [
        'sessions',
        'known_devices',
        'email_verifications',
        'password_resets',
        'provider_logins',
        'linked_accounts',
        'authenticators',
        'recovery_codes',
        'sign_in_challenges',
        'second_step_failures',
        'password_failures',
        'passkeys',
        'webauthn_challenges',
        'user_banks',
        'payout_changes',
        'support_payout_changes',
        'overlay_settings',
        'overlay_events',
        'blocked_phrases',
        'creator_webhook_events',
        'creator_webhook_endpoints',
        'uploads',
        'data_exports',
        'question_topics',
        'hashtags',
      ]) {
        const column = table === 'hashtags' ? 'creator_user_id' : 'user_id';
        await run(sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${u}`);
      }
      await run(sql`delete from membership_settings where creator_user_id = ${u}`);
      // the words of refund requests they asked or answered; the requests stay with their payments
      await run(sql`
        update refund_requests set reason = '', reply = null
        where supporter_user_id = ${u} or creator_user_id = ${u}`);
      // identity verifications are records the anti-money-laundering rules keep for five years after the
      // account closes (decision 0106): they stay, sealed, until then; one still waiting is closed unread
      await run(sql`
        update identity_verifications set status = 'rejected', reviewed_at = ${input.at.toISOString()},
          reason = 'The account was erased before the check.'
        where user_id = ${u} and status = 'pending'`);
      // and a first approval of it, waiting for a second staff member (decision 0121), goes with it
      await run(
        sql`delete from staff_approvals where subject_user_id = ${u} and action = 'identity.approve'`,
      );
      await run(sql`
        update identity_verifications
        set retain_until = ${input.at.toISOString()}::timestamptz
          + ${`${identityVerificationRules.keptYearsAfterErasure} years`}::interval
        where user_id = ${u}`);
      // the TIN (sealed) and certificate of registration are the withholding agent's records: kept for five
      // years from the deadline of the last return they support, 1 March after the erasure's year (0125)
      const taxKeptUntil = manilaDate(manilaYear(input.at).year + 1 + taxRules.keptYearsAfterLastReturn, 2);
      await run(sql`
        update tax_details set retain_until = ${taxKeptUntil.toISOString()}::timestamptz
        where user_id = ${u}`);
      // what staff wrote of the person, and any staff role; the audit trail keeps only ids (0098)
      await run(sql`delete from staff_notes where subject_user_id = ${u}`);
      await run(sql`delete from staff_members where user_id = ${u}`);
      // a code that authorised a payout stays with it, without where it was sent
      await run(sql`
        delete from otp_challenges where user_id = ${u}
          and id not in (select otp_challenge_id from payouts where user_id = ${u})`);
      await run(sql`update otp_challenges set mobile_number = null, email = null where user_id = ${u}`);
      await run(sql`
        update payouts set account_name = ${FORMER_MEMBER},
          account_number = '****' || right(account_number, 4)
        where user_id = ${u}`);
      await run(sql`delete from idempotency_keys where scope = ${`user:${u}`}`);

      // the person's posts, texts and the reactions on them
      await run(sql`
        delete from reactions where content_id in (
          select id::text from photo_posts where user_id = ${u}
          union select id::text from photos where post_id in (select id from photo_posts where user_id = ${u})
          union select id::text from bloc_posts where user_id = ${u})`);
      await run(sql`delete from reactions where user_id = ${u}`);
      await run(sql`delete from photo_posts where user_id = ${u}`);
      await run(sql`delete from bloc_posts where user_id = ${u}`);
      await run(sql`delete from goals where user_id = ${u}`);
      await run(sql`delete from questions where creator_user_id = ${u} or asker_user_id = ${u}`);
      await run(sql`
        update membership_tiers set description = null, image = null, benefits = '[]'::jsonb,
          name = 'Membership' where creator_user_id = ${u}`);
      await run(sql`
        update memberships set recurring_token = null, auto_renew = false
        where supporter_user_id = ${u} or creator_user_id = ${u}`);
      await run(sql`delete from follows where follower_user_id = ${u} or followee_user_id = ${u}`);
      await run(sql`delete from blocks where blocker_user_id = ${u} or blocked_user_id = ${u}`);
      // their notifications, and others' notifications about them (decision 0111)
      await run(sql`delete from notifications where recipient_user_id = ${u} or actor_user_id = ${u}`);
      await run(sql`delete from post_announcements where creator_user_id = ${u}`);
      await run(sql`delete from push_subscriptions where user_id = ${u}`);

      // the records that stay: the person's words gone, their name replaced
      await run(sql`
        update statement_lines set message = null, counterparty_name = ${FORMER_MEMBER}
        where gift_id in (select id from gifts where supporter_user_id = ${u})`);
      await run(sql`
        update gifts set supporter_name = null, supporter_message = null where supporter_user_id = ${u}`);
      await run(sql`update gifts set reply = null, replied_at = null where creator_user_id = ${u}`);
      await run(sql`
        with refs as (select reference from payments where payee_user_id = ${u} or payer_user_id = ${u})
        update statement_lines set
          description = replace(description, ${name}, ${FORMER_MEMBER}),
          counterparty_name = case when counterparty_name = ${name} then ${FORMER_MEMBER} else counterparty_name end
        where user_id = ${u} or reference in (select reference from refs)`);
      // of a posted transaction only its words may change, and only here: the money stays as posted (0096)
      await run(sql`select set_config('pixel.erasing', 'on', true)`);
      await run(sql`
        with refs as (select reference from payments where payee_user_id = ${u} or payer_user_id = ${u})
        update ledger_transactions set description = replace(description, ${name}, ${FORMER_MEMBER})
        where reference in (select reference from refs) and position(${name} in description) > 0`);
      await run(sql`
        update payments set description = replace(description, ${name}, ${FORMER_MEMBER}), campaign = null,
          success_redirect_url = replace(success_redirect_url, ${`/${user.pageUrl}`}, ${`/${input.anonymousPageUrl}`}),
          failure_redirect_url = replace(failure_redirect_url, ${`/${user.pageUrl}`}, ${`/${input.anonymousPageUrl}`})
        where payee_user_id = ${u} or payer_user_id = ${u}`);
      await run(sql`update statement_lines set message = null where user_id = ${u}`);

      // what the development outbox kept of the mails and texts sent to the person
      for (const to of addresses) await run(sql`delete from outbox_messages where "to" = ${to}`);

      await tx
        .update(users)
        .set({
          email: null,
          passwordHash: null,
          emailVerifiedAt: null,
          pageUrl: input.anonymousPageUrl,
          pageName: FORMER_MEMBER,
          bio: null,
          avatar: null,
          avatarWh100: null,
          coverPhoto: null,
          coverVariants: null,
          deactivationReason: null,
          updatedAt: input.at,
        })
        .where(eq(users.id, u));
      await tx.update(accountDeletions).set({ erasedAt: input.at }).where(eq(accountDeletions.userId, u));
      return { files, email: user.email };
    },
  };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
