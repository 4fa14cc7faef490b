import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyInfo } from '@/lib/notifications';
import { mockApi, renderApp, siteConfig } from '@/testing/test-utils';

describe('captcha gate', () => {
  it('asks for the captcha on the login page when the site uses Turnstile', async () => {
    mockApi({
      'GET /v1/site/config': {
        body: {
          data: {
            captcha: { provider: 'turnstile', site_key: '1x00000000000000000000AA' },
            login_platforms: ['sandbox'],
            support_email: 'support@pixel.ph',
            gift_limits: { min_amount: '20.00', max_amount: '100000.00' },
          },
        },
      },
    });
    renderApp('/auth/login');

    expect(await screen.findByRole('dialog', { name: 'Captcha Verification' })).toBeInTheDocument();
    // the widget asks for Cloudflare's script once it has mounted, which may be a moment after the dialog
    await waitFor(() =>
      expect(document.querySelector('script[src*="challenges.cloudflare.com/turnstile"]')).not.toBeNull(),
    );
  });

  it('never asks when the captcha is off', async () => {
    mockApi({ 'GET /v1/site/config': siteConfig });
    renderApp('/auth/sign-up');

    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    // the site config has arrived: the page offers the sign-in it names
    await screen.findByRole('button', { name: 'Continue with e-payment account' });
    // the modal host does what it is asked in order: once a snackbar asked after the config shows, a
    // captcha asked for with the config would be open
    notifyInfo('Checked after the site config');
    expect(await screen.findByText('Checked after the site config')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
