import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { STAFF_IDLE_MINUTES, type StaffRole } from '@pixel/contract';
import { linkedAccounts, sessions, staffMembers, users } from '../db/schema/index.ts';
import { writtenLimit } from '../db/paginate.ts';
import { AppError, say } from '../lib/errors.ts';
import { hashToken, randomToken } from '../lib/tokens.ts';

export const SESSION_COOKIE = 'pixel_session';
const SESSION_DAYS = 30;
/** Last seen moves on at most this often per session: most requests read their session and write nothing. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;
/** A staff member's session is marked this often, so that its idle end comes within a minute of due. */
const STAFF_LAST_SEEN_EVERY_MS = 60_000;
const STAFF_IDLE_MS = STAFF_IDLE_MINUTES * 60_000;

/**
 * What a request knows of its signed-in user: the account's state and what the app shows of them. Not the
 * password's hash (a call that checks the password reads it), nor what no signed-in request needs (the
 * cover's variants, the counts, the reasons an account was closed).
 */
const sessionUserFields = [
  'id',
  'email',
  'status',
  'emailVerifiedAt',
  'deactivatedAt',
  'suspendedAt',
  'pageUrl',
  'pageName',
  'avatar',
  'avatarWh100',
  'bio',
  'coverPhoto',
  'referralCode',
  'welcomeSeenAt',
  'language',
  'createdAt',
] as const satisfies readonly (keyof typeof users.$inferSelect)[];

export type SessionUser = Pick<typeof users.$inferSelect, (typeof sessionUserFields)[number]>;

/** The e-payment account a signed-in user linked (their first, when they linked more than one). */
export type SessionLinkedAccount = Pick<typeof linkedAccounts.$inferSelect, 'username' | 'mobileNumber'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, active user, once `identify` or `authenticate` ran. */
    user: SessionUser | null;
    /** The signed-in user's linked e-payment account, read with the session: undefined until then. */
    linkedAccount: SessionLinkedAccount | null | undefined;
    /** The public id of the session the request came with, once `identify` found one. */
    sessionId: string | null;
    /** The session was signed in with a second step (or a passkey), once `identify` found one. */
    sessionSecondFactor: boolean;
    /** The signed-in user's staff role, or null: read with the session (decision 0098). */
    staffRole: StaffRole | null;
  }
  interface FastifyInstance {
    /** preHandler: loads the user when a valid session cookie came along. */
    identify: (request: FastifyRequest) => Promise<void>;
    /**
     * Like identify, with the session read by the caller's own statement (`sessionRead`): `read` runs with
     * the session's placeholders, whether or not a cookie came, and its value is answered.
     */
    identifyWithin: <T>(
      request: FastifyRequest,
      read: (params: SessionParams) => Promise<ReadWithSession<T>>,
    ) => Promise<T>;
    /** preHandler: like identify, and answers 401 when nobody is signed in. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler: like authenticate, and lets in a signed-in account that is not active. Only an account
     * waiting to be erased has such a session (decision 0096): the calls that show and cancel its deletion
     * use this, every other call answers 401 to it.
     */
    authenticateClosed: (request: FastifyRequest) => Promise<void>;
    sessions: SessionStore;
  }
}

// the signed-in user's account, apart from any other a statement reads (a creator page's creator is `users`)
const sessionUsers = alias(users, 'session_user');

/** What a session's read gives: the columns `identify` checks and keeps. */
const sessionColumns = {
  user: Object.fromEntries(sessionUserFields.map((field) => [field, sessionUsers[field]])) as {
    [K in (typeof sessionUserFields)[number]]: (typeof sessionUsers)[K];
  },
  sessionId: sessions.publicId,
  lastSeenAt: sessions.lastSeenAt,
  secondFactor: sessions.secondFactor,
  staffRole: staffMembers.role,
  linkedUsername: linkedAccounts.username,
  linkedMobileNumber: linkedAccounts.mobileNumber,
};

/** A session as its read found it. */
export interface SessionRow {
  user: SessionUser;
  sessionId: string;
  lastSeenAt: Date;
  secondFactor: boolean;
  staffRole: StaffRole | null;
  linkedUsername: string | null;
  linkedMobileNumber: string | null;
}

/**
 * The values of a session read's placeholders: the cookie's hash (null: no cookie), and the time. The
 * times are ISO text, which PostgreSQL reads as the columns they meet: a statement uses them in several
 * places, and the driver would format a `Date` again for each.
 */
export type SessionParams = {
  sessionHash: string | null;
  sessionNow: string;
  /** A staff member's session last seen before this has ended (their idle end). */
  staffIdleBefore: string;
};

