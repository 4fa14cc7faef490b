import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { idempotencyKeyPattern, idempotentCallHeaders, type Said } from '@pixel/contract';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError, say } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A money call: a repeat with the same Idempotency-Key gets the first answer and moves nothing. */
    idempotent?: boolean;
  }
}

/** How long a repeat waits, by default, for the first call with its key to answer before it gets a 409. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
// a running call renews its claim this often, however long it runs...
const RENEW_MS = 2_000;
// ...so a claim not renewed for this long was left by an instance that stopped mid-call, and the next
// repeat takes it over: shorter than a repeat's wait, so a repeat that waits gets an answer, not a 409
const ABANDONED_AFTER_MS = 8_000;

// the claim of the idempotent call being handled, for what the handler calls (see idempotencyKeyOfCall)
const callKeys = new AsyncLocalStorage<string>();

/**
 * Inside an idempotent call with a key: one string per caller and key (a hash of both), the same for
 * the call and every repeat of it. What the call makes can carry it, so a repeat that runs the call
 * again after an instance stopped mid-call finds what the first run made instead of making it twice.
 */
export const idempotencyKeyOfCall = () => callKeys.getStore() ?? null;
/** How long a key and its answer are kept: a repeat after that is a new call. */
export const IDEMPOTENCY_KEY_HOURS = 24;

type Claim = { scope: string; key: string };
// with the row's birth: a key forgotten after a day and sent again is a new call, with a new call key
const keyOfClaim = ({ scope, key, createdAt }: Claim & { createdAt: Date }) =>
  createHash('sha256').update(`${scope}\n${key}\n${createdAt.toISOString()}`).digest('hex');

// the header's own name is the field, as the route's header validation names it
const keyError = (said: Said) => new AppError('validation', said, { errors: { 'idempotency-key': [said] } });
const stillRunning = () => new AppError('conflict', say('idempotencyStillRunning'));

/** JSON with every object's keys in order, so the same body always reads the same. */
function canonicalJson(value: unknown) {
  return (
    JSON.stringify(value, (_key, v: unknown) => {
      if (typeof v === 'bigint') return v.toString();
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        return Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        );
      }
      return v;
    }) ?? ''
  );
}

/**
 * Whose key it is: a signed-in caller's own, else the visitor's (the address and browser it calls
 * from), within the route, so two visitors who send one key never share an answer.
 */
function scopeOf(request: FastifyRequest) {
  if (request.user) return `user:${request.user.id}`;
  const visitor = createHash('sha256')
    .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}`)
    .digest('hex')
    .slice(0, 32);
  return `visitor:${visitor}:${request.method} ${request.routeOptions.url ?? ''}`;
}

/** The request a key stands for: method, address and the body as the route parsed it. */
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method}\n${request.url}\n${canonicalJson(request.body)}`)
    .digest('hex');

/**
 * Idempotency keys for the routes marked `config: { idempotent: true }`. Before the handler (and after
 * the route's own sign-in check and rate limit) the key's row is claimed; a unique index decides between
 * two calls with one key, and the loser waits for the winner's answer. The answer is stored before it is
 * sent, so a repeat that follows it finds it; a 5xx or a 429 frees the key so a retry runs the call again.
 * A running call renews its claim; one not renewed for a few seconds (its instance stopped) is taken over
 * by a repeat, which runs the handler knowing the call's key, so what the first run made is found
 * rather than made twice (idempotencyKeyOfCall, decision 0073). Rows are kept for IDEMPOTENCY_KEY_HOURS and removed by the `forget-idempotency-keys` job.
 */
