import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffMe } from '@/testing/admin-builders';
import { mockApi, renderApp, sentBodies, siteConfig, unauthorized } from '@/testing/test-utils';

const secondStepMessage =
  'Staff sign in with a second step. Turn on two-factor sign-in in Sign-in & security, then sign in again.';

describe('the staff layout', () => {
  it('asks a visitor to sign in as staff, and brings them back to the page they asked for', async () => {
    mockApi({ 'GET /v1/admin/me': unauthorized });
    renderApp('/admin');

    // the screen is the page's main content, which a screen reader's landmarks lead to
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    const target = new URL(signIn.getAttribute('href')!, 'http://localhost');
    expect(target.pathname).toBe('/auth/login');
    expect(target.searchParams.get('redirect')).toBe('/admin');
    // the staff screen says it, not the app's Login modal
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells staff without a second step to turn on two-factor sign-in, and signs them out to sign in again', async () => {
    const api = mockApi({
      'GET /v1/admin/me': {
        status: 403,
        body: {
          exception: 'ForbiddenException',
          message_key: 'forbidden',
          message: secondStepMessage,
          data: { second_factor_required: true },
        },
      },
      'POST /v1/auth/logout': { body: { data: { message: 'Logged out.' } } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/profile': unauthorized,
    });
    const { router } = renderApp('/admin/audit');

    expect(await screen.findByRole('heading', { name: 'Sign in with a second step' })).toBeInTheDocument();
    expect(screen.getByText(secondStepMessage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Sign-in & security' })).toHaveAttribute(
      'href',
      '/dashboard/settings/security',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out and sign in again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/audit');
    expect(sentBodies(api, 'POST /v1/auth/logout')).toHaveLength(1);
  });

  it('turns away an account that is not staff, in the server’s words', async () => {
    mockApi({
      'GET /v1/admin/me': {
        status: 403,
        body: {
          exception: 'ForbiddenException',
          message_key: 'staffOnlyPage',
          message: 'This page is for PIXEL staff.',
        },
      },
    });
    renderApp('/admin');

    const main = await screen.findByRole('main');
    expect(await within(main).findByText('This page is for PIXEL staff.')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'BACK TO HOME' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('shows who is signed in, their role and the staff menu', async () => {
    mockApi({ 'GET /v1/admin/me': staffMe('finance') });
    renderApp('/admin');

    const menu = await screen.findByRole('navigation', { name: 'Staff' });
    expect(within(menu).getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', '/admin/audit');
    expect(screen.getAllByText(/finance@pixel\.ph/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Finance/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'People' })).toBeInTheDocument();

    // the first Tab from the page's start (People puts the focus in its search) offers to skip the header
    // and its menu
    (document.activeElement as HTMLElement | null)?.blur();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it.each([
    [
      'support',
      ['People', 'Refund requests', 'Held messages', 'Leak reports', 'Identity checks', 'Audit trail'],
    ],
    ['finance', ['People', 'Failed refunds', 'Audit trail', 'Payouts']],
    [
      'admin',
      [
        'People',
        'Refund requests',
        'Held messages',
        'Leak reports',
        'Identity checks',
        'Failed refunds',
        'Audit trail',
        'Payouts',
      ],
    ],
  ] as const)('shows %s the menu entries of their role', async (role, entries) => {
    mockApi({ 'GET /v1/admin/me': staffMe(role) });
    renderApp('/admin');

    const menu = await screen.findByRole('navigation', { name: 'Staff' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(entries);
  });

  it('marks the open entry of the refund pages', async () => {
    mockApi({ 'GET /v1/admin/me': staffMe('admin'), 'GET /v1/admin/refunds/failed': { body: { data: [] } } });
    renderApp('/admin/refunds');

    const menu = await screen.findByRole('navigation', { name: 'Staff' });
    expect(within(menu).getByRole('link', { name: 'Failed refunds' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Refund requests' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('link', { name: 'Refund requests' })).toHaveAttribute(
      'href',
      '/admin/refund-requests',
    );
  });
});
