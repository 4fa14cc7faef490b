import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@pixel/contract';
import { buildUser, renderApp, sentBodies, siteConfig, type MockResponse } from '@/testing/test-utils';
import {
  buildChallenge,
  mockDashboard as mockCalls,
  openDashboardCard,
  twoFactorCodeRefused,
} from '../testing/payout-builders';

/** The provider of PAYMENT_PROVIDER=paymongo: no account sign-in. */
const noAccountSignIn: MockResponse = {
  body: {
    data: {
      captcha: { provider: 'off', site_key: null },
      login_platforms: [],
      support_email: 'support@pixel.ph',
      gift_limits: { min_amount: '20.00', max_amount: '100000.00' },
    },
  },
};

const challenge = buildChallenge({ otp_token: 'tok_link' });

const linkedElsewhere: MockResponse = {
  status: 409,
  body: {
    exception: 'ConflictException',
    message_key: 'ePaymentLinkedElsewhere',
    message: 'This e-payment account is already linked to another PIXEL account.',
  },
};

const mockDashboard = (
  extra: Parameters<typeof mockCalls>[0] = {},
  {
    config = siteConfig,
    user = buildUser(),
    twoFactor = false,
  }: { config?: MockResponse; user?: User; twoFactor?: boolean } = {},
) => mockCalls(extra, { config, user, available: '500.00', twoFactor });

const appCode = 'Code from your authenticator app';

