import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { knownDevices, sessions, users } from '../../db/schema/index.ts';

/** Reads and writes of an account's sessions and known browsers; the rules live in the service. */
export function createSessionsRepository(db: Db) {
  return {
    /** The account's sessions that have not expired, newest first. */
    listOf(userId: string, now: Date) {
      return db
        .select({
          publicId: sessions.publicId,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.createdAt), desc(sessions.publicId));
    },

    /** Ends one session of the account; false when it has none by that id. */
    async end(userId: string, publicId: string) {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
        .returning({ publicId: sessions.publicId });
      return ended.length > 0;
    },

    /**
     * Notes a sign-in from the browser `deviceHash` names, forgetting the account's browsers unseen since
     * `forgetBefore`. Answers whether this browser was known, and whether any other was.
     */
    async rememberDevice(
      tx: Tx,
      input: { userId: string; deviceHash: string; at: Date; forgetBefore: Date },
    ) {
      const { userId, deviceHash, at, forgetBefore } = input;
      await tx
        .delete(knownDevices)
        .where(and(eq(knownDevices.userId, userId), lt(knownDevices.lastSignInAt, forgetBefore)));
      const [seen] = await tx
        .select({
          any: sql<number>`count(*)::int`,
          this: sql<number>`count(*) filter (where ${knownDevices.deviceHash} = ${deviceHash})::int`,
        })
        .from(knownDevices)
        .where(eq(knownDevices.userId, userId));
      await tx
        .insert(knownDevices)
        .values({ userId, deviceHash, createdAt: at, lastSignInAt: at })
        .onConflictDoUpdate({
          target: [knownDevices.userId, knownDevices.deviceHash],
          set: { lastSignInAt: at },
        });
      return { known: seen!.this > 0, anyKnown: seen!.any > 0 };
    },

    /** Whether the browser `deviceHash` names has signed in to the account. */
    async isKnownDevice(userId: string, deviceHash: string) {
      const [row] = await db
        .select({ userId: knownDevices.userId })
        .from(knownDevices)
        .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
        .limit(1);
      return row !== undefined;
    },

    async findOwner(tx: Tx, userId: string) {
      const [row] = await tx
        .select({ email: users.email, pageName: users.pageName, language: users.language })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
