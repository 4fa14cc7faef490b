import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MovableClock } from '../../lib/clock.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { thisMachineOnly } from './dev-outbox.routes.ts';

const clockBody = z
  .strictObject({
    advance_seconds: z
      .number({ error: 'The advance seconds must be a number.' })
      .int('The advance seconds must be a whole number.')
      .min(1, 'The advance seconds must be at least 1.')
      .max(5 * 366 * 86_400, 'The advance seconds may not be greater than five years.')
      .optional(),
    reset: z.literal(true, { error: 'The reset must be true.' }).optional(),
  })
  .refine((body) => (body.advance_seconds === undefined) !== (body.reset === undefined), {
    message: 'Give either the advance seconds or reset.',
    path: ['advance_seconds'],
  });

const presentClock = (clock: MovableClock) => ({
  now: clock.now().toISOString(),
  offset_seconds: Math.round(clock.offsetMs() / 1000),
});

/**
 * Development and test only, and only to this machine: the app's clock moved on, and the scheduled jobs
 * run at once, so a payout hold or a month of memberships is watched in seconds. Elsewhere these
 * addresses do not exist.
 */
export async function devClockRoutes(
  app: FastifyInstance,
  options: { clock: MovableClock; jobs: JobQueue; publicUrl: string },
) {
  const { clock, jobs } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', thisMachineOnly(options.publicUrl));

  routes.get('/dev/clock', { schema: { hide: true } }, async () => ({ data: presentClock(clock) }));

  routes.post('/dev/clock', { schema: { hide: true, body: clockBody } }, async (request) => {
    if (request.body.reset) clock.reset();
    else clock.advance(request.body.advance_seconds!);
    return { data: presentClock(clock) };
  });

  routes.post('/dev/jobs/run', { schema: { hide: true } }, async () => ({
    data: { ran: await jobs.runDue(), now: clock.now().toISOString() },
  }));
}
