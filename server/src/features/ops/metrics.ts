import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { QueueDone, QueueStats } from '../../jobs/queue.ts';

/**
 * The Prometheus metrics of one instance, in a registry of its own (two apps in one process, as in
 * tests, never share counters). Counters count what this instance did; gauges read shared state
 * (queue, payouts) when scraped.
 */
export function createMetrics(sources: {
  queueStats: () => Promise<QueueStats[]>;
  /** What this instance's workers finished, by queue. */
  jobsDone: () => QueueDone[];
  payoutsByStatus: () => Promise<{ status: string; count: number }[]>;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'pixel_' });

  const requestDuration = new Histogram({
    name: 'pixel_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const paymentsSettled = new Counter({
    name: 'pixel_payments_settled_total',
    help: 'Payments this instance settled, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const mailsCapped = new Counter({
    name: 'pixel_mails_capped_total',
    help: 'Mails this instance did not send because their address had its hourly share (decision 0072)',
    registers: [registry],
  });
  const velocityLimitHits = new Counter({
    name: 'pixel_velocity_limit_hits_total',
    help: 'Requests this instance refused or held because a velocity limit was reached, by limit (decision 0108)',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'pixel_payouts',
    help: 'Payouts by status (the whole database)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await sources.payoutsByStatus()) this.set({ status: row.status }, row.count);
    },
  });
  // one read of the queue serves the three queue gauges of a scrape
  let queueRead: Promise<QueueStats[]> | null = null;
  const queueStats = () => {
    queueRead ??= sources.queueStats().finally(() => setTimeout(() => (queueRead = null), 100).unref());
    return queueRead;
  };
  const queueGauge = (name: string, help: string, pick: (stats: QueueStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const stats of await queueStats()) this.set({ queue: stats.name }, pick(stats));
      },
    });
  queueGauge('pixel_jobs_queued', 'Jobs waiting in the queue (the whole database)', (s) => s.queued);
  queueGauge('pixel_jobs_active', 'Jobs being worked on (the whole database)', (s) => s.active);
  queueGauge(
    'pixel_jobs_failed',
    'Jobs that failed every retry and are kept (the whole database)',
    (s) => s.failed,
  );
  queueGauge(
    'pixel_jobs_oldest_waiting_seconds',
    'How long the oldest job waiting in each queue has waited (the whole database)',
    (s) => s.oldestSeconds,
  );
  new Counter({
    name: 'pixel_jobs_done_total',
    help: "Jobs this instance's workers finished, by queue and outcome (a failed one is retried); its rate is jobs per second",
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const done of sources.jobsDone()) {
        this.inc({ queue: done.name, outcome: 'completed' }, done.completed);
        this.inc({ queue: done.name, outcome: 'failed' }, done.failed);
      }
    },
  });

  /** Counts the live-alert streams open on this instance when scraped, as `read` tells them. */
  const watchOpenStreams = (read: () => number) =>
    new Gauge({
      name: 'pixel_overlay_streams_open',
      help: 'Live-alert overlays streaming from this instance',
      registers: [registry],
      collect() {
        this.set(read());
      },
    });

  return { registry, requestDuration, paymentsSettled, mailsCapped, velocityLimitHits, watchOpenStreams };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Times every request of `app` (registered at the root, so it sees every route) but those of the bare
 * routes (the health check and the metrics themselves, asked every few seconds by machines).
 */
export function observeRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    const { url, config } = request.routeOptions;
    if (config?.bare) return done();
    metrics.requestDuration.observe(
      {
        method: request.method,
        // the route's pattern, never the raw URL: one series per route
        route: url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