export const idempotencyPlugin = fp(
  async (
    app: FastifyInstance,
    options: { db: Db; waitMs?: number; renewMs?: number; abandonedAfterMs?: number },
  ) => {
    const { db, waitMs = WAIT_MS, renewMs = RENEW_MS, abandonedAfterMs = ABANDONED_AFTER_MS } = options;
    const abandonedBefore = sql`now() - make_interval(secs => ${abandonedAfterMs / 1000})`;
    // the claim a request holds until its answer is stored, renewed meanwhile
    const claims = new WeakMap<FastifyRequest, Claim & { createdAt: Date; renewal: NodeJS.Timeout }>();
    const rowOf = ({ scope, key }: Claim) =>
      and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    const hold = (request: FastifyRequest, claim: Claim & { createdAt: Date }) => {
      const renew = () =>
        db
          .update(idempotencyKeys)
          .set({ claimedAt: sql`now()` })
          .where(and(rowOf(claim), isNull(idempotencyKeys.responseStatus)))
          .catch((err: unknown) => request.log.warn({ err }, 'an idempotency claim could not be renewed'));
      claims.set(request, { ...claim, renewal: setInterval(renew, renewMs).unref() });
    };
    const release = (request: FastifyRequest) => {
      const claim = claims.get(request);
      if (claim) clearInterval(claim.renewal);
      claims.delete(request);
      return claim;
    };

    const replay = (reply: FastifyReply, status: number, body: string) =>
      reply
        .status(status)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(body);

    const claimOrReplay: preHandlerHookHandler = async function (request, reply) {
      const key = request.headers['idempotency-key'];
      if (key === undefined) return;
      if (typeof key !== 'string' || !idempotencyKeyPattern.test(key))
        throw keyError(say('idempotencyKeyInvalid'));
      const claim = { scope: scopeOf(request), key };
      const fingerprint = fingerprintOf(request);
      const deadline = Date.now() + waitMs;
      for (;;) {
        const claimed = await db
          .insert(idempotencyKeys)
          .values({ ...claim, fingerprint })
          .onConflictDoNothing()
          .returning({ createdAt: idempotencyKeys.createdAt });
        if (claimed[0]) {
          hold(request, { ...claim, createdAt: claimed[0].createdAt });
          return;
        }
        const [row] = await db
          .select({
            fingerprint: idempotencyKeys.fingerprint,
            responseStatus: idempotencyKeys.responseStatus,
            responseBody: idempotencyKeys.responseBody,
            abandoned: sql<boolean>`${idempotencyKeys.claimedAt} < ${abandonedBefore}`,
          })
          .from(idempotencyKeys)
          .where(rowOf(claim));
        // freed by a failed first call in between: claim it again
        if (!row) continue;
        if (row.fingerprint !== fingerprint) throw keyError(say('idempotencyKeyReused'));
        if (row.responseStatus !== null && row.responseBody !== null) {
          return replay(reply, row.responseStatus, row.responseBody);
        }
        // the claim is taken over by one repeat only: the update decides which
        const [taken] = row.abandoned
          ? await db
              .update(idempotencyKeys)
              .set({ claimedAt: sql`now()` })
              .where(
                and(
                  rowOf(claim),
                  isNull(idempotencyKeys.responseStatus),
                  lt(idempotencyKeys.claimedAt, abandonedBefore),
                ),
              )
              .returning({ createdAt: idempotencyKeys.createdAt })
          : [];
        if (taken) {
          hold(request, { ...claim, createdAt: taken.createdAt });
          return;
        }
        if (Date.now() >= deadline) throw stillRunning();
        await sleep(POLL_MS);
      }
    };

    const storeAnswer: onSendHookHandler = async function (request, reply, payload) {
      const claim = release(request);
      if (!claim) return payload;
      const body =
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
      try {
        // a 429 did nothing and says when to ask again: the repeat after that wait runs the call anew
        if (reply.statusCode >= 500 || reply.statusCode === 429 || body === null) {
          await db.delete(idempotencyKeys).where(and(rowOf(claim), isNull(idempotencyKeys.responseStatus)));
        } else {
          await db
            .update(idempotencyKeys)
            .set({ responseStatus: reply.statusCode, responseBody: body })
            .where(rowOf(claim));
        }
      } catch (err) {
        // the call itself is done: its answer still goes out, and a repeat waits, then takes the key over
        request.log.error({ err }, 'the answer of an idempotent call could not be stored');
      }
      return payload;
    };

    const stopRenewing: onResponseHookHandler = async function (request) {
      release(request);
    };

    const hooks = (
      existing: RouteOptions['preHandler'] | RouteOptions['onSend'] | RouteOptions['onResponse'],
      added: unknown,
    ) =>
      existing === undefined ? [added] : Array.isArray(existing) ? [...existing, added] : [existing, added];

    app.addHook('onRoute', (routeOptions) => {
      if (!routeOptions.config?.idempotent) return;
      // last: after the route's sign-in check and rate limit, so the caller is known and counted
      routeOptions.preHandler = hooks(routeOptions.preHandler, claimOrReplay) as RouteOptions['preHandler'];
      routeOptions.onSend = hooks(routeOptions.onSend, storeAnswer) as RouteOptions['onSend'];
      // an answer that never went through onSend still stops the renewals
      routeOptions.onResponse = hooks(routeOptions.onResponse, stopRenewing) as RouteOptions['onResponse'];
      // the handler, and all it calls, runs knowing the call's key
      const handler = routeOptions.handler;
      routeOptions.handler = function (this: FastifyInstance, request, reply) {
        const claim = claims.get(request);
        return claim
          ? callKeys.run(keyOfClaim(claim), () => handler.call(this, request, reply))
          : handler.call(this, request, reply);
      };
      // checked with the body, and shown in the OpenAPI document
      routeOptions.schema = { headers: idempotentCallHeaders, ...routeOptions.schema };
    });
  },
  { name: 'idempotency' },
);

/** Removes keys older than IDEMPOTENCY_KEY_HOURS; returns how many. */
export async function forgetIdempotencyKeys(db: Db) {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
