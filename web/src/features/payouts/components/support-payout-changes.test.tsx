import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { payoutMessages, type SupportPayoutChange, type UserBank } from '@pixel/contract';
import { buildUser, sentBodies, type MockResponse } from '@/testing/test-utils';
import {
  buildSupportPayoutChange,
  buildUserBank,
  mockDashboard as mockCalls,
  openDashboardCard,
} from '../testing/payout-builders';

const bdo = buildUserBank();
const bpi = buildUserBank({
  account_number: '9876543210',
  bank_details: { slug: 'PH_BPI', name: 'Bank of the Philippine Islands' },
});
const bankChange = buildSupportPayoutChange();
const changedBanks: UserBank[] = [{ ...bdo, is_disabled: true }, bpi];
const confirmPath = `POST /v1/user/payout-changes/${bankChange.id}/confirm`;
const changedTitle = 'PIXEL support changed your payout bank';

const wrongCode: MockResponse = {
  status: 422,
  body: {
    exception: 'OTPCodeInvalidException',
    message_key: 'otpInvalid',
    message: 'The OTP code is invalid.',
    errors: { otp_code: ['The OTP code is invalid.'] },
  },
};

/**
 * The dashboard of a creator with BDO on file and `changes` waiting; the change's answer is `confirm`'s,
 * by default the server's to a right code, which makes BPI the enabled bank.
 */
function mockDashboard(
  changes: SupportPayoutChange[],
  confirm: (body: unknown) => MockResponse = () => ({
    body: { data: { message: 'Your payout details are changed.', banks: changedBanks } },
  }),
) {
  let banks: UserBank[] = [bdo];
  let waiting = changes;
  return mockCalls(
    {
      'GET /v1/user/banks': () => ({ body: { data: banks } }),
      'GET /v1/user/payout-changes': () => ({ body: { data: waiting } }),
      [confirmPath]: ({ body }) => {
        const answer = confirm(body);
        if (!answer.status) banks = changedBanks;
        // a wrong code leaves the change waiting; made, or gone meanwhile, it is listed no more
        if (answer.status !== 422) waiting = [];
        return answer;
      },
      'POST /v1/user/otp/resend': { body: { data: { ...bankChange.otp, retry_in_seconds: 300 } } },
    },
    {
      user: buildUser({ linked_account: { username: 'juan.epay', mobile_number: '9171234567' } }),
      banks,
      available: '500.00',
    },
  );
}

/** The dashboard's Payout accounts card, once its banks are there. */
async function openCard() {
  const { user, card } = await openDashboardCard('Payout accounts');
  await within(card).findByText('BDO Unibank');
  return { user, card };
}

