import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig, unauthorized } from '@/testing/test-utils';
import { markHumanVerified } from '../lib/human-check';

async function logIn(email = 'juan@example.com', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const turnstileConfig = { provider: 'turnstile', site_key: '1x00000000000000000000AA' };

const loginAnswer = (user: ReturnType<typeof buildUser>, deactivation_details: unknown = null) => ({
  body: { data: { user, deactivation_details } },
});

const captchaAsked =
  'Many wrong passwords were tried on this account. Confirm that you are human, then log in again.';
const askedForCaptcha = {
  status: 422,
  body: {
    exception: 'ValidationException',
    message_key: 'invalidData',
    message: captchaAsked,
    errors: { captcha_token: [captchaAsked] },
  },
};
const withTurnstile = {
  body: { data: { ...(siteConfig.body as { data: object }).data, captcha: turnstileConfig } },
};
const deactivation = { reason: 'Taking a break', deactivated_at: '2026-03-01T02:00:00Z' };

/** Turnstile, solved at once: each widget gives a token of its own, named after where it was shown. */
function solvedTurnstile() {
  const widgets = { page: 0, dialog: 0 };
  window.turnstile = {
    render: (container, options) => {
      const where = container.closest('[role="dialog"]') ? 'dialog' : 'page';
      widgets[where] += 1;
      options.callback(`${where}-token-${widgets[where]}`);
      return `${where}-widget-${widgets[where]}`;
    },
    remove: () => undefined,
  };
}

describe('log-in page', () => {
  it('says what happened when an e-payment sign-in failed (?login_error=)', async () => {
    mockApi({ 'GET /v1/site/config': siteConfig, 'GET /v1/user/profile': unauthorized });
    renderApp('/auth/login?login_error=provider');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't sign you in with your e-payment account.",
    );
  });

  it('shows no sign-in error on a plain visit', async () => {
    mockApi({ 'GET /v1/site/config': siteConfig, 'GET /v1/user/profile': unauthorized });
    renderApp('/auth/login');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByText(/couldn't sign you in/)).not.toBeInTheDocument();
  });

  it('shows the server message under the password field when the password is wrong', async () => {
    mockApi({
      'GET /v1/site/config': siteConfig,
      'POST /v1/auth/login': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'wrongCredentials',
          message: 'These credentials do not match our records.',
          errors: { password: ['These credentials do not match our records.'] },
        },
      },
    });
    renderApp('/auth/login');

    await logIn();

    // the only element a label search for "password" finds is the field (browser tests rely on it)
    const [password, ...others] = screen.getAllByLabelText(/password/i);
    expect(others).toHaveLength(0);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('These credentials do not match our records.'),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the captcha with each try once the account has had many wrong passwords', async () => {
    markHumanVerified();
    const asked =
      'Many wrong passwords were tried on this account. Confirm that you are human, then log in again.';
    let tries = 0;
    const fetchMock = mockApi({
      'GET /v1/site/config': {
        body: { data: { ...(siteConfig.body as { data: object }).data, captcha: turnstileConfig } },
      },
      'GET /v1/user/profile': unauthorized,
      'POST /v1/auth/login': () => {
        tries += 1;
        if (tries === 1) {
          return {
            status: 422,
            body: {
              exception: 'ValidationException',
              message_key: 'invalidData',
              message: asked,
              errors: { captcha_token: [asked] },
            },
          };
        }
        return loginAnswer(buildUser());
      },
    });
    // Turnstile, solved at once: each widget gives a token of its own
    let widgets = 0;
    window.turnstile = {
      render: (_container, options) => {
        widgets += 1;
        options.callback(`token-${widgets}`);
        return `widget-${widgets}`;
      },
      remove: () => undefined,
    };
    renderApp('/auth/login');

    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(asked);
    expect(screen.getByRole('group', { name: 'Captcha Verification' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(tries).toBe(2));
    expect(sentBodies(fetchMock, 'POST /v1/auth/login')).toEqual([
      { email: 'juan@example.com', password: 'correct horse' },
      { email: 'juan@example.com', password: 'correct horse', captcha_token: 'token-1' },
    ]);
    delete window.turnstile;
  });

  it('checks the required fields before calling the server', async () => {
    const fetchMock = mockApi({ 'GET /v1/site/config': siteConfig });
    renderApp('/auth/login');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('The email is required.')).toBeInTheDocument();
    expect(screen.getByText('The password is required.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/auth/login')).toHaveLength(0);
  });

  it('takes an active user to the dashboard', async () => {
    const signedIn = buildUser();
    let loggedIn = false;
    mockApi({
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/profile': () => (loggedIn ? { body: { data: signedIn } } : unauthorized),
      'POST /v1/auth/login': () => {
        loggedIn = true;
        return loginAnswer(signedIn);
      },
    });
    const { router } = renderApp('/auth/login');

    await logIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Juan dela Cruz' })).toBeInTheDocument();
  });

  it('goes back to the page in ?redirect= after logging in, but never to another site', async () => {
    const signedIn = buildUser();
    mockApi({
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/profile': { body: { data: signedIn } },
      'POST /v1/auth/login': loginAnswer(signedIn),
    });
    const { router } = renderApp('/auth/login?redirect=%2Fdashboard%2Ftransactions%2Fhistory%3Ftab%3Dpayout');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/transactions/history'));
    expect(router.state.location.search).toBe('?tab=payout');
  });

  it('ignores a redirect to another origin', async () => {
    const signedIn = buildUser();
    mockApi({
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/profile': { body: { data: signedIn } },
      'POST /v1/auth/login': loginAnswer(signedIn),
    });
    const { router } = renderApp('/auth/login?redirect=%2F%2Fevil.example%2Fsteal');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('offers to reactivate a deactivated account, then goes to the dashboard', async () => {
    const inactive = buildUser({ status: 'inactive' });
    const fetchMock = mockApi({
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'POST /v1/auth/login': loginAnswer(inactive, {
        reason: 'Taking a break',
        deactivated_at: '2026-03-01T02:00:00Z',
      }),
      'POST /v1/auth/reactivate/account': loginAnswer(buildUser()),
    });
    const { router } = renderApp('/auth/login');

    await logIn('Juan@Example.com', 'my password');

    const dialog = await screen.findByRole('dialog', { name: 'Account Deactivated' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reactivate' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sentBodies(fetchMock, 'POST /v1/auth/reactivate/account')).toEqual([
      { email: 'juan@example.com', password: 'my password', reactivate_account: 1 },
    ]);
  });

  it('asks the reactivation for a captcha of its own after a log-in that was asked for one', async () => {
    markHumanVerified();
    let tries = 0;
    const fetchMock = mockApi({
      'GET /v1/site/config': withTurnstile,
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'POST /v1/auth/login': () =>
        (tries += 1) === 1 ? askedForCaptcha : loginAnswer(buildUser({ status: 'inactive' }), deactivation),
      'POST /v1/auth/reactivate/account': loginAnswer(buildUser()),
    });
    solvedTurnstile();
    const { router } = renderApp('/auth/login');

    await logIn();
    await screen.findByRole('group', { name: 'Captcha Verification' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));

    // the log-in's token is spent: the dialog shows a fresh widget, and its token goes with the reactivation
    const dialog = await screen.findByRole('dialog', { name: 'Account Deactivated' });
    expect(within(dialog).getByRole('group', { name: 'Captcha Verification' })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please confirm that you are human to continue.',
    );
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Reactivate' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sentBodies(fetchMock, 'POST /v1/auth/login')[1]).toMatchObject({ captcha_token: 'page-token-1' });
    expect(sentBodies(fetchMock, 'POST /v1/auth/reactivate/account')).toEqual([
      {
        email: 'juan@example.com',
        password: 'correct horse',
        reactivate_account: 1,
        captcha_token: 'dialog-token-1',
      },
    ]);
    delete window.turnstile;
  });

  it('shows the captcha in the reactivation dialog when the reactivation is asked for one', async () => {
    markHumanVerified();
    let tries = 0;
    const fetchMock = mockApi({
      'GET /v1/site/config': withTurnstile,
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'POST /v1/auth/login': loginAnswer(buildUser({ status: 'inactive' }), deactivation),
      'POST /v1/auth/reactivate/account': () =>
        (tries += 1) === 1 ? askedForCaptcha : loginAnswer(buildUser()),
    });
    solvedTurnstile();
    const { router } = renderApp('/auth/login');

    await logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Account Deactivated' });
    // nothing was asked yet: no widget
    expect(within(dialog).queryByRole('group', { name: 'Captcha Verification' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(captchaAsked);
    expect(within(dialog).getByRole('group', { name: 'Captcha Verification' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sentBodies(fetchMock, 'POST /v1/auth/reactivate/account')).toEqual([
      { email: 'juan@example.com', password: 'correct horse', reactivate_account: 1 },
      {
        email: 'juan@example.com',
        password: 'correct horse',
        reactivate_account: 1,
        captcha_token: 'dialog-token-1',
      },
    ]);
    delete window.turnstile;
  });

  it('asks an inactive user without deactivation details to verify their email', async () => {
    mockApi({
      'GET /v1/site/config': siteConfig,
      'POST /v1/auth/login': loginAnswer(buildUser({ status: 'inactive', email_verified_at: null })),
    });
    const { router } = renderApp('/auth/login');

    await logIn();

    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    expect(dialog).toHaveTextContent('juan@example.com');
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('opens Verify Your Email on AccountAlreadyExistsException', async () => {
    mockApi({
      'GET /v1/site/config': siteConfig,
      'POST /v1/auth/login': {
        status: 409,
        body: {
          exception: 'AccountAlreadyExistsException',
          message_key: 'notVerified',
          message: 'Please verify your email first.',
        },
      },
    });
    renderApp('/auth/login');

    await logIn('maria@example.com');

    expect(await screen.findByRole('dialog', { name: 'Verify Your Email' })).toHaveTextContent(
      'maria@example.com',
    );
  });

  it('sends the verification code of the mail link as authorization_code', async () => {
    const fetchMock = mockApi({
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'POST /v1/auth/login': loginAnswer(buildUser()),
    });
    renderApp('/auth/login?verification_code=abc123');

    expect(
      await screen.findByText('Log in to verify your email and activate your account.'),
    ).toBeInTheDocument();
    await logIn();

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /v1/auth/login')).toEqual([
        { email: 'juan@example.com', password: 'correct horse', authorization_code: 'abc123' },
      ]),
    );
  });

  it('shows the generic error modal when the server fails', async () => {
    mockApi({
      'GET /v1/site/config': siteConfig,
      'POST /v1/auth/login': {
        status: 500,
        body: { exception: 'ServerErrorException', message_key: 'unexpected', message: 'Server Error' },
      },
    });
    renderApp('/auth/login');

    await logIn();

    const dialog = await screen.findByRole('dialog', { name: 'UNABLE TO PROCEED' });
    expect(dialog).toHaveTextContent('Server Error');
  });

  describe('with two-factor sign-in', () => {
    const challenge = { body: { data: { two_factor_required: true, challenge_token: 'tok-1' } } };
    const invalid = (field: string, message: string) => ({
      status: 422,
      body: {
        exception: 'ValidationException',
        message_key: 'invalidData',
        message,
        errors: { [field]: [message] },
      },
    });

    it('asks for the app’s code after the password, says a wrong one under the field, and signs in', async () => {
      let tries = 0;
      const fetchMock = mockApi({
        'GET /v1/site/config': siteConfig,
        'GET /v1/user/profile': unauthorized,
        'POST /v1/auth/login': challenge,
        'POST /v1/auth/login/two-factor': () =>
          (tries += 1) === 1
            ? invalid('code', 'The code is invalid or has expired.')
            : loginAnswer(buildUser()),
      });
      const { router } = renderApp('/auth/login?redirect=%2Fdashboard%2Fwallet');
      await logIn();

      const user = userEvent.setup();
      const code = await screen.findByLabelText('Code');
      expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
      await user.type(code, '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(code).toHaveAccessibleDescription('The code is invalid or has expired.'));
      await user.clear(code);
      await user.type(code, '654321');
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wallet'));
      expect(sentBodies(fetchMock, 'POST /v1/auth/login/two-factor')).toEqual([
        { challenge_token: 'tok-1', code: '123456' },
        { challenge_token: 'tok-1', code: '654321' },
      ]);
    });

    it('takes a recovery code instead, and goes back to the password when the step expired', async () => {
      const fetchMock = mockApi({
        'GET /v1/site/config': siteConfig,
        'GET /v1/user/profile': unauthorized,
        'POST /v1/auth/login/two-factor': invalid(
          'challenge_token',
          'Your sign-in took too long. Log in again.',
        ),
      });
      // where an e-payment sign-in or a reactivation lands
      renderApp('/auth/login?challenge=tok-2');

      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
      await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh');
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in took too long. Log in again.');
      expect(screen.getByLabelText('Email')).toBeInTheDocument();
      expect(sentBodies(fetchMock, 'POST /v1/auth/login/two-factor')).toEqual([
        { challenge_token: 'tok-2', recovery_code: 'abcd-efgh' },
      ]);
    });
  });
});
