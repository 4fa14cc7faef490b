import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  IdentityVerification,
  OtpChallenge,
  Payout,
  SupportPayoutChange,
  User,
  UserBank,
} from '@pixel/contract';
import {
  buildUser,
  creatorHome,
  mockApi,
  pageOf,
  renderApp,
  siteConfig,
  twoFactorStatus,
  type MockResponse,
} from '@/testing/test-utils';

export function buildUserBank(overrides: Partial<UserBank> = {}): UserBank {
  return {
    account_name: 'Juan dela Cruz',
    account_number: '001234567890',
    bank_details: { slug: 'bdo', name: 'BDO Unibank' },
    mobile_number: '9171234567',
    is_disabled: false,
    ...overrides,
  };
}

/** A standard payout of ₱200.00 to BDO, just requested. */
export function buildPayout(overrides: Partial<Payout> = {}): Payout {
  return {
    reference: 'PO-0001',
    method: 'standard',
    bank_details: { slug: 'bdo', name: 'BDO Unibank' },
    account_number: '001234567890',
    amount: '200.00',
    fee: '15.00',
    withholding: '0.00',
    total_amount: '215.00',
    status: 'pending',
    review_until: null,
    on_hold: false,
    created_at: '2026-11-20T07:05:00.000Z',
    ...overrides,
  };
}

export function buildChallenge(overrides: Partial<OtpChallenge> = {}): OtpChallenge {
  return {
    otp_mode: 'sms',
    otp_token: 'tok_1',
    sent_to: '+63 9** *** 4567',
    retry_in_seconds: 300,
    ...overrides,
  };
}

/** A new payout bank PIXEL support entered for the creator, waiting for the code sent to the number on file. */
export function buildSupportPayoutChange(overrides: Partial<SupportPayoutChange> = {}): SupportPayoutChange {
  return {
    id: '0b5c3f1e-7a2d-4c1b-9e8f-3a6d2c1b0e9f',
    kind: 'bank',
    bank_name: 'Bank of the Philippine Islands',
    account_name: 'Juan dela Cruz',
    account_number: '******3210',
    mobile_number: null,
    reason: 'His BDO account was closed; he wrote from his address on file',
    created_at: '2026-11-20T07:05:00.000Z',
    otp: buildChallenge({ otp_token: 'tok_support', retry_in_seconds: 0 }),
    ...overrides,
  };
}

/** The creator's identity verification: approved, with no yearly check again due, unless said otherwise. */
export function buildVerification(overrides: Partial<IdentityVerification> = {}): IdentityVerification {
  return {
    state: 'approved',
    reason: null,
    submitted_at: '2026-11-01T02:00:00.000Z',
    reviewed_at: '2026-11-02T02:00:00.000Z',
    details: {
      legal_name: 'Juan Santos dela Cruz',
      birth_date: '1990-04-12',
      address: '12 Mabini St, Quezon City',
      id_type: 'philsys',
    },
    renewal_due: false,
    // an approval on file unless the state says none was ever given
    verified: (overrides.state ?? 'approved') === 'approved',
    ...overrides,
  };
}

/** A first step refused for its `two_factor_code` (missing, wrong), as the server says it. */
export const twoFactorCodeRefused = (message: string): MockResponse => ({
  status: 422,
  body: {
    exception: 'ValidationException',
    message_key: 'invalidData',
    message,
    errors: { two_factor_code: [message] },
  },
});

/** The calls the dashboard makes for a signed-in creator, then the test's own (`extra`). */
export function mockDashboard(
  extra: Parameters<typeof mockApi>[0] = {},
  {
    user = buildUser(),
    config = siteConfig,
    banks = [],
    available = '0.00',
    twoFactor = false,
  }: {
    user?: User;
    config?: MockResponse;
    banks?: UserBank[];
    available?: string;
    /** Whether the account has two-factor sign-in on. */
    twoFactor?: boolean;
  } = {},
) {
  return mockApi({
    'GET /v1/user/two-factor': twoFactorStatus(twoFactor),
    'GET /v1/user/profile': { body: { data: user } },
    'GET /v1/site/config': config,
    'GET /v1/user/home': creatorHome,
    'GET /v1/user/balance': {
      body: { data: [{ currency: 'PHP', amount: available, pending_amount: '0.00' }] },
    },
    'GET /v1/user/transactions': pageOf([]),
    'GET /v1/user/banks': { body: { data: banks } },
    'GET /v1/user/payout-changes': { body: { data: [] } },
    'GET /v1/user/verification': { body: { data: buildVerification() } },
    ...extra,
  });
}

/** Opens the dashboard and finds the card under `heading` (Payout accounts, Available balance). */
export async function openDashboardCard(heading: string) {
  const user = userEvent.setup({ delay: null });
  renderApp('/dashboard');
  const card = (await screen.findByRole('heading', { name: heading })).closest('section')!;
  return { user, card };
}
