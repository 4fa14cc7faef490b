import type { opsSchemas } from '../ops.ts';
import { callTable } from '../route-table.ts';

/** What operators and load balancers ask: is the process alive, can it serve. */
export const opsCalls = callTable<typeof opsSchemas>()({
  health: { method: 'GET', path: '/v1/health', access: 'anyone', tags: ['site'], errors: [] },
  ready: { method: 'GET', path: '/v1/ready', access: 'anyone', tags: ['site'], errors: [] },
});