// the session's rows, each joined on the session's user: the cookie's session unless it expired, its
// account, the account's first linked e-payment account, and its staff role
const sessionOn = and(
  eq(sessions.idHash, sql.placeholder('sessionHash')),
  gt(sessions.expiresAt, sql.placeholder('sessionNow')),
);
const sessionUserOn = eq(sessionUsers.id, sessions.userId);
const linkedAccountOn = eq(linkedAccounts.userId, sessions.userId);
const staffOn = eq(staffMembers.userId, sessions.userId);

/**
 * A session read inside another statement, so that a request takes one round trip where the session and
 * its own query took two (decision 0115). Put `columns` in the statement's select (as `session`), pass its
 * builder through `join` after its own joins, and give `identifyWithin` what it read. `viewerId` is the
 * signed-in, active user's id, or null, as `identify` would find them: for the statement's own use.
 */
export const sessionRead = {
  columns: sessionColumns,
  viewerId: sql<string | null>`(case when ${sessionUsers.status} = 'active'
    and (${staffMembers.role} is null or ${sessions.lastSeenAt} >= ${sql.placeholder('staffIdleBefore')})
    then ${sessionUsers.id} end)`,
  /** The session's joins, and the order that picks its first linked account: the statement reads one row. */
  join<Query extends PgSelect>(query: Query) {
    return query
      .leftJoin(sessions, sessionOn)
      .leftJoin(sessionUsers, sessionUserOn)
      .leftJoin(linkedAccounts, linkedAccountOn)
      .leftJoin(staffMembers, staffOn)
      .orderBy(linkedAccounts.createdAt);
  },
};

/** What a statement that read the session along with its own data answers: the session (none: null), its value. */
export interface ReadWithSession<T> {
  session: { [K in keyof SessionRow]: SessionRow[K] | null } | null;
  value: T;
}

/** A sign-in, as a listener hears it: inside the transaction that wrote its session. */
export interface SignIn {
  request: FastifyRequest;
  reply: FastifyReply;
  userId: string;
  /** The new session's public id. */
  sessionId: string;
  at: Date;
  tx: Tx;
}

export interface SessionStore {
  /**
   * Starts a fresh session (and ends the one the browser had): the id always changes at sign-in.
   * `secondFactor`: the sign-in took a second step, or a passkey (both steps at once).
   */
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    options?: { secondFactor?: boolean },
  ): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  endAllFor(userId: string): Promise<void>;
  /** Ends every session of the account except the one `request` came with; answers how many ended. */
  endOthers(request: FastifyRequest, userId: string): Promise<number>;
  /**
   * Hears every sign-in, whichever route made it, in its transaction: a failing listener fails the
   * sign-in. Features register at start-up.
   */
  onSignIn(listener: (signIn: SignIn) => Promise<void>): void;
}

