import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { identityVerificationPath, payoutMessages } from '@pixel/contract';
import { sentBodies, twoFactorStatus } from '@/testing/test-utils';
import { twoFactorCodeRefused } from '../testing/payout-builders';
import {
  appCode,
  balance,
  challenge,
  identityRefused,
  mockDashboard,
  openStandardWithdraw,
  payout,
} from '../testing/withdraw-journey';

// Withdraw from the amount to the payout, and each refusal of the server said where the creator can act.

// whole journeys through the dashboard: slower than one component
describe('Withdraw', { timeout: 20_000 }, () => {
  it('withdraws with the code sent by SMS and shows Payout Successfully', async () => {
    let balanceCalls = 0;
    const fetchMock = mockDashboard({
      'GET /v1/user/balance': () => (balanceCalls++ === 0 ? balance('500.00') : balance('285.00')),
      'POST /v1/user/transactions/payout/request': { body: { data: challenge } },
      'POST /v1/user/transactions/payout/bank': { body: { data: payout } },
    });
    const { user, withdraw } = await openStandardWithdraw();

    // two-factor sign-in is off: the form does not ask for the app's code, and sends none
    expect(within(withdraw).queryByLabelText(appCode)).not.toBeInTheDocument();
    expect(withdraw).toHaveTextContent('up to ₱5,000.00 per month');
    expect(withdraw).toHaveTextContent('₱15.00');
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    expect(withdraw).toHaveTextContent('₱215.00');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    const otp = await screen.findByRole('dialog', { name: 'Enter OTP Code' });
    expect(sentBodies(fetchMock, 'POST /v1/user/transactions/payout/request')).toEqual([
      { bank_slug: 'bdo', amount: '200.00', confirm: 1 },
    ]);
    expect(otp).toHaveTextContent('+63 9** *** 4567');
    expect(within(otp).getByRole('button', { name: 'RESEND OTP CODE' })).toBeDisabled();
    expect(otp).toHaveTextContent('You can request a new code in 30 s.');

    await user.click(within(otp).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');

    const success = await screen.findByRole('dialog', { name: 'Payout Successfully' });
    expect(sentBodies(fetchMock, 'POST /v1/user/transactions/payout/bank')).toEqual([
      { bank_slug: 'bdo', amount: '200.00', otp_code: '123456', otp_token: 'tok_1' },
    ]);
    expect(success).toHaveTextContent('PO-0001');
    expect(success).toHaveTextContent('₱215.00');
    expect(await screen.findByText('Payout Request Submitted.')).toBeInTheDocument();
    // the wallet card shows the new balance
    await waitFor(() => expect(balanceCalls).toBeGreaterThan(1));

    await user.click(within(success).getByRole('button', { name: 'DONE' }));
    expect(await screen.findByText('₱285.00')).toBeInTheDocument();
  });

  it('shows Insufficient balance under the amount when the server says so', async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'insufficientBalance',
          message: 'Insufficient balance',
          errors: { amount: ['Insufficient balance'] },
        },
      },
    });
    const { user, withdraw } = await openStandardWithdraw();

    await user.type(within(withdraw).getByLabelText('Amount'), '300');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    await waitFor(() =>
      expect(within(withdraw).getByLabelText('Amount')).toHaveAccessibleDescription('Insufficient balance'),
    );
    expect(screen.queryByRole('dialog', { name: 'UNABLE TO PROCEED' })).not.toBeInTheDocument();
  });

  it('shows the amount still allowed this month when the payout is over the limit', async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': {
        status: 422,
        body: {
          exception: 'OverLimitPayoutException',
          message_key: 'overLimit',
          message:
            'This is more than the maximum amount for standard payouts this month. You can still withdraw up to ₱1,000.00.',
          data: { amount_allowed: '1000.00' },
        },
      },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '300');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    const dialog = await screen.findByRole('dialog', { name: 'UNABLE TO PROCEED' });
    expect(dialog).toHaveTextContent('You can still withdraw up to ₱1,000.00.');
    expect(dialog).toHaveTextContent('Amount allowed for withdrawal');
    expect(dialog).toHaveTextContent('₱1,000.00');
    expect(within(dialog).getByRole('link', { name: /withdraw all my PIXEL earnings/ })).toHaveAttribute(
      'href',
      '/help/why-cant-i-withdraw-all-my-pixel-earnings?category=payouts-and-fees',
    );

    // back to the form, with what was typed
    await user.click(within(dialog).getByRole('button', { name: 'GOT IT' }));
    const again = await screen.findByRole('dialog', { name: 'Withdraw' });
    expect(within(again).getByLabelText('Amount')).toHaveValue('300');
  });

  it('shows errors.payout_request in the error modal', async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'invalidData',
          message: 'The given data was invalid.',
          errors: { payout_request: ['You have a payout in progress.'] },
        },
      },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '150');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    const dialog = await screen.findByRole('dialog', { name: 'UNABLE TO PROCEED' });
    expect(dialog).toHaveTextContent('You have a payout in progress.');
  });

  it('says until when payouts are on hold after a change of payout details', async () => {
    const message =
      "Payouts are on hold until Nov 30, 2026, 10:15 PM (Manila time) because your payout details were changed. If this wasn't you, use the link we sent you to freeze your payouts.";
    mockDashboard({
      'POST /v1/user/transactions/payout/request': {
        status: 403,
        body: {
          exception: 'ForbiddenException',
          message_key: 'forbidden',
          message,
          errors: { payout_request: [message] },
          data: { held_until: '2026-11-30T14:15:00.000Z' },
        },
      },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '150');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    const dialog = await screen.findByRole('dialog', { name: 'PAYOUTS ON HOLD' });
    expect(dialog).toHaveTextContent(message);
  });

  it('says in words when the next payout can be asked for, past the payouts a day allows', async () => {
    const wait =
      'You can ask for 3 payouts in 24 hours. You can ask for the next one in 22 hours and 59 minutes.';
    mockDashboard({
      'POST /v1/user/transactions/payout/request': {
        status: 429,
        body: {
          exception: 'TooManyRequestsException',
          message_key: 'tooManyRequests',
          message: wait,
          data: { retry_in_seconds: 82_740 },
        },
      },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    expect(await within(withdraw).findByText(wait)).toBeInTheDocument();
    expect(within(withdraw).queryByText(/82740 seconds/)).not.toBeInTheDocument();
    expect(within(withdraw).getByRole('button', { name: 'REQUEST OTP' })).toBeDisabled();
  });
});

// whole journeys through the dashboard: slower than one component
describe('Withdraw, with two-factor sign-in', { timeout: 20_000 }, () => {
  it("asks an account with two-factor sign-in for the app's code, with the request only", async () => {
    const fetchMock = mockDashboard(
      {
        'POST /v1/user/transactions/payout/request': ({ body }) =>
          (body as { two_factor_code?: string }).two_factor_code === '123456'
            ? { body: { data: challenge } }
            : twoFactorCodeRefused('The code is invalid or has expired.'),
        'POST /v1/user/transactions/payout/bank': { body: { data: payout } },
      },
      { twoFactor: true },
    );
    const { user, withdraw } = await openStandardWithdraw();
    const code = within(withdraw).getByLabelText(appCode);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAccessibleDescription(
      'Open your authenticator app and type the code it shows for PIXEL.',
    );

    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('The code from your authenticator app is required.'),
      ),
    );
    expect(sentBodies(fetchMock, 'POST /v1/user/transactions/payout/request')).toHaveLength(0);

    // a wrong code: the server's word is under the field
    await user.type(code, '111111');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('The code is invalid or has expired.'),
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'UNABLE TO PROCEED' })).not.toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter OTP Code' });
    await user.click(within(otp).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('654321');

    await screen.findByRole('dialog', { name: 'Payout Successfully' });
    expect(sentBodies(fetchMock, 'POST /v1/user/transactions/payout/request')).toEqual([
      { bank_slug: 'bdo', amount: '200.00', confirm: 1, two_factor_code: '111111' },
      { bank_slug: 'bdo', amount: '200.00', confirm: 1, two_factor_code: '123456' },
    ]);
    expect(sentBodies(fetchMock, 'POST /v1/user/transactions/payout/bank')).toEqual([
      { bank_slug: 'bdo', amount: '200.00', otp_code: '654321', otp_token: 'tok_1' },
    ]);
  });

  it('says the wait after too many wrong codes under the code field', async () => {
    const wait = 'Too many requests. Please try again in 840 seconds.';
    mockDashboard(
      {
        'POST /v1/user/transactions/payout/request': {
          status: 429,
          body: {
            exception: 'TooManyRequestsException',
            message_key: 'tooManyRequests',
            message: wait,
            data: { retry_in_seconds: 840 },
          },
        },
      },
      { twoFactor: true },
    );
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.type(within(withdraw).getByLabelText(appCode), '123456');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    await waitFor(() =>
      expect(within(withdraw).getByLabelText(appCode)).toHaveAccessibleDescription(
        expect.stringContaining(wait),
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'UNABLE TO PROCEED' })).not.toBeInTheDocument();
  });

  it('shows the code field when the server asks for a code the page thought was off', async () => {
    // two-factor sign-in was turned on in another tab after this page read its status
    let statusReads = 0;
    const required = 'The code from your authenticator app is required.';
    mockDashboard({
      'GET /v1/user/two-factor': () => twoFactorStatus(statusReads++ > 0),
      'POST /v1/user/transactions/payout/request': twoFactorCodeRefused(required),
    });
    const { user, withdraw } = await openStandardWithdraw();
    expect(within(withdraw).queryByLabelText(appCode)).not.toBeInTheDocument();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    const code = await within(withdraw).findByLabelText(appCode);
    expect(code).toHaveAccessibleDescription(expect.stringContaining(required));
    expect(screen.queryByRole('dialog', { name: 'UNABLE TO PROCEED' })).not.toBeInTheDocument();
  });
});

