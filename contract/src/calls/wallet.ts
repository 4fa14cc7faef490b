import type { walletSchemas } from '../wallet.ts';
import { callTable } from '../route-table.ts';

const own = {
  access: 'signed-in',
  tags: ['wallet'],
  errors: ['UnauthorizedAccessException', 'NotFoundException', 'ValidationException'],
} as const;

/** A creator's money: their balance, earnings, supporters, and the lines of their ledger. */
export const walletCalls = callTable<typeof walletSchemas>()({
  balance: { method: 'GET', path: '/v1/user/balance', ...own },
  earnings: { method: 'GET', path: '/v1/user/earnings', ...own },
  supporters: { method: 'GET', path: '/v1/user/supporters', ...own },
  transactions: { method: 'GET', path: '/v1/user/transactions', ...own },
  transaction: { method: 'GET', path: '/v1/user/transactions/:transaction_no', ...own },
});
