import { screen, within } from '@testing-library/react';
import type { IdentityRequiredData, IdentityVerification, UserBank } from '@pixel/contract';
import { identityRequiredSaid } from '@pixel/contract';
import { writeSaid } from '@/lib/form-messages';
import { buildUser, type MockResponse } from '@/testing/test-utils';
import {
  buildChallenge,
  buildPayout,
  buildUserBank,
  buildVerification,
  mockDashboard as mockCalls,
  openDashboardCard,
} from './payout-builders';

// The Withdraw modal's journeys: from the dashboard's balance card, through the payout options, to Withdraw.

export const bdo = buildUserBank();
export const challenge = buildChallenge({ retry_in_seconds: 30 });
export const payout = buildPayout();

export const balance = (amount: string): MockResponse => ({
  body: { data: [{ currency: 'PHP', amount, pending_amount: '0.00' }] },
});

/** A creator's dashboard: a linked e-payment account, BDO enabled, ₱500.00, unless said otherwise. */
export const mockDashboard = (
  extra: Parameters<typeof mockCalls>[0] = {},
  {
    linked = { username: 'juan.epay', mobile_number: '9171234567' } as {
      username: string;
      mobile_number: string;
    } | null,
    banks = [bdo] as UserBank[],
    available = '500.00',
    twoFactor = false,
  } = {},
) => mockCalls(extra, { user: buildUser({ linked_account: linked }), banks, available, twoFactor });

export const appCode = 'Code from your authenticator app';

export async function openPayoutOptions() {
  const { user, card } = await openDashboardCard('Available balance');
  await user.click(await within(card).findByRole('button', { name: 'Withdraw' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Payout Option' });
  return { user, dialog };
}

/** Opens Standard from the payout options, to the Withdraw modal, whatever it shows first. */
export async function openStandardWithdrawDialog() {
  const { user, dialog } = await openPayoutOptions();
  await user.click(await within(dialog).findByRole('button', { name: /^Standard/ }));
  const withdraw = await screen.findByRole('dialog', { name: 'Withdraw' });
  return { user, withdraw };
}

/** Opens Standard from the payout options, once the Withdraw form shows the balance. */
export async function openStandardWithdraw() {
  const { user, withdraw } = await openStandardWithdrawDialog();
  await within(withdraw).findByText('₱500.00');
  return { user, withdraw };
}

export const verificationIs = (overrides: Partial<IdentityVerification>): MockResponse => ({
  body: { data: buildVerification(overrides) },
});

export const identityRefused = (data: IdentityRequiredData): MockResponse => ({
  status: 403,
  body: {
    exception: 'IdentityVerificationRequiredException',
    message: writeSaid(identityRequiredSaid(data)),
    message_key: identityRequiredSaid(data).key,
    data,
  },
});