// whole journeys through the dashboard: slower than one component
describe('Withdraw, before money leaves', { timeout: 20_000 }, () => {
  it("shows the server's refusal for the yearly check again in the same panel", async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': identityRefused({
        state: 'approved',
        reason: null,
        renewal: true,
        verify_path: identityVerificationPath,
      }),
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    const panel = await within(withdraw).findByRole('region', { name: 'Verify your identity again' });
    expect(panel).toHaveTextContent(
      'Your payouts this year pass ₱100,000, so we need to verify your identity again before this payout.',
    );
    expect(within(panel).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      identityVerificationPath,
    );
    expect(within(withdraw).queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'UNABLE TO PROCEED' })).not.toBeInTheDocument();
  });

  it('says a bank in another name than the verified one is refused, in the form, not lost', async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'invalidData',
          message: payoutMessages.nameMismatch,
          errors: { bank_slug: [payoutMessages.nameMismatch] },
        },
      },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    const alert = await within(withdraw).findByRole('alert');
    expect(alert).toHaveTextContent('You cannot withdraw to this account yet');
    expect(alert).toHaveTextContent(payoutMessages.nameMismatch);
    expect(within(withdraw).getByLabelText('Amount')).toHaveValue('200');
    expect(screen.queryByRole('dialog', { name: 'UNABLE TO PROCEED' })).not.toBeInTheDocument();
  });
});
