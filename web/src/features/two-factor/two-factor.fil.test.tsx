import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { englishLeft, inFilipino } from '@/testing/filipino';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';

const statusOf = (on: boolean, passkeys = 0) => ({
  body: {
    data: {
      enabled: on,
      totp_enabled: on,
      passkeys,
      enabled_at: on ? '2026-11-20T02:00:00.000Z' : null,
      recovery_codes_left: on ? 2 : 0,
    },
  },
});
// the names in the app's key and the authenticator apps are not PIXEL's words
const names = ['Google', 'Microsoft', 'Authenticator', 'Authy', 'JBSW', 'Y3DP', 'EHPK', '3PXP', 'QR'];

describe('Two-factor sign-in in Filipino', () => {
  it('draws turning it on with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/two-factor': statusOf(false),
      'GET /v1/user/passkeys': { body: { data: [] } },
      'POST /v1/user/two-factor/totp': {
        body: {
          data: {
            otpauth_url: 'otpauth://totp/PIXEL:juan%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=PIXEL',
            secret: 'JBSWY3DPEHPK3PXP',
          },
        },
      },
    });
    renderApp('/dashboard/settings/security');
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    const turnOn = await within(section).findByRole('button', { name: 'I-on' });
    expect(englishLeft(section, names)).toEqual([]);

    await userEvent.setup().click(turnOn);
    expect(await within(section).findByLabelText('Code mula sa app')).toBeInTheDocument();
    expect(englishLeft(section, names)).toEqual([]);
  });

  it('draws it on, with few recovery codes left, with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/two-factor': statusOf(true),
      'GET /v1/user/passkeys': { body: { data: [] } },
    });
    renderApp('/dashboard/settings/security');
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(await within(section).findByText('Naka-on')).toBeInTheDocument();
    expect(englishLeft(section, names)).toEqual([]);

    await userEvent.setup().click(within(section).getByRole('button', { name: 'I-off' }));
    expect(
      within(section).getByLabelText('Code mula sa iyong app, o isang recovery code'),
    ).toBeInTheDocument();
    expect(englishLeft(section, names)).toEqual([]);
  });

  it('draws the passkeys with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/two-factor': statusOf(true, 1),
      'GET /v1/user/passkeys': {
        body: {
          data: [
            {
              id: '00000000-0000-4000-8000-0000000000a1',
              name: 'Tablet ni Juan',
              created_at: '2026-11-20T02:00:00.000Z',
              last_used_at: null,
            },
          ],
        },
      },
    });
    renderApp('/dashboard/settings/security');
    const section = await screen.findByRole('region', { name: 'Mga passkey' });
    expect(await within(section).findByText('Hindi pa nagagamit', { exact: false })).toBeInTheDocument();
    const own = [...names, 'Tablet', 'ni', 'Juan'];
    expect(englishLeft(section, own)).toEqual([]);

    await userEvent.setup().click(within(section).getByRole('button', { name: 'Alisin ang Tablet ni Juan' }));
    expect(englishLeft(section, own)).toEqual([]);
  });
});
