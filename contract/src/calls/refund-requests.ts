import type { refundRequestsSchemas } from '../supported.ts';
import { signedInErrors, staffErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

// a request already asked for the payment, or answered meanwhile, is a conflict
const signedIn = {
  access: 'signed-in',
  tags: ['refund-requests'],
  errors: [...signedInErrors, 'ForbiddenException', 'ConflictException'],
} as const;
// support's side (decision 0098)
const support = {
  access: { staff: 'refund_requests' },
  tags: ['admin'],
  errors: [...staffErrors, 'ConflictException'],
} as const;

/**
 * A payer's request for their money back (decision 0100): asked by the payer, answered by the creator
 * within 3 days, or decided by support after.
 */
export const refundRequestsCalls = callTable<typeof refundRequestsSchemas>()({
  ask: { method: 'POST', path: '/v1/user/refund-requests', ...signedIn },
  list: { method: 'GET', path: '/v1/user/refund-requests', ...signedIn },
  approve: { method: 'POST', path: '/v1/user/refund-requests/:id/approve', ...signedIn },
  decline: { method: 'POST', path: '/v1/user/refund-requests/:id/decline', ...signedIn },
  queue: { method: 'GET', path: '/v1/admin/refund-requests', ...support },
  staffApprove: { method: 'POST', path: '/v1/admin/refund-requests/:id/approve', ...support },
  staffDecline: { method: 'POST', path: '/v1/admin/refund-requests/:id/decline', ...support },
});
