import { z } from 'zod';
import type { SchemaTable } from './route-table.ts';

/** The parts an instance checks before saying it is ready. */
export const readinessCheckNames = ['database', 'redis', 'storage'] as const;
export type ReadinessCheckName = (typeof readinessCheckNames)[number];

/** GET /v1/health: the process is alive. */
export const healthResponse = z.object({ data: z.object({ status: z.literal('ok') }) });

/** GET /v1/ready: whether the instance can serve, and each part it checked; 503 unless ready. */
export const readyResponse = z.object({
  data: z.object({
    status: z.enum(['ready', 'unavailable', 'draining']),
    checks: z.partialRecord(z.enum(readinessCheckNames), z.enum(['up', 'down'])),
  }),
});

/** The schemas of `opsCalls` (`calls/ops.ts`). */
export const opsSchemas = {
  health: { answers: { 200: healthResponse } },
  ready: { answers: { 200: readyResponse, 503: readyResponse } },
} as const satisfies SchemaTable;
