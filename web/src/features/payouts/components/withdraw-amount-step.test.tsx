import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identityVerificationPath } from '@pixel/contract';
import { sentBodies } from '@/testing/test-utils';
import {
  challenge,
  mockDashboard,
  openStandardWithdraw,
  openStandardWithdrawDialog,
  verificationIs,
} from '../testing/withdraw-journey';

// Withdraw's first step: the amount checked before asking the server, or why money may not leave yet.

// whole journeys through the dashboard: slower than one component
describe('Withdraw, the amount', { timeout: 20_000 }, () => {
  it('refuses more than the balance, and amounts that break the money rules, before asking the server', async () => {
    const fetchMock = mockDashboard();
    const { user, withdraw } = await openStandardWithdraw();
    const amount = within(withdraw).getByLabelText('Amount');
    const request = within(withdraw).getByRole('button', { name: 'REQUEST OTP' });

    // ₱490.00 + the ₱15.00 fee is more than ₱500.00
    await user.type(amount, '490');
    await user.click(request);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'Insufficient balance. You can withdraw up to ₱485.00 after the ₱15.00 fee.',
      ),
    );

    await user.clear(amount);
    await user.type(amount, '0100');
    await user.click(request);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('The amount must not have leading zeros.'),
    );

    await user.clear(amount);
    await user.type(amount, '100.505');
    await user.click(request);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        'The amount must be a number with at most 2 decimal places.',
      ),
    );

    expect(sentBodies(fetchMock, 'POST /v1/user/transactions/payout/request')).toHaveLength(0);
  });

  it('withdraws everything available less the fee', async () => {
    const fetchMock = mockDashboard({
      'POST /v1/user/transactions/payout/request': { body: { data: challenge } },
    });
    const { user, withdraw } = await openStandardWithdraw();

    await user.click(within(withdraw).getByRole('checkbox', { name: 'Withdraw all' }));
    expect(within(withdraw).getByLabelText('Amount')).toHaveValue('485.00');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    await screen.findByRole('dialog', { name: 'Enter OTP Code' });
    expect(sentBodies(fetchMock, 'POST /v1/user/transactions/payout/request')).toEqual([
      { bank_slug: 'bdo', withdraw_all: 1, confirm: 1 },
    ]);
  });
});

// whole journeys through the dashboard: slower than one component
describe('Withdraw, before money leaves', { timeout: 20_000 }, () => {
  it('asks a creator who never verified to verify first, instead of the amount, and takes them there', async () => {
    const fetchMock = mockDashboard({ 'GET /v1/user/verification': verificationIs({ state: 'none' }) });
    const { user, withdraw } = await openStandardWithdrawDialog();

    const panel = await within(withdraw).findByRole('region', { name: 'One step before your first payout' });
    expect(panel).toHaveTextContent(
      'Verify your identity before your first payout. It takes a few minutes: your legal name, a government ID and a selfie.',
    );
    expect(within(withdraw).queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(within(withdraw).queryByRole('button', { name: 'REQUEST OTP' })).not.toBeInTheDocument();

    const verify = within(panel).getByRole('link', { name: 'Verify your identity' });
    expect(verify).toHaveAttribute('href', identityVerificationPath);
    await user.click(verify);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('heading', { name: 'Identity verification', level: 1 }),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/transactions/payout/request')).toHaveLength(0);
  });

  it("says support's reason for a rejection, with the way to send the details again", async () => {
    const reason = 'The selfie is too dark to compare with the ID.';
    mockDashboard({ 'GET /v1/user/verification': verificationIs({ state: 'rejected', reason }) });
    const { withdraw } = await openStandardWithdrawDialog();
    const rejected = await within(withdraw).findByRole('region', {
      name: 'We could not verify your identity',
    });
    // support's reason ends with its own full stop: the sentence has one, not two
    expect(rejected).toHaveTextContent(
      'We could not verify your identity: The selfie is too dark to compare with the ID. Please send your details again to withdraw.',
    );
    expect(within(rejected).getByRole('link', { name: 'Verify your identity' })).toBeInTheDocument();
  });

  it('while support checks the details, says so and links to where it stands', async () => {
    mockDashboard({ 'GET /v1/user/verification': verificationIs({ state: 'pending' }) });
    const { withdraw } = await openStandardWithdrawDialog();
    const pending = await within(withdraw).findByRole('region', { name: 'We are checking your identity' });
    expect(pending).toHaveTextContent(
      'We are still checking your identity. You can withdraw once it is verified: we will tell you by email.',
    );
    expect(within(pending).getByRole('link', { name: 'See your verification' })).toHaveAttribute(
      'href',
      identityVerificationPath,
    );
  });

  it('warns above the form when the yearly check again is due, with the way to it', async () => {
    mockDashboard({ 'GET /v1/user/verification': verificationIs({ renewal_due: true }) });
    const { withdraw } = await openStandardWithdraw();

    const notice = within(withdraw).getByText(/we need to verify your identity again/);
    expect(notice).toHaveTextContent('your payouts this year could pass ₱100,000');
    expect(within(notice).getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      identityVerificationPath,
    );
    // the form is still there: a payout below the threshold goes as usual
    expect(within(withdraw).getByLabelText('Amount')).toBeInTheDocument();
  });
});
