import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { payoutMessages } from '@pixel/contract';
import { buildUser, sentBodies } from '@/testing/test-utils';
import {
  buildUserBank,
  mockDashboard as mockCalls,
  openDashboardCard,
  twoFactorCodeRefused,
} from '../testing/payout-builders';

const bdo = buildUserBank({ mobile_number: null });
const bpi = buildUserBank({
  account_number: '111122223333',
  bank_details: { slug: 'bpi', name: 'BPI' },
  mobile_number: null,
  is_disabled: true,
});

const mockDashboard = (extra: Parameters<typeof mockCalls>[0] = {}, { twoFactor = false } = {}) =>
  mockCalls(extra, {
    user: buildUser({ linked_account: { username: 'juan.epay', mobile_number: '9171234567' } }),
    banks: [bdo, bpi],
    twoFactor,
  });

const appCode = 'Code from your authenticator app';

const mobileChallenge = {
  body: { data: { otp_mode: 'sms', otp_token: 'tok_m', sent_to: '+63 9** *** 4321', retry_in_seconds: 300 } },
};

/** From the card to the Update Mobile Number modal of the BDO account. */
async function openUpdateMobileNumber() {
  const { user, card } = await openCard();
  await user.click(within(card).getByRole('button', { name: 'View BDO Unibank 001234567890' }));
  const detail = await screen.findByRole('dialog', { name: 'Bank Account' });
  await user.click(within(detail).getByRole('button', { name: 'Update mobile number' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Mobile Number' });
  return { user, dialog };
}

async function openCard() {
  const { user, card } = await openDashboardCard('Payout accounts');
  await within(card).findByText('BDO Unibank');
  return { user, card };
}

// whole journeys through the dashboard: slower than one component
describe('Payout accounts', { timeout: 20_000 }, () => {
  it('keeps exactly one bank active: enabling one disables the other', async () => {
    const fetchMock = mockDashboard({
      'POST /v1/user/banks/enable': {
        body: {
          data: [
            { ...bdo, is_disabled: true },
            { ...bpi, is_disabled: false },
          ],
        },
      },
    });
    const { user, card } = await openCard();
    const list = within(card).getByRole('list', { name: 'Bank accounts' });
    expect(within(list).getAllByText('Active')).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: 'Enable BPI 111122223333' }));

    expect(
      await within(card).findByRole('button', { name: 'Enable BDO Unibank 001234567890' }),
    ).toBeInTheDocument();
    expect(within(list).getAllByText('Active')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'POST /v1/user/banks/enable')).toEqual([{ bank_slug: 'bpi' }]);
    expect(await screen.findByText('Successfully Updated.')).toBeInTheDocument();
  });

  it('says why an enable was refused, and shows the banks the server has', async () => {
    // the bank was removed meanwhile (another tab, or support): the server refuses, and lists BDO alone
    let banks = [bdo, bpi];
    mockCalls(
      {
        'GET /v1/user/banks': () => ({ body: { data: banks } }),
        'POST /v1/user/banks/enable': () => {
          banks = [bdo];
          return {
            status: 422,
            body: {
              exception: 'ValidationException',
              message_key: 'invalidData',
              message: payoutMessages.bankNotLinked,
              errors: { bank_slug: [payoutMessages.bankNotLinked] },
            },
          };
        },
      },
      { banks },
    );
    const { user, card } = await openCard();

    await user.click(within(card).getByRole('button', { name: 'Enable BPI 111122223333' }));

    expect(await screen.findByText(payoutMessages.bankNotLinked)).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText('BPI')).not.toBeInTheDocument());
    expect(within(card).getByText('BDO Unibank')).toBeInTheDocument();
  });

  it('shows the linked payment account', async () => {
    mockDashboard();
    const { user, card } = await openCard();
    expect(card).toHaveTextContent('juan.epay');

    await user.click(within(card).getByRole('button', { name: 'View linked payment account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Linked Payment Account' });
    expect(dialog).toHaveTextContent('Verified');
    expect(dialog).toHaveTextContent('juan.epay');
    expect(dialog).toHaveTextContent('+63 917 1234 567');
  });

  it('shows a bank account, sends changes to support, and updates the mobile number with a code', async () => {
    const fetchMock = mockDashboard({
      'PUT /v1/user/transactions/payout/add/mobilenumber': ({ body }) =>
        (body as { confirm?: number }).confirm
          ? {
              body: {
                data: {
                  otp_mode: 'sms',
                  otp_token: 'tok_m',
                  sent_to: '+63 9** *** 4321',
                  retry_in_seconds: 300,
                },
              },
            }
          : { body: { data: [{ ...bdo, mobile_number: '9187654321' }, bpi] } },
      'POST /v1/user/otp/verify': { body: { data: { verified: true } } },
    });
    const { user, card } = await openCard();

    await user.click(within(card).getByRole('button', { name: 'View BDO Unibank 001234567890' }));
    const detail = await screen.findByRole('dialog', { name: 'Bank Account' });
    expect(detail).toHaveTextContent('Juan dela Cruz');
    expect(detail).toHaveTextContent('001234567890');
    expect(detail).toHaveTextContent('BDO Unibank');
    expect(detail).toHaveTextContent('Not Available');
    expect(detail).toHaveTextContent(
      'To delete or change this bank account, please contact our support team.',
    );
    expect(within(detail).getByRole('link', { name: 'CONTACT SUPPORT' })).toHaveAttribute(
      'href',
      'mailto:support@pixel.ph',
    );

    await user.click(within(detail).getByRole('button', { name: 'Update mobile number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Mobile Number' });
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeInTheDocument();
    await user.type(await within(dialog).findByLabelText('Mobile Number'), '9187654321');
    // two-factor sign-in is off: no app's code is asked, or sent
    expect(within(dialog).queryByLabelText(appCode)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mobile Number')).toHaveValue('918 7654 321');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE CHANGES' }));

    const first = await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' });
    expect(within(dialog).getByRole('button', { name: 'RESEND OTP CODE' })).toBeDisabled();
    await user.click(first);
    await user.paste('246810');

    expect(await screen.findByText('Mobile Number Successfully Updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Update Mobile Number' })).not.toBeInTheDocument(),
    );
    expect(sentBodies(fetchMock, 'PUT /v1/user/transactions/payout/add/mobilenumber')).toEqual([
      { mobile_number: '9187654321', confirm: 1 },
      { mobile_number: '9187654321', otp_code: '246810', otp_token: 'tok_m' },
    ]);
    expect(sentBodies(fetchMock, 'POST /v1/user/otp/verify')).toEqual([
      { otp_code: '246810', otp_token: 'tok_m' },
    ]);
  });

  it("asks an account with two-factor sign-in for the app's code with a new mobile number", async () => {
    const fetchMock = mockDashboard(
      {
        'PUT /v1/user/transactions/payout/add/mobilenumber': ({ body }) => {
          const { confirm, two_factor_code } = body as { confirm?: number; two_factor_code?: string };
          if (!confirm) return { body: { data: [{ ...bdo, mobile_number: '9187654321' }, bpi] } };
          return two_factor_code === '246810'
            ? mobileChallenge
            : twoFactorCodeRefused('The code is invalid or has expired.');
        },
        'POST /v1/user/otp/verify': { body: { data: { verified: true } } },
      },
      { twoFactor: true },
    );
    const { user, dialog } = await openUpdateMobileNumber();
    await user.type(await within(dialog).findByLabelText('Mobile Number'), '9187654321');
    const code = within(dialog).getByLabelText(appCode);
    await user.type(code, '135790');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE CHANGES' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('The code is invalid or has expired.'),
      ),
    );

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE CHANGES' }));
    await user.click(await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('112233');

    expect(await screen.findByText('Mobile Number Successfully Updated')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/user/transactions/payout/add/mobilenumber')).toEqual([
      { mobile_number: '9187654321', confirm: 1, two_factor_code: '135790' },
      { mobile_number: '9187654321', confirm: 1, two_factor_code: '246810' },
      { mobile_number: '9187654321', otp_code: '112233', otp_token: 'tok_m' },
    ]);
  });
});
