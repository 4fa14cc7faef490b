import type { statementsSchemas } from '../wallet.ts';
import { callTable } from '../route-table.ts';

const download = {
  access: 'signed-in',
  tags: ['wallet'],
  errors: ['UnauthorizedAccessException', 'ValidationException'],
} as const;

/**
 * A creator's statement for any range of days, to keep or to hand to a bank or an accountant: downloaded
 * by the browser from a link, not read as JSON.
 */
export const statementsCalls = callTable<typeof statementsSchemas>()({
  csv: { method: 'GET', path: '/v1/user/statements.csv', ...download },
  pdf: { method: 'GET', path: '/v1/user/statements.pdf', ...download },
});
