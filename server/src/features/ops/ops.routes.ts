import type { FastifyInstance } from 'fastify';
import { opsCalls, opsSchemas, type ReadinessCheckName } from '@pixel/contract';
import { AppError, say } from '../../lib/errors.ts';
import { registerRoutes } from '../../lib/routes.ts';
import { isFromThisMachine } from '../../lib/this-machine.ts';
import { safeEqual } from '../../lib/tokens.ts';
import type { Metrics } from './metrics.ts';

type CheckName = ReadinessCheckName;

// without its database an instance can serve nothing; without Redis (limits count in memory) or storage
// (only uploads and media fail, with a 503) it serves everything else, so those two are reported, not
// counted: a shared outage must not take every instance out of the load balancer at once
const needed: readonly CheckName[] = ['database'];
// how long an answer waits for a part: the database as long as a load balancer's check may take, the
// others only briefly, since they change nothing but the report
const waitMs: Record<CheckName, number> = { database: 2_000, redis: 500, storage: 500 };

/**
 * One probe of a part at a time, whatever the number of checks asking: a part that hangs (a stalled
 * storage holds a request for its whole timeout) is asked again only once the hung probe has ended, or
 * after 10 s should it never end, and meanwhile every answer says it is down.
 */
function singleProbe(check: () => Promise<unknown>, wait: number) {
  let running: { result: Promise<'up' | 'down'>; since: number } | null = null;
  return () => {
    if (!running || Date.now() - running.since > 10_000) {
      const probe = {
        since: Date.now(),
        result: check().then(
          () => 'up' as const,
          () => 'down' as const,
        ),
      };
      running = probe;
      void probe.result.finally(() => {
        if (running === probe) running = null;
      });
    }
    return Promise.race([
      running.result,
      new Promise<'down'>((resolve) => setTimeout(() => resolve('down'), wait).unref()),
    ]);
  };
}

/**
 * What operators and load balancers ask: is the process alive (/v1/health), can it serve (/v1/ready:
 * its database answers in time, and it is not draining before a shutdown; Redis and storage are reported
 * beside), and its Prometheus metrics (/metrics, with METRICS_TOKEN or from this machine only).
 */
export async function opsRoutes(
  app: FastifyInstance,
  options: {
    checks: Partial<Record<CheckName, () => Promise<unknown>>>;
    metrics: Metrics;
    metricsToken: string | null;
    /** True once a shutdown has begun: the load balancer is told to send no more, while requests are still served. */
    draining?: () => boolean;
  },
) {
  const { checks, metrics, metricsToken, draining = () => false } = options;

  // asked every few seconds by load balancers and scrapers: they run none of the app's hooks (decision 0134)
  const bare = { bare: true };
  const machineHeaders = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

  const probes = (Object.entries(checks) as [CheckName, () => Promise<unknown>][]).map(
    ([name, check]) => [name, singleProbe(check, waitMs[name])] as const,
  );

  registerRoutes(app, opsCalls, opsSchemas, {
    health: {
      handler: async (_request, reply) => {
        reply.headers(machineHeaders);
        return { data: { status: 'ok' as const } };
      },
      options: { config: bare },
    },
    ready: {
      handler: async (_request, reply) => {
        reply.headers(machineHeaders);
        const results = await Promise.all(probes.map(async ([name, probe]) => [name, await probe()]));
        const statuses = Object.fromEntries(results) as Partial<Record<CheckName, 'up' | 'down'>>;
        const status = draining()
          ? 'draining'
          : needed.every((name) => statuses[name] !== 'down')
            ? 'ready'
            : 'unavailable';
        return reply.status(status === 'ready' ? 200 : 503).send({ data: { status, checks: statuses } });
      },
      options: { config: bare },
    },
  });

  app.get('/metrics', { schema: { hide: true }, config: bare }, async (request, reply) => {
    reply.headers(machineHeaders);
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    // the connection's own address: with a hop count, request.ip may be what the client wrote
    const allowed = (metricsToken !== null && safeEqual(token, metricsToken)) || isFromThisMachine(request);
    if (!allowed) throw new AppError('unauthorized', say('metricsUnauthorized'));
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
