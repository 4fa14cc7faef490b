import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  buildUser,
  creatorHome,
  mockApi,
  renderApp,
  sentBodies,
  siteConfig,
  unauthorized,
} from '@/testing/test-utils';

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

  it('shows the page name and the page link, and welcomes an account only once (kept on the server)', async () => {
    let user = buildUser({ welcome_seen_at: null });
    const fetchMock = mockApi({
      'GET /v1/user/profile': () => ({ body: { data: user } }),
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
      'POST /v1/user/welcome/seen': () => {
        user = { ...user, welcome_seen_at: '2026-11-22T08:00:00.000Z' };
        return { body: { data: user } };
      },
    });
    const first = renderApp('/dashboard');

    expect(await screen.findByRole('link', { name: `${window.location.origin}/juan` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Juan dela Cruz' })).toBeInTheDocument();
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to PIXEL!' });
    await userEvent.setup().click(within(welcome).getByRole('button', { name: 'GET STARTED' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, 'POST /v1/user/welcome/seen')).toHaveLength(1);
    first.unmount();

    // another browser: the account's record answers, not this browser's storage
    window.localStorage.clear();
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: `${window.location.origin}/juan` })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('welcomes again when the URL asks with ?welcome=1', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
    });
    renderApp('/dashboard?welcome=1');

    const welcome = await screen.findByRole('dialog', { name: 'Welcome to PIXEL!' });
    await userEvent.setup().click(within(welcome).getByRole('button', { name: 'GET STARTED' }));
    // it opened by itself: the focus goes to the page's heading, not back to the document's start
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Juan dela Cruz' })).toHaveFocus(),
    );
  });

  it('offers Skip to main content first in the tab order, which takes the focus to the main content', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Juan dela Cruz' });
    const user = userEvent.setup();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // the next Tab goes on from there, into the page, past the header and the menu
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
  });

  it('logs out and goes to the login page', async () => {
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

  it('closes the phone menu with Escape and gives the menu button its focus back', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    }));
    mockApi({ 'GET /v1/user/profile': { body: { data: buildUser() } }, 'GET /v1/site/config': siteConfig });
    renderApp('/dashboard/transactions/history');
    const user = userEvent.setup();

    const burger = await screen.findByRole('button', { name: 'Toggle navigation' });
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');

    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
    vi.restoreAllMocks();
  });

  it("keeps the account's pages in one section of the menu, opened by its heading or by being on one", async () => {
    mockApi({ 'GET /v1/user/profile': { body: { data: buildUser() } }, 'GET /v1/site/config': siteConfig });
    const first = renderApp('/dashboard/transactions/history');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    const section = within(menu).getByRole('button', { name: 'Account & security' });

    expect(section).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Sessions' })).not.toBeInTheDocument();
    await userEvent.setup().click(section);
    expect(section).toHaveAttribute('aria-expanded', 'true');
    expect(await within(menu).findByRole('link', { name: 'Sessions' })).toHaveAttribute(
      'href',
      '/dashboard/settings/sessions',
    );
    expect(within(menu).getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/dashboard/settings/data',
    );
    expect(within(menu).getByRole('link', { name: 'Delete my account' })).toHaveAttribute(
      'href',
      '/dashboard/settings/delete-account',
    );
    // closed again, then a link elsewhere leads to one of its pages: it opens
    await userEvent.setup().click(section);
    expect(section).toHaveAttribute('aria-expanded', 'false');
    await act(() => first.router.navigate('/dashboard/settings/sessions'));
    expect(section).toHaveAttribute('aria-expanded', 'true');
    first.unmount();

    renderApp('/dashboard/settings/password');
    const opened = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(opened).getByRole('button', { name: 'Account & security' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(opened).getByRole('link', { name: 'Password' })).toHaveAttribute('aria-current', 'page');
  });
});