/** The change's notice in the card, and its code step opened. */
async function openCodeStep() {
  const { user, card } = await openCard();
  const notice = (await within(card).findByRole('heading', { name: changedTitle })).closest('section')!;
  await user.click(within(notice).getByRole('button', { name: 'Confirm change' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm payout change' });
  const first = await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' });
  return { user, card, dialog, first };
}

// whole journeys through the dashboard: slower than one component
describe('A payout change support entered', { timeout: 20_000 }, () => {
  it('shows the new bank, the reason, where the code went and what to do without having asked', async () => {
    mockDashboard([bankChange]);
    const { card } = await openCard();

    const notice = (await within(card).findByRole('heading', { name: changedTitle })).closest('section')!;
    expect(notice).toHaveTextContent('Bank of the Philippine Islands');
    expect(notice).toHaveTextContent('Juan dela Cruz');
    expect(notice).toHaveTextContent('******3210');
    expect(notice).toHaveTextContent(
      "Support's reason: His BDO account was closed; he wrote from his address on file",
    );
    expect(notice).toHaveTextContent(
      'We sent a code to +63 9** *** 4567. Type it to make the change. Nothing changes until you do.',
    );
    expect(notice).toHaveTextContent(
      'If you did not ask PIXEL support for this, do not type the code, and write to support@pixel.ph.',
    );
    expect(within(notice).getByRole('link', { name: 'support@pixel.ph' })).toHaveAttribute(
      'href',
      'mailto:support@pixel.ph',
    );
  });

  it('shows a new payout number, and a code sent by email', async () => {
    mockDashboard([
      buildSupportPayoutChange({
        kind: 'mobile_number',
        bank_name: null,
        account_name: null,
        account_number: null,
        mobile_number: '+63 9** *** 7788',
        otp: { ...bankChange.otp, otp_mode: 'email', sent_to: 'j***@example.com' },
      }),
    ]);
    const { card } = await openCard();

    const notice = (
      await within(card).findByRole('heading', { name: 'PIXEL support changed your payout number' })
    ).closest('section')!;
    expect(within(notice).getByText('New mobile number')).toBeInTheDocument();
    expect(within(notice).getByText('+63 9** *** 7788').tagName).toBe('DD');
    expect(notice).toHaveTextContent('We sent a code to j***@example.com.');
  });

  it('makes the change with the code and its token, then shows the new bank and no notice', async () => {
    const fetchMock = mockDashboard([bankChange]);
    const { user, card, dialog, first } = await openCodeStep();
    expect(dialog).toHaveTextContent(
      'Your payouts go to Bank of the Philippine Islands account ******3210 of Juan dela Cruz.',
    );
    expect(within(dialog).getByText(/Enter the 6-digit code we sent to/)).toHaveTextContent(
      '+63 9** *** 4567',
    );

    await user.click(first);
    await user.paste('123456');

    expect(await screen.findByText('Your payout details are changed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm payout change' })).not.toBeInTheDocument(),
    );
    expect(sentBodies(fetchMock, confirmPath)).toEqual([{ otp_code: '123456', otp_token: 'tok_support' }]);
    expect(within(card).queryByRole('heading', { name: changedTitle })).not.toBeInTheDocument();
    const list = within(card).getByRole('list', { name: 'Bank accounts' });
    expect(list).toHaveTextContent('Bank of the Philippine Islands');
    expect(within(list).getByRole('button', { name: 'Enable BDO Unibank 001234567890' })).toBeInTheDocument();
  });

  it('says a wrong code is wrong, clears it and takes the right one', async () => {
    const fetchMock = mockDashboard([bankChange], (body) =>
      (body as { otp_code: string }).otp_code === '123456'
        ? { body: { data: { message: 'Your payout details are changed.', banks: [bpi] } } }
        : wrongCode,
    );
    const { user, card, dialog, first } = await openCodeStep();

    await user.click(first);
    await user.paste('999999');

    expect(await within(dialog).findByText('The OTP code is invalid.')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(first).toHaveValue(''), { timeout: 3000 });
    expect(screen.queryByRole('dialog', { name: 'UNABLE TO PROCEED' })).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: changedTitle })).toBeInTheDocument();

    await user.click(first);
    await user.paste('123456');
    expect(await screen.findByText('Your payout details are changed.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, confirmPath)).toEqual([
      { otp_code: '999999', otp_token: 'tok_support' },
      { otp_code: '123456', otp_token: 'tok_support' },
    ]);
  });

  it('says whom to write to once too many wrong codes spent the challenge', async () => {
    const spent = payoutMessages.otpTooManyAttempts;
    mockDashboard([bankChange], () => ({
      status: 422,
      body: {
        exception: 'OTPCodeInvalidException',
        message_key: 'otpTooManyAttempts',
        message: spent,
        errors: { otp_code: [spent] },
      },
    }));
    const { user, dialog, first } = await openCodeStep();

    await user.click(first);
    await user.paste('999999');

    expect(await within(dialog).findByText(spent)).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'This change can no longer be confirmed. If you asked for it, write to support@pixel.ph to have it entered again.',
    );
  });

  it('sends a new code for the same challenge, then waits before the next', async () => {
    const fetchMock = mockDashboard([bankChange]);
    const { user, dialog } = await openCodeStep();

    await user.click(within(dialog).getByRole('button', { name: 'RESEND OTP CODE' }));

    expect(await within(dialog).findByText('You can request a new code in 5 min.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'RESEND OTP CODE' })).toBeDisabled();
    expect(sentBodies(fetchMock, 'POST /v1/user/otp/resend')).toEqual([{ otp_token: 'tok_support' }]);
  });

  it('says so when the change is gone meanwhile, from the Bank Account detail, and drops its notice', async () => {
    // confirmed in another tab meanwhile: the server knows it no more
    const fetchMock = mockDashboard([bankChange], () => ({
      status: 404,
      body: { exception: 'NotFoundException', message_key: 'noSuchChange', message: 'No such change.' },
    }));
    const { user, card } = await openCard();
    await user.click(within(card).getByRole('button', { name: 'View BDO Unibank 001234567890' }));
    const detail = await screen.findByRole('dialog', { name: 'Bank Account' });
    await user.click(await within(detail).findByRole('button', { name: 'Confirm change' }));
    await user.click(await within(detail).findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');

    const refusal = await screen.findByRole('dialog', { name: 'UNABLE TO PROCEED' });
    expect(refusal).toHaveTextContent('No such change.');
    await waitFor(() => expect(within(card).queryByText(changedTitle)).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, 'GET /v1/user/payout-changes').length).toBeGreaterThan(1);
  });

  it('shows nothing when no change waits', async () => {
    const fetchMock = mockDashboard([]);
    const { card } = await openCard();

    await waitFor(() => expect(sentBodies(fetchMock, 'GET /v1/user/payout-changes')).toHaveLength(1));
    expect(within(card).queryByRole('heading', { name: /PIXEL support changed/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Confirm change' })).not.toBeInTheDocument();
  });

  it('is confirmed from the payout options too, which then offer the new bank', async () => {
    const fetchMock = mockDashboard([bankChange]);
    const { user, card } = await openDashboardCard('Available balance');
    await user.click(await within(card).findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Payout Option' });
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm change' }));

    await user.click(await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');

    expect(await screen.findByText('Your payout details are changed.')).toBeInTheDocument();
    const standard = await within(dialog).findByRole('button', { name: /^Standard/ });
    expect(standard).toHaveTextContent('9876543210');
    expect(within(dialog).queryByRole('heading', { name: changedTitle })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, confirmPath)).toEqual([{ otp_code: '123456', otp_token: 'tok_support' }]);
  });
});
