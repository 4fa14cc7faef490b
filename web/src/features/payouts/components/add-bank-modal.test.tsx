import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Bank, UserBank } from '@pixel/contract';
import { pageOf, sentBodies } from '@/testing/test-utils';
import {
  buildChallenge,
  buildUserBank,
  mockDashboard as mockCalls,
  openDashboardCard,
  twoFactorCodeRefused,
} from '../testing/payout-builders';

const providerBanks: Bank[] = [
  { slug: 'bdo', name: 'BDO Unibank', type: 'bank' },
  { slug: 'bpi', name: 'Bank of the Philippine Islands', type: 'bank' },
  { slug: 'gcash', name: 'GCash', type: 'ewallet' },
];

const bpi = buildUserBank({
  account_number: '111122223333',
  bank_details: { slug: 'bpi', name: 'Bank of the Philippine Islands' },
});
const added = buildUserBank();
const challenge = buildChallenge({ otp_token: 'tok_bank' });

const mockDashboard = (
  banks: UserBank[],
  extra: Parameters<typeof mockCalls>[0] = {},
  { twoFactor = false } = {},
) =>
  mockCalls(
    {
      'GET /v1/banks': ({ url }) => {
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        return pageOf(
          providerBanks.filter((bank) => bank.name.toLowerCase().includes(search)),
          { per_page: 100 },
        );
      },
      ...extra,
    },
    { banks, twoFactor },
  );

const appCode = 'Code from your authenticator app';

async function openAddBank() {
  const { user, card } = await openDashboardCard('Payout accounts');
  await user.click(within(card).getByRole('button', { name: 'Add Bank Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Bank Account' });
  await within(dialog).findByLabelText('Account Name');
  return { user, dialog, card };
}

async function fillAccount(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByLabelText('Account Name'));
  await user.paste('Juan dela Cruz');
  await user.click(within(dialog).getByLabelText('Account Number'));
  await user.paste('001234567890');
  await user.click(within(dialog).getByRole('button', { name: 'Bank' }));
  await within(dialog).findByRole('option', { name: /^GCash/ });
  await user.type(within(dialog).getByRole('combobox', { name: 'Search bank' }), 'bdo');
  // the list is searched once the typing stops
  await waitFor(() =>
    expect(within(dialog).queryByRole('option', { name: /^GCash/ })).not.toBeInTheDocument(),
  );
  await user.click(await within(dialog).findByRole('option', { name: 'BDO Unibank' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: 'Bank' })).toHaveTextContent('BDO Unibank'),
  );
}