/** A creator who signed up by email: the card offers to link an account. */
async function openLinkModal() {
  const { user, card } = await openDashboardCard('Payout accounts');
  expect(card).toHaveTextContent('Link an e-payment account for free payouts.');
  await user.click(within(card).getByRole('button', { name: 'Link e-payment account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Link E-payment Account' });
  return { user, card, dialog };
}

// whole journeys through the dashboard: slower than one component
describe('Link E-payment Account', { timeout: 20_000 }, () => {
  it("signs in at the provider where it has account sign-in, and doesn't ask for a number", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockDashboard({
      'POST /v1/user/linked-account/with': {
        body: { data: { authentication_url: 'http://localhost/sandbox/oauth/authorize?state=s' } },
      },
    });
    const { user, dialog } = await openLinkModal();
    expect(within(dialog).queryByLabelText('Mobile Number')).not.toBeInTheDocument();

    await user.click(await within(dialog).findByRole('button', { name: 'Continue with e-payment account' }));
    // two-factor sign-in is off: no app's code is asked, or sent
    expect(within(dialog).queryByLabelText(appCode)).not.toBeInTheDocument();

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/oauth/authorize?state=s'),
    );
    expect(sentBodies(fetchMock, 'POST /v1/user/linked-account/with')).toEqual([{ platform: 'sandbox' }]);
  });

  it('links an e-wallet number with the code sent to it where the provider has no sign-in', async () => {
    const fetchMock = mockDashboard(
      {
        'POST /v1/user/linked-account/mobile-number': ({ body }) =>
          (body as { confirm?: number }).confirm
            ? { body: { data: challenge } }
            : { body: { data: { username: 'Juan dela Cruz', mobile_number: '9171234567' } } },
        'POST /v1/user/otp/verify': { body: { data: { verified: true } } },
      },
      { config: noAccountSignIn },
    );
    const { user, card, dialog } = await openLinkModal();
    expect(
      within(dialog).queryByRole('button', { name: 'Continue with e-payment account' }),
    ).not.toBeInTheDocument();

    await user.click(await within(dialog).findByRole('button', { name: 'CONTINUE' }));
    expect(await within(dialog).findByText('The account name field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The mobile number field is required.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Account Name/), 'Juan dela Cruz');
    await user.type(within(dialog).getByLabelText('Mobile Number'), '9171234567');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));

    const first = await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' });
    expect(dialog).toHaveTextContent('+63 9** *** 4567');
    await user.click(first);
    await user.paste('135790');

    expect(await screen.findByText('E-payment Account Successfully Linked')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Link E-payment Account' })).not.toBeInTheDocument(),
    );
    expect(sentBodies(fetchMock, 'POST /v1/user/linked-account/mobile-number')).toEqual([
      { account_name: 'Juan dela Cruz', mobile_number: '9171234567', confirm: 1 },
      {
        account_name: 'Juan dela Cruz',
        mobile_number: '9171234567',
        otp_code: '135790',
        otp_token: 'tok_link',
      },
    ]);
    // the card now shows the account, ready for the free payout
    // (the number is a piece of its own, kept on one line)
    expect(
      await within(card).findByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === 'Juan dela Cruz · +63 917 1234 567',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View linked payment account' })).toBeInTheDocument();
  });

  it("asks an account with two-factor sign-in for the app's code above the provider's button", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockDashboard(
      {
        'POST /v1/user/linked-account/with': ({ body }) =>
          (body as { two_factor_code?: string }).two_factor_code === '246810'
            ? { body: { data: { authentication_url: 'http://localhost/sandbox/oauth/authorize?state=s' } } }
            : twoFactorCodeRefused('The code is invalid or has expired.'),
      },
      { twoFactor: true },
    );
    const { user, dialog } = await openLinkModal();
    const code = await within(dialog).findByLabelText(appCode);
    const button = within(dialog).getByRole('button', { name: 'Continue with e-payment account' });
    // the field comes first, above the button
    expect(code.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(button);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('The code from your authenticator app is required.'),
      ),
    );
    expect(sentBodies(fetchMock, 'POST /v1/user/linked-account/with')).toEqual([]);

    await user.type(code, '135790');
    await user.click(button);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('The code is invalid or has expired.'),
      ),
    );
    expect(assign).not.toHaveBeenCalled();

    await user.clear(code);
    // Enter in the field sends it too
    await user.type(code, '246810{Enter}');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/oauth/authorize?state=s'),
    );
    expect(sentBodies(fetchMock, 'POST /v1/user/linked-account/with')).toEqual([
      { platform: 'sandbox', two_factor_code: '135790' },
      { platform: 'sandbox', two_factor_code: '246810' },
    ]);
  });

  it("asks an account with two-factor sign-in for the app's code before the e-wallet's", async () => {
    const fetchMock = mockDashboard(
      {
        'POST /v1/user/linked-account/mobile-number': ({ body }) => {
          const { confirm, two_factor_code } = body as { confirm?: number; two_factor_code?: string };
          if (!confirm)
            return { body: { data: { username: 'Juan dela Cruz', mobile_number: '9171234567' } } };
          return two_factor_code === '246810'
            ? { body: { data: challenge } }
            : twoFactorCodeRefused('The code is invalid or has expired.');
        },
        'POST /v1/user/otp/verify': { body: { data: { verified: true } } },
      },
      { config: noAccountSignIn, twoFactor: true },
    );
    const { user, dialog } = await openLinkModal();
    await user.type(await within(dialog).findByLabelText(/Account Name/), 'Juan dela Cruz');
    await user.type(within(dialog).getByLabelText('Mobile Number'), '9171234567');
    const code = within(dialog).getByLabelText(appCode);
    await user.type(code, '135790');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining('The code is invalid or has expired.'),
      ),
    );

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    await user.click(await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('112233');

    expect(await screen.findByText('E-payment Account Successfully Linked')).toBeInTheDocument();
    const account = { account_name: 'Juan dela Cruz', mobile_number: '9171234567' };
    expect(sentBodies(fetchMock, 'POST /v1/user/linked-account/mobile-number')).toEqual([
      { ...account, confirm: 1, two_factor_code: '135790' },
      { ...account, confirm: 1, two_factor_code: '246810' },
      { ...account, otp_code: '112233', otp_token: 'tok_link' },
    ]);
  });

  it("says so when the number is another PIXEL account's, and keeps what was typed", async () => {
    mockDashboard(
      { 'POST /v1/user/linked-account/mobile-number': linkedElsewhere },
      { config: noAccountSignIn },
    );
    const { user, dialog } = await openLinkModal();
    await user.type(await within(dialog).findByLabelText(/Account Name/), 'Juan dela Cruz');
    await user.type(within(dialog).getByLabelText('Mobile Number'), '9171234567');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));

    const error = await screen.findByRole('dialog', { name: 'UNABLE TO PROCEED' });
    expect(error).toHaveTextContent('This e-payment account is already linked to another PIXEL account.');
    await user.click(within(error).getByRole('button', { name: 'GOT IT' }));
    const form = await screen.findByRole('dialog', { name: 'Link E-payment Account' });
    expect(within(form).getByLabelText(/Account Name/)).toHaveValue('Juan dela Cruz');
  });

  it('keeps what was typed when a field is refused after the code, and marks it', async () => {
    mockDashboard(
      {
        'POST /v1/user/linked-account/mobile-number': ({ body }) =>
          (body as { confirm?: number }).confirm
            ? { body: { data: challenge } }
            : {
                status: 422,
                body: {
                  exception: 'ValidationException',
                  message_key: 'invalidData',
                  message: 'The given data was invalid.',
                  errors: { mobile_number: ['This number is already linked to another PIXEL account.'] },
                },
              },
        'POST /v1/user/otp/verify': { body: { data: { verified: true } } },
      },
      { config: noAccountSignIn },
    );
    const { user, dialog } = await openLinkModal();
    await user.type(await within(dialog).findByLabelText(/Account Name/), 'Juan dela Cruz');
    await user.type(within(dialog).getByLabelText('Mobile Number'), '9171234567');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    await user.click(await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('135790');

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Mobile Number')).toHaveAccessibleDescription(
        'This number is already linked to another PIXEL account.',
      ),
    );
    expect(within(dialog).getByLabelText(/Account Name/)).toHaveValue('Juan dela Cruz');
    expect(within(dialog).getByLabelText('Mobile Number')).toHaveValue('917 1234 567');
    expect(screen.queryByRole('dialog', { name: 'UNABLE TO PROCEED' })).not.toBeInTheDocument();
  });

  it('is offered in Select Payout Option to a creator without a linked account', async () => {
    mockDashboard();
    const { user, card: balance } = await openDashboardCard('Available balance');
    await user.click(await within(balance).findByRole('button', { name: 'Withdraw' }));
    const options = await screen.findByRole('dialog', { name: 'Select Payout Option' });
    expect(options).toHaveTextContent('Link an e-payment account to withdraw for free.');
    expect(options).toHaveTextContent('FREE');

    await user.click(within(options).getByRole('button', { name: 'Link E-payment Account' }));

    expect(await screen.findByRole('dialog', { name: 'Link E-payment Account' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Select Payout Option' })).not.toBeInTheDocument();
  });
});

describe('Coming back from the provider', { timeout: 20_000 }, () => {
  it('links the account and shows it', async () => {
    const fetchMock = mockDashboard({
      'POST /v1/user/linked-account/token': {
        body: { data: { username: 'juan.epay', mobile_number: '9171234567' } },
      },
    });
    const { router } = renderApp('/dashboard/e-payment/link?code=the-code&state=the-state');

    const dialog = await screen.findByRole('dialog', { name: 'Linked Payment Account' });
    expect(dialog).toHaveTextContent('juan.epay');
    expect(dialog).toHaveTextContent('+63 917 1234 567');
    expect(await screen.findByText('E-payment Account Successfully Linked')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sentBodies(fetchMock, 'POST /v1/user/linked-account/token')).toEqual([
      { code: 'the-code', state: 'the-state' },
    ]);
  });

  it("says why when the account is another PIXEL user's", async () => {
    mockDashboard({ 'POST /v1/user/linked-account/token': linkedElsewhere });
    const { router } = renderApp('/dashboard/e-payment/link?code=the-code&state=the-state');

    const error = await screen.findByRole('dialog', { name: 'UNABLE TO PROCEED' });
    expect(error).toHaveTextContent('This e-payment account is already linked to another PIXEL account.');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('goes back to the dashboard when the person cancelled at the provider', async () => {
    const fetchMock = mockDashboard();
    const { router } = renderApp('/dashboard/e-payment/link?error=access_denied&state=the-state');

    expect(await screen.findByText('Your e-payment account was not linked.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sentBodies(fetchMock, 'POST /v1/user/linked-account/token')).toEqual([]);
  });
});
