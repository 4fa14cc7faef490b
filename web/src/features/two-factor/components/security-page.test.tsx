import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

const signedIn = { body: { data: buildUser() } };
const statusOf = (on: boolean, left = 10) => ({
  body: {
    data: {
      enabled: on,
      totp_enabled: on,
      passkeys: 0,
      enabled_at: on ? '2026-11-20T02:00:00.000Z' : null,
      recovery_codes_left: on ? left : 0,
    },
  },
});
const codes = Array.from({ length: 10 }, (_, index) => `ABCD-EF${String(index).padStart(2, '2')}`);
const invalidCode = {
  status: 422,
  body: {
    exception: 'ValidationException',
    message_key: 'twoFactorWrongCode',
    message: 'The code is invalid or has expired.',
    errors: { code: ['The code is invalid or has expired.'] },
  },
};

describe('Sign-in & security', () => {
  it('turns two-factor sign-in on with a QR code and a first code, then shows the recovery codes once', async () => {
    let on = false;
    let confirms = 0;
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/two-factor': () => statusOf(on),
      'POST /v1/user/two-factor/totp': {
        body: {
          data: {
            otpauth_url: 'otpauth://totp/PIXEL:juan%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=PIXEL',
            secret: 'JBSWY3DPEHPK3PXP',
          },
        },
      },
      'POST /v1/user/two-factor/totp/confirm': () => {
        confirms += 1;
        if (confirms === 1) return invalidCode;
        on = true;
        return { body: { data: { recovery_codes: codes } } };
      },
    });
    renderApp('/dashboard/settings/security');
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await user.click(await within(section).findByRole('button', { name: 'Turn on' }));
    expect(
      await within(section).findByRole('img', { name: 'QR code to add PIXEL to your authenticator app' }),
    ).toBeInTheDocument();
    // the key to type by hand, in groups of four
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    // Turn on is gone: the focus is on the field the next step asks for, not on the page's body
    const code = within(section).getByLabelText('Code from the app');
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '111111');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code is invalid or has expired.'));
    await user.clear(code);
    await user.type(code, '222222');
    await user.click(within(section).getByRole('button', { name: 'Confirm' }));

    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    // Confirm is gone: the focus is on what says to keep them
    expect(
      within(section).getByText('Save your recovery codes now').closest('[tabindex="-1"]'),
    ).toHaveFocus();
    expect(sentBodies(fetchMock, 'POST /v1/user/two-factor/totp/confirm')).toEqual([
      { code: '111111' },
      { code: '222222' },
    ]);
    await user.click(within(section).getByRole('button', { name: 'I saved my codes' }));
    expect(await within(section).findByText('On')).toBeInTheDocument();
    expect(within(section).getByText(/10 of 10 recovery codes left/)).toBeInTheDocument();
    expect(within(section).queryByText(codes[0]!)).not.toBeInTheDocument();
    // and the saved codes' button is gone: the focus is on the section's heading, above On
    expect(within(section).getByRole('heading', { name: 'Two-factor sign-in' })).toHaveFocus();
  });

  it('asks an account with passkeys for one before it gives a key for the app', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/two-factor': {
        body: { data: { ...statusOf(false).body.data, enabled: true, passkeys: 1 } },
      },
      'GET /v1/user/passkeys': { body: { data: [] } },
      'POST /v1/user/two-factor/passkey/options': {
        body: { data: { challenge: 'c2lnbi1tZQ', allowCredentials: [], userVerification: 'preferred' } },
      },
    });
    renderApp('/dashboard/settings/security');
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(
      await within(section).findByText('You will confirm with one of your passkeys first.'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    // this browser has no passkeys: nothing is asked of the server without one
    expect(await within(section).findByRole('alert')).toHaveTextContent('This browser cannot use passkeys.');
    expect(sentBodies(fetchMock, 'POST /v1/user/two-factor/passkey/options')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'POST /v1/user/two-factor/totp')).toEqual([]);
  });

  it('turns it off with the password and a recovery code', async () => {
    let on = true;
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/two-factor': () => statusOf(on, 2),
      'DELETE /v1/user/two-factor/totp': () => {
        on = false;
        return { body: { data: { message: 'Two-factor sign-in is off.' } } };
      },
    });
    renderApp('/dashboard/settings/security');
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(await within(section).findByText(/Few recovery codes are left/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(within(section).getByLabelText('Password')).toHaveAccessibleDescription(
      'The password is required.',
    );

    await user.type(within(section).getByLabelText('Password'), 'correct horse');
    await user.type(within(section).getByLabelText('Code from your app, or a recovery code'), 'abcd-ef22');
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));

    expect(await within(section).findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Two-factor sign-in' })).toHaveFocus();
    expect(sentBodies(fetchMock, 'DELETE /v1/user/two-factor/totp')).toEqual([
      { password: 'correct horse', recovery_code: 'abcd-ef22' },
    ]);
  });
});
