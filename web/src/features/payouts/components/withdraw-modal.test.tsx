import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  identityRequiredMessage,
  identityRequiredMessages,
  identityVerificationPath,
  payoutMessages,
  type IdentityRequiredData,
  type IdentityVerification,
  type UserBank,
} from '@pixel/contract';
import { buildUser, sentBodies, twoFactorStatus, type MockResponse } from '@/testing/test-utils';
import {
  buildChallenge,
  buildPayout,
  buildUserBank,
  buildVerification,
  mockDashboard as mockCalls,
  openDashboardCard,
  twoFactorCodeRefused,
} from '../testing/payout-builders';

const bdo = buildUserBank();
const challenge = buildChallenge({ retry_in_seconds: 30 });

const payout = buildPayout();

const balance = (amount: string): MockResponse => ({
  body: { data: [{ currency: 'PHP', amount, pending_amount: '0.00' }] },
});

const mockDashboard = (
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

const appCode = 'Code from your authenticator app';

async function openPayoutOptions() {
  const { user, card } = await openDashboardCard('Available balance');
  await user.click(await within(card).findByRole('button', { name: 'Withdraw' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Payout Option' });
  return { user, dialog };
}

async function openStandardWithdraw() {
  const { user, dialog } = await openPayoutOptions();
  await user.click(await within(dialog).findByRole('button', { name: /^Standard/ }));
  const withdraw = await screen.findByRole('dialog', { name: 'Withdraw' });
  await within(withdraw).findByText('₱500.00');
  return { user, withdraw };
}

// whole journeys through the dashboard: slower than one component
describe('Select Payout Option', { timeout: 20_000 }, () => {
  it('offers direct e-payment, free and recommended, and standard to the enabled bank with its fee', async () => {
    mockDashboard();
    const { dialog } = await openPayoutOptions();

    const direct = within(dialog).getByRole('button', { name: /^Direct e-payment/ });
    expect(direct).toHaveTextContent('FREE');
    expect(direct).toHaveTextContent('Recommended');
    expect(direct).toHaveTextContent('juan.epay');
    expect(direct).toHaveTextContent('+63 917 1234 567');

    const standard = await within(dialog).findByRole('button', { name: /^Standard/ });
    expect(standard).toHaveTextContent('₱15.00 FEE');
    expect(standard).toHaveTextContent('BDO Unibank');
    expect(standard).toHaveTextContent('001234567890');
  });

  it('asks for a linked account before direct e-payment, and for a bank before standard', async () => {
    mockDashboard({}, { linked: null, banks: [] });
    const { dialog } = await openPayoutOptions();

    expect(await within(dialog).findByRole('button', { name: 'Add Bank Account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Link E-payment Account' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Direct e-payment/ })).not.toBeInTheDocument();
  });

  it('opens a free withdrawal to the linked account', async () => {
    mockDashboard();
    const { user, dialog } = await openPayoutOptions();
    await user.click(within(dialog).getByRole('button', { name: /^Direct e-payment/ }));

    const withdraw = await screen.findByRole('dialog', { name: 'Withdraw' });
    await within(withdraw).findByLabelText('Amount');
    expect(withdraw).toHaveTextContent('juan.epay');
    expect(withdraw).toHaveTextContent('Direct e-payment payouts are free.');
    expect(withdraw).not.toHaveTextContent('₱15.00');
  });
});

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

  it('shows the amount still allowed this month when the payout is over the limit', async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': {
        status: 422,
        body: {
          exception: 'OverLimitPayoutException',
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

  it('highlights a wrong code for 2 seconds, clears it, and takes the right one', async () => {
    let tries = 0;
    mockDashboard({
      'POST /v1/user/transactions/payout/request': { body: { data: challenge } },
      'POST /v1/user/transactions/payout/bank': () =>
        tries++ === 0
          ? {
              status: 422,
              body: { exception: 'OTPCodeInvalidException', message: 'The OTP code is invalid.' },
            }
          : { body: { data: payout } },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    const otp = await screen.findByRole('dialog', { name: 'Enter OTP Code' });
    const first = within(otp).getByRole('textbox', { name: 'Digit 1 of 6' });
    await user.click(first);
    await user.paste('111111');

    expect(await within(otp).findByText('The OTP code is invalid.')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(first).toHaveValue(''), { timeout: 3000 });
    expect(screen.queryByRole('dialog', { name: 'UNABLE TO PROCEED' })).not.toBeInTheDocument();

    await user.click(first);
    await user.paste('123456');
    expect(await screen.findByRole('dialog', { name: 'Payout Successfully' })).toBeInTheDocument();
  });

  it('says when to try again if a new code is asked for too early', async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': { body: { data: { ...challenge, retry_in_seconds: 0 } } },
      'POST /v1/user/otp/resend': {
        status: 429,
        body: {
          exception: 'TooManyRequestsException',
          message: 'Too many requests.',
          data: { retry_in_seconds: 25 },
        },
      },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    const otp = await screen.findByRole('dialog', { name: 'Enter OTP Code' });
    await user.click(within(otp).getByRole('button', { name: 'RESEND OTP CODE' }));

    expect(await within(otp).findByText('Please try again in 25 seconds.')).toBeInTheDocument();
    expect(within(otp).getByRole('button', { name: 'RESEND OTP CODE' })).toBeDisabled();
  });

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

  it('shows the tax withheld for the BIR and what the account receives', async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': { body: { data: challenge } },
      'POST /v1/user/transactions/payout/bank': { body: { data: { ...payout, withholding: '1.00' } } },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter OTP Code' });
    await user.click(within(otp).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');

    const success = await screen.findByRole('dialog', { name: 'Payout Successfully' });
    expect(within(success).getByText('Tax withheld for the BIR').nextSibling).toHaveTextContent('₱1.00');
    expect(within(success).getByText('Your account receives').nextSibling).toHaveTextContent('₱199.00');
  });

  it('says in words when the next payout can be asked for, past the payouts a day allows', async () => {
    const wait =
      'You can ask for 3 payouts in 24 hours. You can ask for the next one in 22 hours and 59 minutes.';
    mockDashboard({
      'POST /v1/user/transactions/payout/request': {
        status: 429,
        body: { exception: 'TooManyRequestsException', message: wait, data: { retry_in_seconds: 82_740 } },
      },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));

    expect(await within(withdraw).findByText(wait)).toBeInTheDocument();
    expect(within(withdraw).queryByText(/82740 seconds/)).not.toBeInTheDocument();
    expect(within(withdraw).getByRole('button', { name: 'REQUEST OTP' })).toBeDisabled();
  });

  it('says the wait after too many wrong codes under the code field', async () => {
    const wait = 'Too many requests. Please try again in 840 seconds.';
    mockDashboard(
      {
        'POST /v1/user/transactions/payout/request': {
          status: 429,
          body: { exception: 'TooManyRequestsException', message: wait, data: { retry_in_seconds: 840 } },
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

/** Opens Standard from the payout options, to the Withdraw modal, whatever it shows first. */
async function openStandardWithdrawDialog() {
  const { user, dialog } = await openPayoutOptions();
  await user.click(await within(dialog).findByRole('button', { name: /^Standard/ }));
  const withdraw = await screen.findByRole('dialog', { name: 'Withdraw' });
  return { user, withdraw };
}

const verificationIs = (overrides: Partial<IdentityVerification>): MockResponse => ({
  body: { data: buildVerification(overrides) },
});

const identityRefused = (data: IdentityRequiredData): MockResponse => ({
  status: 403,
  body: {
    exception: 'IdentityVerificationRequiredException',
    message: identityRequiredMessage(data),
    data,
  },
});

// whole journeys through the dashboard: slower than one component
describe('Withdraw, before money leaves', { timeout: 20_000 }, () => {
  it('asks a creator who never verified to verify first, instead of the amount, and takes them there', async () => {
    const fetchMock = mockDashboard({ 'GET /v1/user/verification': verificationIs({ state: 'none' }) });
    const { user, withdraw } = await openStandardWithdrawDialog();

    const panel = await within(withdraw).findByRole('region', { name: 'One step before your first payout' });
    expect(panel).toHaveTextContent(identityRequiredMessages.none);
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
    expect(pending).toHaveTextContent(identityRequiredMessages.pending);
    expect(within(pending).getByRole('link', { name: 'See your verification' })).toHaveAttribute(
      'href',
      identityVerificationPath,
    );
  });

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
    expect(panel).toHaveTextContent(identityRequiredMessages.renewal);
    expect(within(panel).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      identityVerificationPath,
    );
    expect(within(withdraw).queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'UNABLE TO PROCEED' })).not.toBeInTheDocument();
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

  it('says a bank in another name than the verified one is refused, in the form, not lost', async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': {
        status: 422,
        body: {
          exception: 'ValidationException',
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

  it('says a first payout is reviewed and when it is sent, in Manila time, and that nothing is needed', async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': { body: { data: challenge } },
      'POST /v1/user/transactions/payout/bank': {
        body: { data: { ...payout, review_until: '2026-11-22T07:05:00.000Z' } },
      },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter OTP Code' });
    await user.click(within(otp).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');

    const success = await screen.findByRole('dialog', { name: 'Payout Request Submitted' });
    const note = within(success).getByRole('note');
    expect(note).toHaveTextContent('Your first payout is being reviewed');
    expect(note).toHaveTextContent(
      'It will be sent on Nov 22, 2026 at 3:05 pm (Manila time). Nothing more is needed from you.',
    );
  });

  it('says a payout PIXEL holds is checked before it is sent, and that it stays pending in the history', async () => {
    mockDashboard({
      'POST /v1/user/transactions/payout/request': { body: { data: challenge } },
      'POST /v1/user/transactions/payout/bank': { body: { data: { ...payout, on_hold: true } } },
    });
    const { user, withdraw } = await openStandardWithdraw();
    await user.type(within(withdraw).getByLabelText('Amount'), '200');
    await user.click(within(withdraw).getByRole('button', { name: 'REQUEST OTP' }));
    const otp = await screen.findByRole('dialog', { name: 'Enter OTP Code' });
    await user.click(within(otp).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');

    const success = await screen.findByRole('dialog', { name: 'Payout Request Submitted' });
    const note = within(success).getByRole('note');
    expect(note).toHaveTextContent('PIXEL is checking this payout');
    expect(note).toHaveTextContent('It shows as pending in your payout history until it is on its way');
  });
});
