import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { knownDevices, sessions } from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/** The browsers signed in to the account, and those it signed in from before. */
export const sessionsPersonalData: PersonalDataPart = {
  name: 'sessions',
  export: {
    tables: [sessions, knownDevices],
    async parts({ db, userId, at: now }) {
      const signedIn = await db
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
      const devices = await db
        .select({ createdAt: knownDevices.createdAt, lastSignInAt: knownDevices.lastSignInAt })
        .from(knownDevices)
        .where(eq(knownDevices.userId, userId))
        .orderBy(asc(knownDevices.createdAt));
      return [
        part(
          'sessions',
          'The browsers signed in to your account now: when each signed in, was last seen, from which address and browser.',
          ({ col }) => [
            col('signed_in_at', (r) => at(r.createdAt)),
            col('last_seen_at', (r) => at(r.lastSeenAt)),
            col('expires_at', (r) => at(r.expiresAt)),
            col('ip', (r) => r.ip),
            col('user_agent', (r) => r.userAgent),
          ],
          signedIn,
        ),
        part(
          'known-browsers',
          'The browsers your account has signed in from (a sign-in from another one is mailed to you).',
          ({ col }) => [
            col('first_signed_in_at', (r) => at(r.createdAt)),
            col('last_signed_in_at', (r) => at(r.lastSignInAt)),
          ],
          devices,
        ),
      ];
    },
  },
  erase: {
    tables: [sessions, knownDevices],
    async run(tx, { userId: u }) {
      await tx.execute(sql`delete from sessions where user_id = ${u}`);
      await tx.execute(sql`delete from known_devices where user_id = ${u}`);
    },
  },
};
