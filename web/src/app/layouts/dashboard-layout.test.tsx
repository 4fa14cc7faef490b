import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';

describe('dashboard', () => {
  it('sends a visitor to log in, and keeps the page to come back to', async () => {
    mockApi({ 'GET /v1/user/profile': unauthorized, 'GET /v1/site/config': siteConfig });
    const { router } = renderApp('/dashboard/transactions/history?tab=payout');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/dashboard/transactions/history?tab=payout')}`,
    );
    // a visitor is expected here: no Login modal on top of the login page
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the page name and the page link, and welcomes a user only on the first visit', async () => {
    const user = buildUser();
    mockApi({ 'GET /v1/user/profile': { body: { data: user } }, 'GET /v1/site/config': siteConfig });
    const first = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Juan dela Cruz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${window.location.origin}/juan` })).toBeInTheDocument();
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to PIXEL!' });
    await userEvent.setup().click(within(welcome).getByRole('button', { name: 'GET STARTED' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Juan dela Cruz' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('welcomes again when the URL asks with ?welcome=1', async () => {
    window.localStorage.setItem('pixel.welcome-seen.usr_1', '1');
    mockApi({ 'GET /v1/user/profile': { body: { data: buildUser() } }, 'GET /v1/site/config': siteConfig });
    renderApp('/dashboard?welcome=1');

    expect(await screen.findByRole('dialog', { name: 'Welcome to PIXEL!' })).toBeInTheDocument();
  });

  it('logs out and goes to the login page', async () => {
    window.localStorage.setItem('pixel.welcome-seen.usr_1', '1');
    let signedIn = true;
    mockApi({
      'GET /v1/user/profile': () => (signedIn ? { body: { data: buildUser() } } : unauthorized),
      'GET /v1/site/config': siteConfig,
      'POST /v1/auth/logout': () => {
        signedIn = false;
        return { body: { data: { message: 'Logged out.' } } };
      },
    });
    const { router } = renderApp('/dashboard');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('');
  });
});