export const sessionPlugin = fp(
  async (
    app: FastifyInstance,
    options: { db: Db; secret: string; secureCookies: boolean; now?: () => Date },
  ) => {
    const { db, secret, secureCookies } = options;
    const now = options.now ?? (() => new Date());
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: secureCookies,
    };

    const cookieHash = (request: FastifyRequest) => {
      const value = request.cookies[SESSION_COOKIE];
      return value ? hashToken(secret, value) : null;
    };

    const signInListeners: ((signIn: SignIn) => Promise<void>)[] = [];

    const store: SessionStore = {
      async start(request, reply, userId, { secondFactor = false } = {}) {
        const previous = cookieHash(request);
        const id = randomToken(32);
        const at = now();
        const expiresAt = new Date(at.getTime() + SESSION_DAYS * 86_400_000);
        await db.transaction(async (tx) => {
          if (previous) await tx.delete(sessions).where(eq(sessions.idHash, previous));
          const [session] = await tx
            .insert(sessions)
            .values({
              idHash: hashToken(secret, id),
              userId,
              createdAt: at,
              expiresAt,
              lastSeenAt: at,
              userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
              ip: request.ip,
              secondFactor,
            })
            .returning({ publicId: sessions.publicId });
          for (const listener of signInListeners) {
            await listener({ request, reply, userId, sessionId: session!.publicId, at, tx });
          }
        });
        reply.setCookie(SESSION_COOKIE, id, { ...cookieOptions, expires: expiresAt });
      },
      async end(request, reply) {
        const hash = cookieHash(request);
        if (hash) await db.delete(sessions).where(eq(sessions.idHash, hash));
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
      },
      async endAllFor(userId) {
        await db.delete(sessions).where(eq(sessions.userId, userId));
      },
      async endOthers(request, userId) {
        const hash = cookieHash(request);
        const ended = await db
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), hash ? ne(sessions.idHash, hash) : undefined))
          .returning({ publicId: sessions.publicId });
        return ended.length;
      },
      onSignIn(listener) {
        signInListeners.push(listener);
      },
    };

    // every signed-in request asks this: its SQL is built once, and each connection plans it once; the
    // linked account comes along, so the signed-in user as the app shows them takes no second round trip
    const sessionUser = db
      .select(sessionColumns)
      .from(sessions)
      .innerJoin(sessionUsers, sessionUserOn)
      .leftJoin(linkedAccounts, linkedAccountOn)
      .leftJoin(staffMembers, staffOn)
      .where(sessionOn)
      .orderBy(linkedAccounts.createdAt)
      .limit(writtenLimit(1))
      .prepare('session_user');

    // conditional, so that of the instances that see a session at once, one writes
    const seen = db
      .update(sessions)
      .set({ lastSeenAt: sql`${sql.placeholder('now')}`, ip: sql`${sql.placeholder('ip')}` })
      .where(
        and(eq(sessions.idHash, sql.placeholder('hash')), lt(sessions.lastSeenAt, sql.placeholder('before'))),
      )
      .prepare('session_seen');

    /** Moves last seen on when it is older than a few minutes; a failure costs only the request's mark. */
    async function markSeen(
      request: FastifyRequest,
      hash: string,
      lastSeenAt: Date,
      at: Date,
      every = LAST_SEEN_EVERY_MS,
    ) {
      const before = new Date(at.getTime() - every);
      if (lastSeenAt >= before) return;
      await seen
        .execute({ hash, now: at, ip: request.ip, before })
        .catch((err: unknown) => request.log.warn({ err }, 'session last seen not written'));
    }

    const paramsAt = (hash: string | null, at: Date): SessionParams => ({
      sessionHash: hash,
      sessionNow: at.toISOString(),
      staffIdleBefore: new Date(at.getTime() - STAFF_IDLE_MS).toISOString(),
    });

    /** Takes the session a read found: the request's user, unless the account is closed or the staff member idle. */
    async function accept(
      request: FastifyRequest,
      hash: string,
      row: SessionRow,
      at: Date,
      anyStatus: boolean,
    ) {
      if (row.staffRole && at.getTime() - row.lastSeenAt.getTime() > STAFF_IDLE_MS) {
        // a staff member's session ends after half an hour without a request, on every instance alike
        await db.delete(sessions).where(eq(sessions.idHash, hash));
        return;
      }
      if (!anyStatus && row.user.status !== 'active') return;
      await markSeen(
        request,
        hash,
        row.lastSeenAt,
        at,
        row.staffRole ? STAFF_LAST_SEEN_EVERY_MS : LAST_SEEN_EVERY_MS,
      );
      request.user = row.user;
      request.sessionId = row.sessionId;
      request.sessionSecondFactor = row.secondFactor;
      request.staffRole = row.staffRole;
      request.linkedAccount =
        row.linkedUsername === null
          ? null
          : { username: row.linkedUsername, mobileNumber: row.linkedMobileNumber };
    }

    async function identify(request: FastifyRequest, anyStatus = false) {
      if (request.user) return;
      const hash = cookieHash(request);
      if (!hash) return;
      const at = now();
      const [row] = await sessionUser.execute(paramsAt(hash, at));
      if (row) await accept(request, hash, row, at, anyStatus);
    }

    async function identifyWithin<T>(
      request: FastifyRequest,
      read: (params: SessionParams) => Promise<ReadWithSession<T>>,
    ) {
      const hash = cookieHash(request);
      const at = now();
      const { session, value } = await read(paramsAt(hash, at));
      // a session the read found has every column but the linked account's
      if (!request.user && hash && session?.sessionId) {
        await accept(request, hash, session as SessionRow, at, false);
      }
      return value;
    }

    app.decorateRequest('user', null);
    app.decorateRequest('linkedAccount', undefined);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('sessionSecondFactor', false);
    app.decorateRequest('staffRole', null);
    // set by `staffOnly` (plugins/staff-only.ts) on the staff calls
    app.decorateRequest('staff', null);
    app.decorate('sessions', store);
    app.decorate('identify', (request: FastifyRequest) => identify(request));
    app.decorate('identifyWithin', identifyWithin);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await identify(request);
      if (!request.user) throw new AppError('unauthorized', say('unauthenticated'));
    });
    app.decorate('authenticateClosed', async (request: FastifyRequest) => {
      await identify(request, true);
      if (!request.user) throw new AppError('unauthorized', say('unauthenticated'));
    });

    // expired sessions are useless; drop them now and then rather than on every request
    const sweep = setInterval(() => {
      db.delete(sessions)
        .where(lt(sessions.expiresAt, now()))
        .catch((err: unknown) => app.log.warn({ err }, 'session sweep failed'));
    }, 3_600_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
