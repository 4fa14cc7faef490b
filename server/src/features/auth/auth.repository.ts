import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  emailVerifications,
  linkedAccounts,
  passwordResets,
  providerLogins,
  users,
} from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type LinkedAccountRow = typeof linkedAccounts.$inferSelect;

/** Reads and writes of accounts; every rule about them lives in the service. */
/** `now` is the app's clock: links and codes expire by it. */
export function createAuthRepository(db: Db, now: () => Date = () => new Date()) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    async findUserById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findUserByReferralCode(code: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.referralCode, code.toUpperCase()))
        .limit(1);
      return row ?? null;
    },

    async takenFields(input: { email: string; pageUrl: string }) {
      const rows = await db
        .select({ email: users.email, pageUrl: users.pageUrl })
        .from(users)
        .where(or(eq(users.email, input.email), eq(users.pageUrl, input.pageUrl)));
      return {
        email: rows.some((row) => row.email === input.email),
        pageUrl: rows.some((row) => row.pageUrl === input.pageUrl),
      };
    },

    async pageUrlExists(pageUrl: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.pageUrl, pageUrl)).limit(1);
      return Boolean(row);
    },

    insertUser(values: typeof users.$inferInsert) {
      return db
        .insert(users)
        .values(values)
        .returning()
        .then((rows) => rows[0]!);
    },

    async updateUser(id: string, values: Partial<typeof users.$inferInsert>, tx: Tx | Db = db) {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: now() })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },

    async saveVerification(values: typeof emailVerifications.$inferInsert, tx: Tx | Db = db) {
      await tx
        .insert(emailVerifications)
        .values(values)
        .onConflictDoUpdate({
          target: emailVerifications.userId,
          set: { codeHash: values.codeHash, sentAt: values.sentAt, expiresAt: values.expiresAt },
        });
    },

    async findVerification(userId: string) {
      const [row] = await db
        .select()
        .from(emailVerifications)
        .where(eq(emailVerifications.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** Marks the email verified and, unless the owner deactivated the account, lets them in. */
    async verifyEmail(userId: string) {
      return db.transaction(async (tx) => {
        await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
        const [row] = await tx
          .update(users)
          .set({
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            status: sql`case when ${users.deactivatedAt} is null then 'active' else ${users.status} end`,
            updatedAt: now(),
          })
          .where(eq(users.id, userId))
          .returning();
        return row!;
      });
    },

    async insertPasswordReset(values: typeof passwordResets.$inferInsert, tx: Tx | Db = db) {
      await tx.insert(passwordResets).values(values);
    },

    /** Uses a reset token once: only the call that marks it used gets the user id back. */
    async consumePasswordReset(tokenHash: string) {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now() })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now()),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row ?? null;
    },

    async findLinkedAccount(provider: string, accountId: string) {
      const [row] = await db
        .select()
        .from(linkedAccounts)
        .where(and(eq(linkedAccounts.provider, provider), eq(linkedAccounts.accountId, accountId)))
        .limit(1);
      return row ?? null;
    },

    async findLinkedAccountOfUser(userId: string) {
      const [row] = await db
        .select()
        .from(linkedAccounts)
        .where(eq(linkedAccounts.userId, userId))
        .orderBy(linkedAccounts.createdAt)
        .limit(1);
      return row ?? null;
    },

    async updateLinkedAccount(id: string, values: { username: string; mobileNumber: string | null }) {
      await db.update(linkedAccounts).set(values).where(eq(linkedAccounts.id, id));
    },

    /** A new person signing in through a provider: the account and its link appear together or not at all. */
    createUserWithLinkedAccount(
      user: typeof users.$inferInsert,
      link: Omit<typeof linkedAccounts.$inferInsert, 'userId'>,
    ) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(users).values(user).returning();
        await tx.insert(linkedAccounts).values({ ...link, userId: created!.id });
        return created!;
      });
    },

    async insertProviderLogin(values: typeof providerLogins.$inferInsert) {
      await db.insert(providerLogins).values(values);
    },

    /** A sign-in's state, once; a link's state (with a user) never signs anyone in. */
    async consumeProviderLogin(stateHash: string) {
      const [row] = await db
        .delete(providerLogins)
        .where(
          and(
            eq(providerLogins.stateHash, stateHash),
            isNull(providerLogins.userId),
            gt(providerLogins.expiresAt, now()),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
