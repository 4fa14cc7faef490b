import type { FastifyInstance } from 'fastify';

/**
 * Whether this instance is draining before a shutdown: it still serves every request, but `/v1/ready`
 * answers 503 so the load balancer stops sending more, and every answer closes its connection so no
 * kept-alive connection is left to meet the close (decision 0064).
 */
export function createDrain() {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
    },
  };
}

export type Drain = ReturnType<typeof createDrain>;

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

/** Drains for `drainMs` while still serving, then closes: no new connections, those in flight finish. */
export async function drainThenClose(app: FastifyInstance, drainMs: number) {
  app.drain.begin();
  if (drainMs > 0) {
    app.log.info(
      { drainSeconds: drainMs / 1000 },
      'draining: /v1/ready answers 503 while requests are served',
    );
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  await app.close();
}
