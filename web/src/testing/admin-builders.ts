import {
  staffPermissions,
  staffMay,
  type AdminRefund,
  type AdminReviewPayout,
  type AdminUserDetail,
  type AdminUserSummary,
  type AuditEntry,
  type PersonSummary,
  type RefundRequest,
  type StaffMe,
  type StaffPermission,
  type StaffRole,
} from '@pixel/contract';
import type { MockResponse } from './test-utils';

/** GET /v1/admin/me of a staff member signed in with a second step. */
export function staffMe(role: StaffRole = 'support', overrides: Partial<StaffMe> = {}): MockResponse {
  const permissions = (Object.keys(staffPermissions) as StaffPermission[]).filter((permission) =>
    staffMay(role, permission),
  );
  return {
    body: {
      data: {
        user_id: '00000000-0000-4000-a000-000000000001',
        email: `${role}@pixel.ph`,
        page_name: 'Staff Member',
        role,
        permissions,
        ...overrides,
      },
    },
  };
}

export function buildAdminPerson(overrides: Partial<AdminUserSummary> = {}): AdminUserSummary {
  return {
    id: '00000000-0000-4000-a000-000000000100',
    email: 'maria@studio.ph',
    page_url: 'maria',
    page_name: 'Maria Sketches',
    status: 'active',
    closing: false,
    created_at: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminPersonDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...buildAdminPerson(),
    bio: null,
    email_verified_at: '2026-03-01T02:05:00.000Z',
    suspended_at: null,
    suspension_reason: null,
    erase_at: null,
    two_factor: false,
    staff_role: null,
    balances: { available: '0.00', pending: '0.00', on_hold: '0.00' },
    ledger: [],
    payments_made: [],
    payments_received: [],
    payouts: [],
    bank_accounts: [],
    linked_account: null,
    sessions: [],
    refund_requests: [],
    notes: [],
    ...overrides,
  };
}

export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-11-20T07:05:00.000Z',
    staff_user_id: '00000000-0000-4000-a000-000000000001',
    staff_email: 'support@pixel.ph',
    staff_role: 'support',
    action: 'person.view',
    subject_user_id: '00000000-0000-4000-a000-000000000100',
    reason: null,
    before: null,
    after: null,
    ...overrides,
  };
}

export function buildAdminRefund(overrides: Partial<AdminRefund> = {}): AdminRefund {
  return {
    reference: 'P-7KQ2M9',
    amount: '150.00',
    status: 'failed',
    creator_share: '135.00',
    fee: '15.00',
    owed: '0.00',
    failure_reason: 'refund_not_allowed',
    note: 'The photo was not what the caption promised',
    payee_page_url: 'maria',
    created_at: '2026-11-20T07:00:00.000Z',
    updated_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

const personSummary = (page_url: string, page_name: string): PersonSummary => ({
  page_url,
  page_name,
  avatar: null,
  avatar_variants: { WH100: null },
});

export function buildRefundRequest(overrides: Partial<RefundRequest> = {}): RefundRequest {
  return {
    id: '00000000-0000-4000-a000-000000000700',
    reference: 'P-7KQ2M9',
    kind: 'purchase',
    amount: '150.00',
    status: 'with_support',
    reason: 'The photo never loaded',
    reply: null,
    supporter: personSummary('ana', 'Ana Reyes'),
    creator: personSummary('maria', 'Maria Sketches'),
    created_at: '2026-11-16T02:00:00.000Z',
    creator_due_at: '2026-11-19T02:00:00.000Z',
    answered_at: null,
    ...overrides,
  };
}

/** A payout as finance reviews it: pending, never taken by the provider, asked once. */
export function buildReviewPayout(overrides: Partial<AdminReviewPayout> = {}): AdminReviewPayout {
  return {
    reference: 'PO-7KQ2M9',
    page_url: 'maria',
    method: 'bank',
    bank_name: 'BDO Unibank',
    account_number: '******0003',
    amount: '1000.00',
    fee: '15.00',
    status: 'pending',
    provider_payout_id: null,
    failure_code: null,
    submitted_at: null,
    check_attempts: 1,
    next_check_at: '2026-11-20T08:00:00.000Z',
    held_at: null,
    hold_reason: null,
    review_until: null,
    created_at: '2026-11-20T07:00:00.000Z',
    ...overrides,
  };
}

/** A bank account on a person's page: masked, enabled, its name the verified legal name. */
export function buildAdminBank(
  overrides: Partial<AdminUserDetail['bank_accounts'][number]> = {},
): AdminUserDetail['bank_accounts'][number] {
  return {
    bank_slug: 'PH_BDO',
    bank_name: 'BDO Unibank',
    account_name: 'Maria Santos',
    account_number: '********7890',
    mobile_number: '+63 9** *** 4567',
    enabled: true,
    name_check: 'matches',
    name_approval_reason: null,
    ...overrides,
  };
}