// whole journeys through the dashboard: slower than one component
describe('Add Bank Account', { timeout: 20_000 }, () => {
  it('adds a first bank with the mobile number, verified by the code sent to it', async () => {
    const fetchMock = mockDashboard([], {
      'POST /v1/user/banks/add/bank': ({ body }) =>
        (body as { confirm?: number }).confirm ? { body: { data: challenge } } : { body: { data: [added] } },
      'POST /v1/user/otp/verify': { body: { data: { verified: true } } },
    });
    const { user, dialog, card } = await openAddBank();

    expect(dialog).toHaveTextContent("By clicking CONTINUE, you agree to PIXEL's Terms of Service");
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/legal/terms-and-conditions',
    );
    expect(within(dialog).getByRole('link', { name: 'Data Privacy Notice' })).toHaveAttribute(
      'href',
      '/legal/privacy-notice',
    );

    await fillAccount(user, dialog);
    const mobile = within(dialog).getByLabelText('Mobile Number');
    await user.type(mobile, '9171234567');
    expect(mobile).toHaveValue('917 1234 567');

    const bankQueries = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/v1/banks')
      .map((url) => Object.fromEntries(url.searchParams));
    expect(bankQueries).toEqual([
      { page: '1', per_page: '100' },
      { page: '1', per_page: '100', search: 'bdo' },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));

    expect(await within(dialog).findByText(/Enter the 6-digit code we sent to/)).toHaveTextContent(
      '+63 9** *** 4567',
    );
    expect(dialog).toHaveTextContent('You can request a new code in 5 min.');
    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');

    expect(await screen.findByText('Bank Account Successfully Added')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Bank Account' })).not.toBeInTheDocument(),
    );
    const fields = {
      bank_slug: 'bdo',
      account_name: 'Juan dela Cruz',
      account_number: '001234567890',
      mobile_number: '9171234567',
    };
    expect(sentBodies(fetchMock, 'POST /v1/user/otp/verify')).toEqual([
      { otp_code: '123456', otp_token: 'tok_bank' },
    ]);
    expect(sentBodies(fetchMock, 'POST /v1/user/banks/add/bank')).toEqual([
      { ...fields, confirm: 1 },
      { ...fields, otp_code: '123456', otp_token: 'tok_bank' },
    ]);
    expect(await within(card).findByText('BDO Unibank')).toBeInTheDocument();
  });

  it('does not ask for the mobile number with a later bank', async () => {
    const fetchMock = mockDashboard([bpi], {
      'POST /v1/user/banks/add/bank': { body: { data: challenge } },
    });
    const { user, dialog } = await openAddBank();

    expect(within(dialog).queryByLabelText('Mobile Number')).not.toBeInTheDocument();
    // two-factor sign-in is off: no app's code is asked, or sent
    expect(within(dialog).queryByLabelText(appCode)).not.toBeInTheDocument();
    await fillAccount(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));

    await within(dialog).findByText(/Enter the 6-digit code we sent to/);
    expect(sentBodies(fetchMock, 'POST /v1/user/banks/add/bank')).toEqual([
      { bank_slug: 'bdo', account_name: 'Juan dela Cruz', account_number: '001234567890', confirm: 1 },
    ]);
  });

  it('says which fields are missing', async () => {
    const fetchMock = mockDashboard([]);
    const { user, dialog } = await openAddBank();

    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Account Name')).toHaveAccessibleDescription(
        'The account name field is required.',
      ),
    );
    expect(within(dialog).getByLabelText('Account Number')).toHaveAccessibleDescription(
      'The account number field is required.',
    );
    expect(dialog).toHaveTextContent('The bank field is required.');
    expect(within(dialog).getByLabelText('Mobile Number')).toHaveAccessibleDescription(
      /The mobile number field is required\./,
    );
    expect(sentBodies(fetchMock, 'POST /v1/user/banks/add/bank')).toHaveLength(0);
  });

  it("shows the server's field errors under the fields", async () => {
    mockDashboard([bpi], {
      'POST /v1/user/banks/add/bank': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'invalidData',
          message: 'The given data was invalid.',
          errors: {
            bank_slug: ['The selected bank is invalid.'],
            account_number: ['The account number must contain digits only.'],
          },
        },
      },
    });
    const { user, dialog } = await openAddBank();
    await fillAccount(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Account Number')).toHaveAccessibleDescription(
        'The account number must contain digits only.',
      ),
    );
    expect(dialog).toHaveTextContent('The selected bank is invalid.');
    expect(screen.queryByRole('dialog', { name: 'UNABLE TO PROCEED' })).not.toBeInTheDocument();
  });

  it('starts over with an empty form when adding fails for another reason than the code', async () => {
    mockDashboard([bpi], {
      'POST /v1/user/banks/add/bank': ({ body }) =>
        (body as { confirm?: number }).confirm
          ? { body: { data: challenge } }
          : {
              status: 500,
              body: {
                exception: 'ServerErrorException',
                message_key: 'unexpected',
                message: 'The bank could not be added.',
              },
            },
      'POST /v1/user/otp/verify': { body: { data: { verified: true } } },
    });
    const { user, dialog } = await openAddBank();
    await fillAccount(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    await user.click(await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');

    const error = await screen.findByRole('dialog', { name: 'UNABLE TO PROCEED' });
    expect(error).toHaveTextContent('The bank could not be added.');
    await user.click(within(error).getByRole('button', { name: 'GOT IT' }));

    const again = await screen.findByRole('dialog', { name: 'Add Bank Account' });
    expect(await within(again).findByLabelText('Account Name')).toHaveValue('');
    expect(within(again).getByLabelText('Account Number')).toHaveValue('');
    expect(within(again).queryByRole('textbox', { name: 'Digit 1 of 6' })).not.toBeInTheDocument();
  });

  it('keeps the code step on a wrong code', async () => {
    mockDashboard([bpi], {
      'POST /v1/user/banks/add/bank': { body: { data: challenge } },
      'POST /v1/user/otp/verify': {
        status: 422,
        body: {
          exception: 'OTPCodeInvalidException',
          message_key: 'otpInvalid',
          message: 'The OTP code is invalid.',
        },
      },
    });
    const { user, dialog } = await openAddBank();
    await fillAccount(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    await user.click(await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('999999');

    expect(await within(dialog).findByText('The OTP code is invalid.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'UNABLE TO PROCEED' })).not.toBeInTheDocument();
  });

  it('waits 300 seconds again after a new code is sent', async () => {
    const fetchMock = mockDashboard([bpi], {
      'POST /v1/user/banks/add/bank': { body: { data: { ...challenge, retry_in_seconds: 0 } } },
      'POST /v1/user/otp/resend': { body: { data: challenge } },
    });
    const { user, dialog } = await openAddBank();
    await fillAccount(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    const resend = await within(dialog).findByRole('button', { name: 'RESEND OTP CODE' });
    expect(resend).toBeEnabled();

    await user.click(resend);

    expect(await within(dialog).findByText('You can request a new code in 5 min.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'RESEND OTP CODE' })).toBeDisabled();
    expect(sentBodies(fetchMock, 'POST /v1/user/otp/resend')).toEqual([{ otp_token: 'tok_bank' }]);
  });

  it("asks an account with two-factor sign-in for the app's code, sent with the first step only", async () => {
    const account = { bank_slug: 'bdo', account_name: 'Juan dela Cruz', account_number: '001234567890' };
    const fetchMock = mockDashboard(
      [bpi],
      {
        'POST /v1/user/banks/add/bank': ({ body }) => {
          const { confirm, two_factor_code } = body as { confirm?: number; two_factor_code?: string };
          if (!confirm) return { body: { data: [bpi, added] } };
          return two_factor_code === '246810'
            ? { body: { data: challenge } }
            : twoFactorCodeRefused('The code is invalid or has expired.');
        },
        'POST /v1/user/otp/verify': { body: { data: { verified: true } } },
      },
      { twoFactor: true },
    );
    const { user, dialog } = await openAddBank();
    await fillAccount(user, dialog);
    const code = within(dialog).getByLabelText(appCode);
    await user.type(code, '135790');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));

    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('The code is invalid or has expired.'),
      ),
    );
    // what was typed stays, for the code alone to be typed again
    expect(within(dialog).getByLabelText('Account Number')).toHaveValue('001234567890');

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    await user.click(await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');

    expect(await screen.findByText('Bank Account Successfully Added')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/banks/add/bank')).toEqual([
      { ...account, confirm: 1, two_factor_code: '135790' },
      { ...account, confirm: 1, two_factor_code: '246810' },
      { ...account, otp_code: '123456', otp_token: 'tok_bank' },
    ]);
  });

  it('says the wait after too many wrong codes under the code field', async () => {
    const wait = 'Too many requests. Please try again in 600 seconds.';
    mockDashboard(
      [bpi],
      {
        'POST /v1/user/banks/add/bank': {
          status: 429,
          body: {
            exception: 'TooManyRequestsException',
            message_key: 'tooManyRequests',
            message: wait,
            data: { retry_in_seconds: 600 },
          },
        },
      },
      { twoFactor: true },
    );
    const { user, dialog } = await openAddBank();
    await fillAccount(user, dialog);
    await user.type(within(dialog).getByLabelText(appCode), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText(appCode)).toHaveAccessibleDescription(
        expect.stringContaining(wait),
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'UNABLE TO PROCEED' })).not.toBeInTheDocument();
  });
});
