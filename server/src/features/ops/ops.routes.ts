import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeEqual } from '../../lib/tokens.ts';
import type { Metrics } from './metrics.ts';

const checkNames = ['database', 'redis', 'storage'] as const;
type CheckName = (typeof checkNames)[number];

const readyResponse = z.object({
  data: z.object({
    status: z.enum(['ready', 'unavailable']),
    checks: z.partialRecord(z.enum(checkNames), z.enum(['up', 'down'])),
  }),
});

const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/**
 * What operators and load balancers ask: is the process alive (/v1/health), can it serve (/v1/ready:
 * each of its parts answers in time), and its Prometheus metrics (/metrics, with METRICS_TOKEN or from
 * this machine only).
 */
export async function opsRoutes(
  app: FastifyInstance,
  options: {
    checks: Partial<Record<CheckName, () => Promise<unknown>>>;
    metrics: Metrics;
    metricsToken: string | null;
  },
) {
  const { checks, metrics, metricsToken } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['site'];

  r.get(
    '/v1/health',
    { schema: { tags, response: { 200: z.object({ data: z.object({ status: z.literal('ok') }) }) } } },
    async () => ({ data: { status: 'ok' as const } }),
  );

  // a part that does not answer within two seconds counts as down
  const probe = (check: () => Promise<unknown>) =>
    Promise.race([
      check().then(() => 'up' as const),
      new Promise<'down'>((resolve) => setTimeout(() => resolve('down'), 2_000).unref()),
    ]).catch(() => 'down' as const);

  r.get(
    '/v1/ready',
    { schema: { tags, response: { 200: readyResponse, 503: readyResponse } } },
    async (_request, reply) => {
      const entries = Object.entries(checks) as [CheckName, () => Promise<unknown>][];
      const results = await Promise.all(entries.map(async ([name, check]) => [name, await probe(check)]));
      const statuses = Object.fromEntries(results) as Partial<Record<CheckName, 'up' | 'down'>>;
      const ready = Object.values(statuses).every((status) => status === 'up');
      return reply
        .status(ready ? 200 : 503)
        .send({ data: { status: ready ? 'ready' : 'unavailable', checks: statuses } });
    },
  );

  r.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    // request.ip is the client's own address when TRUST_PROXY names the proxies in front
    const allowed = (metricsToken !== null && safeEqual(token, metricsToken)) || isLoopback(request.ip);
    if (!allowed) {
      return reply.status(401).send({
        exception: 'UnauthorizedAccessException',
        message: 'Metrics need the METRICS_TOKEN as a bearer token, or a request from this machine.',
      });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
