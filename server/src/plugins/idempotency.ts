import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { idempotencyKeyMessages, idempotencyKeyPattern, idempotentCallHeaders } from '@pixel/contract';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A money call: a repeat with the same Idempotency-Key gets the first answer and moves nothing. */
    idempotent?: boolean;
  }
}

/** How long a repeat waits, by default, for the first call with its key to answer before it gets a 409. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
// longer than any money call can run (provider calls time out after 15 s): a claim this old was left by
// an instance that stopped mid-call, and the next repeat runs the call itself
const ABANDONED_AFTER_SECONDS = 60;
const abandonedBefore = sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`;
/** How long a key and its answer are kept: a repeat after that is a new call. */
export const IDEMPOTENCY_KEY_HOURS = 24;

// the header's own name is the field, as the route's header validation names it
const keyError = (message: string) =>
  new AppError('validation', message, { errors: { 'idempotency-key': [message] } });
const stillRunning = () =>
  new AppError(
    'conflict',
    'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
  );

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

/** The request a key stands for: method, address and the body as the route parsed it. */
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method}\n${request.url}\n${canonicalJson(request.body)}`)
    .digest('hex');

/**
 * Idempotency keys for the routes marked `config: { idempotent: true }`. Before the handler (and after
 * the route's own sign-in check and rate limit) the key's row is claimed; a unique index decides between
 * two calls with one key, and the loser waits for the winner's answer. The answer is stored before it is
 * sent, so a repeat that follows it finds it; a 5xx frees the key so a retry runs the call again.
 * Rows are kept for IDEMPOTENCY_KEY_HOURS and removed by the `forget-idempotency-keys` job.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; waitMs?: number }) => {
    const { db, waitMs = WAIT_MS } = options;
    // the claim a request holds until its answer is stored
    const claims = new WeakMap<FastifyRequest, { scope: string; key: string }>();
    const rowOf = ({ scope, key }: { scope: string; key: string }) =>
      and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

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
        throw keyError(idempotencyKeyMessages.invalid);
      const claim = {
        // a visitor without an account has only the key: it is namespaced by the route it was sent to
        scope: request.user
          ? `user:${request.user.id}`
          : `route:${request.method} ${request.routeOptions.url ?? ''}`,
        key,
      };
      const fingerprint = fingerprintOf(request);
      const deadline = Date.now() + waitMs;
      for (;;) {
        const claimed = await db
          .insert(idempotencyKeys)
          .values({ ...claim, fingerprint })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length) {
          claims.set(request, claim);
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
        if (row.fingerprint !== fingerprint) throw keyError(idempotencyKeyMessages.reused);
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
              .returning({ key: idempotencyKeys.key })
          : [];
        if (taken) {
          claims.set(request, claim);
          return;
        }
        if (Date.now() >= deadline) throw stillRunning();
        await sleep(POLL_MS);
      }
    };

    const storeAnswer: onSendHookHandler = async function (request, reply, payload) {
      const claim = claims.get(request);
      if (!claim) return payload;
      claims.delete(request);
      const body =
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
      try {
        if (reply.statusCode >= 500 || body === null) {
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

    const hooks = (existing: RouteOptions['preHandler'] | RouteOptions['onSend'], added: unknown) =>
      existing === undefined ? [added] : Array.isArray(existing) ? [...existing, added] : [existing, added];

    app.addHook('onRoute', (routeOptions) => {
      if (!routeOptions.config?.idempotent) return;
      // last: after the route's sign-in check and rate limit, so the caller is known and counted
      routeOptions.preHandler = hooks(routeOptions.preHandler, claimOrReplay) as RouteOptions['preHandler'];
      routeOptions.onSend = hooks(routeOptions.onSend, storeAnswer) as RouteOptions['onSend'];
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
