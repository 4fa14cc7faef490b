import type { adminSchemas } from '../admin.ts';
import { staffErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

// marked as staff-only in the OpenAPI document by this tag's description
const tags = ['admin'];
const staff = { tags, errors: staffErrors } as const;
// the state changed under the request: the person, payment or payout is no longer as the page showed it
const change = { tags, errors: [...staffErrors, 'ConflictException'] } as const;

/** The staff pages (decision 0098): people, refunds, payout details and review, held gift messages. */
export const adminCalls = callTable<typeof adminSchemas>()({
  me: { method: 'GET', path: '/v1/admin/me', access: { staff: 'any' }, ...staff },
  search: { method: 'GET', path: '/v1/admin/users', access: { staff: 'view_people' }, ...staff },
  view: { method: 'GET', path: '/v1/admin/users/:user_id', access: { staff: 'view_people' }, ...staff },
  suspend: {
    method: 'POST',
    path: '/v1/admin/users/:user_id/suspend',
    access: { staff: 'suspend' },
    ...change,
  },
  unsuspend: {
    method: 'POST',
    path: '/v1/admin/users/:user_id/unsuspend',
    access: { staff: 'suspend' },
    ...change,
  },
  reveal: {
    method: 'POST',
    path: '/v1/admin/users/:user_id/reveal',
    access: { staff: 'reveal_numbers' },
    ...staff,
  },
  addNote: {
    method: 'POST',
    path: '/v1/admin/users/:user_id/notes',
    access: { staff: 'write_notes' },
    ...staff,
  },
  refund: {
    method: 'POST',
    path: '/v1/admin/payments/:reference/refund',
    access: { staff: 'refund' },
    ...change,
  },
  cancelRefund: {
    method: 'POST',
    path: '/v1/admin/payments/:reference/refund/cancel',
    access: { staff: 'refund' },
    ...change,
  },
  proposePayoutChange: {
    method: 'POST',
    path: '/v1/admin/users/:user_id/payout-changes',
    access: { staff: 'change_payout_details' },
    ...change,
  },
  approveBankName: {
    method: 'POST',
    path: '/v1/admin/users/:user_id/banks/:bank_slug/approve-name',
    access: { staff: 'review_identity' },
    ...change,
  },
  payouts: { method: 'GET', path: '/v1/admin/payouts', access: { staff: 'review_payouts' }, ...staff },
  holdPayout: {
    method: 'POST',
    path: '/v1/admin/payouts/:reference/hold',
    access: { staff: 'review_payouts' },
    ...change,
  },
  releasePayout: {
    method: 'POST',
    path: '/v1/admin/payouts/:reference/release',
    access: { staff: 'review_payouts' },
    ...change,
  },
  retryPayout: {
    method: 'POST',
    path: '/v1/admin/payouts/:reference/retry',
    access: { staff: 'review_payouts' },
    ...change,
  },
  heldMessages: {
    method: 'GET',
    path: '/v1/admin/held-messages',
    access: { staff: 'review_messages' },
    ...staff,
  },
  approveMessage: {
    method: 'POST',
    path: '/v1/admin/held-messages/:gift_id/approve',
    access: { staff: 'review_messages' },
    ...staff,
  },
  removeMessage: {
    method: 'POST',
    path: '/v1/admin/held-messages/:gift_id/remove',
    access: { staff: 'review_messages' },
    ...staff,
  },
  failedRefunds: { method: 'GET', path: '/v1/admin/refunds/failed', access: { staff: 'refund' }, ...staff },
  awaitingRefunds: {
    method: 'GET',
    path: '/v1/admin/refunds/awaiting-approval',
    access: { staff: 'refund' },
    ...staff,
  },
});
