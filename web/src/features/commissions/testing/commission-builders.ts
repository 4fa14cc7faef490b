import type { CommissionRequest, CommissionType } from '@pixel/contract';

export const maria = {
  page_url: 'maria',
  page_name: 'Maria Sketches',
  avatar: null,
  avatar_variants: { WH100: null },
};
export const juan = {
  page_url: 'juan',
  page_name: 'Juan dela Cruz',
  avatar: null,
  avatar_variants: { WH100: null },
};
export const typeId = '5d1c1f0e-8a59-4c1e-9b7a-0000000000c1';
export const requestId = '5d1c1f0e-8a59-4c1e-9b7a-0000000000e1';

/** Maria's portrait commission: ₱1,000.00, 30% down, 2 of 3 slots open. */
export function buildType(overrides: Partial<CommissionType> = {}): CommissionType {
  return {
    id: typeId,
    creator: maria,
    title: 'Pet portrait',
    description: 'A #watercolor of your pet',
    price_mode: 'fixed',
    price: '1000.00',
    max_price: null,
    slots: 3,
    slots_left: 2,
    is_open: true,
    down_payment_percent: 30,
    created_at: '2026-11-30T00:00:00.000Z',
    ...overrides,
  };
}

/** Juan's request of Maria's portrait, as `side` sees it: paid ₱300.00 down, waiting for her answer. */
export function buildRequest(overrides: Partial<CommissionRequest> = {}): CommissionRequest {
  return {
    id: requestId,
    side: 'supporter',
    status: 'requested',
    type: { id: typeId, title: 'Pet portrait' },
    creator: maria,
    supporter: juan,
    brief: 'My cat Mingming, sleeping',
    amount: '1000.00',
    down_payment: '300.00',
    balance: '700.00',
    reference: 'C-ABC123',
    balance_reference: null,
    mobile_number: null,
    references: [],
    files: [],
    answer_due_at: '2026-12-07T00:00:00.000Z',
    paid_at: '2026-11-30T00:00:00.000Z',
    accepted_at: null,
    started_at: null,
    balance_asked_at: null,
    balance_paid_at: null,
    delivered_at: null,
    declined_at: null,
    refunded_at: null,
    created_at: '2026-11-30T00:00:00.000Z',
    ...overrides,
  };
}
