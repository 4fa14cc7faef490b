import type { AdminUserDetail } from '@pixel/contract';
import { buildAdminBank, buildAdminPersonDetail } from '@/testing/admin-builders';
import { pageOf, type MockResponse } from '@/testing/test-utils';

// Maria, as staff open her page: her records, a bank, a linked e-payment account, a session and a note.

export const personId = '00000000-0000-4000-a000-000000000100';
export const personPath = `/v1/admin/users/${personId}`;
// the page's Posts section asks for its own list
export const noPosts = {
  [`GET ${personPath}/posts`]: pageOf([]),
  [`GET ${personPath}/limits`]: { body: { data: [] } },
};
export const answer = (person: AdminUserDetail): MockResponse => ({ body: { data: person } });

export const maria = buildAdminPersonDetail({
  id: personId,
  two_factor: true,
  balances: { available: '1234.50', pending: '250.00', on_hold: '0.00' },
  ledger: [
    {
      transaction_no: 'TXN-0042',
      type: 'donation',
      description: 'Gift from Ana',
      account: 'pending',
      amount: '237.50',
      created_at: '2026-11-20T07:05:00.000Z',
    },
  ],
  payments_received: [
    {
      reference: 'PX-GIFT-1',
      kind: 'goal_gift',
      amount: '250.00',
      status: 'paid',
      counterpart: null,
      created_at: '2026-11-20T07:00:00.000Z',
      paid_at: '2026-11-20T07:05:00.000Z',
      refund_status: null,
      refund_approval: null,
    },
  ],
  payouts: [
    {
      reference: 'PO-77',
      method: 'bank',
      bank_name: 'BDO Unibank',
      account_number: '********7890',
      amount: '1000.00',
      fee: '15.00',
      status: 'failed',
      provider_payout_id: 'prov_123',
      failure_code: 'ACCOUNT_CLOSED',
      created_at: '2026-11-18T01:00:00.000Z',
    },
  ],
  bank_accounts: [buildAdminBank()],
  linked_account: { username: 'maria.gcash', mobile_number: '+63 9** *** 1111' },
  sessions: [
    {
      browser: 'Chrome',
      system: 'Android',
      ip: '203.0.113.7',
      signed_in_at: '2026-11-19T01:00:00.000Z',
      last_seen_at: '2026-11-20T01:00:00.000Z',
    },
  ],
  notes: [
    {
      id: '00000000-0000-4000-a000-000000000900',
      body: 'Asked about the March payout by mail.',
      staff_email: 'finance@pixel.ph',
      created_at: '2026-11-10T03:00:00.000Z',
    },
  ],
});
