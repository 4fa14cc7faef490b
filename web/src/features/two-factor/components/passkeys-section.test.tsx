import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

const signedIn = { body: { data: buildUser() } };
const status = (passkeys: number) => ({
  body: {
    data: {
      enabled: true,
      totp_enabled: true,
      enabled_at: '2026-11-20T02:00:00.000Z',
      recovery_codes_left: 10,
      passkeys,
    },
  },
});
const laptop = {
  id: '7b1f3c2e-1d2a-4c5b-9e8f-0a1b2c3d4e5f',
  name: 'Work laptop',
  created_at: '2026-11-20T02:00:00.000Z',
  last_used_at: '2026-11-24T09:30:00.000Z',
};
const phone = {
  id: '0c9d8e7f-6a5b-4c3d-8e1f-2a3b4c5d6e7f',
  name: 'My phone',
  created_at: '2026-11-22T02:00:00.000Z',
  last_used_at: null,
};

describe('Passkeys on Sign-in & security', () => {
  it('lists each passkey with its name, when it was added and last used', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/two-factor': status(2),
      'GET /v1/user/passkeys': { body: { data: [laptop, phone] } },
    });
    renderApp('/dashboard/settings/security');
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    const list = await within(section).findByRole('list', { name: 'Your passkeys' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(Work laptop|My phone)$/).textContent)).toEqual([
      'Work laptop',
      'My phone',
    ]);
    expect(within(items[0]!).getByText('Added Nov 20, 2026 · Last used Nov 24, 2026')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Added Nov 22, 2026 · Not used yet')).toBeInTheDocument();
  });

  it('removes one after a confirm that asks for the second factor, and says a wrong code under its field', async () => {
    let keys = [laptop, phone];
    let tries = 0;
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/two-factor': () => status(keys.length),
      'GET /v1/user/passkeys': () => ({ body: { data: keys } }),
      [`DELETE /v1/user/passkeys/${phone.id}`]: () => {
        tries += 1;
        if (tries === 1) {
          return {
            status: 422,
            body: {
              exception: 'ValidationException',
              message_key: 'twoFactorWrongCode',
              message: 'The code is invalid or has expired.',
              errors: { two_factor_code: ['The code is invalid or has expired.'] },
            },
          };
        }
        keys = [laptop];
        return { body: { data: { message: 'The passkey was removed.' } } };
      },
    });
    renderApp('/dashboard/settings/security');
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    await user.click(await within(section).findByRole('button', { name: 'Remove My phone' }));
    expect(
      within(section).getByText(/Remove “My phone”\? It will no longer sign you in/),
    ).toBeInTheDocument();

    const code = within(section).getByLabelText('Code from your authenticator app');
    await user.type(code, '111111');
    await user.click(within(section).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/The code is invalid or has expired\./));
    await user.clear(code);
    await user.type(code, '222222');
    await user.click(within(section).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(within(section).queryByText('My phone')).not.toBeInTheDocument());
    expect(within(section).getByText('Work laptop')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `DELETE /v1/user/passkeys/${phone.id}`)).toEqual([
      { two_factor_code: '111111' },
      { two_factor_code: '222222' },
    ]);
  });
});
