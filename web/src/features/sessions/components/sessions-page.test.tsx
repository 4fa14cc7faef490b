import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '@pixel/contract';
import { buildUser, mockApi, renderApp, siteConfig } from '@/testing/test-utils';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function buildSession(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    browser: 'Chrome',
    system: 'Windows',
    ip: '203.0.113.7',
    signed_in_at: '2026-11-20T07:05:00.000Z',
    last_seen_at: minutesAgo(1),
    current: true,
    ...overrides,
  };
}

const laptop = buildSession();
const phone = buildSession({
  id: '00000000-0000-4000-8000-000000000002',
  browser: 'Safari',
  system: 'iPhone',
  ip: '198.51.100.20',
  last_seen_at: minutesAgo(120),
  current: false,
});
const tablet = buildSession({
  id: '00000000-0000-4000-8000-000000000003',
  browser: null,
  system: 'Android',
  ip: null,
  current: false,
});

describe('sessions page', () => {
  it('lists the signed-in browsers, this one marked, and ends another after a confirmation', async () => {
    let listed = [phone, laptop, tablet];
    const api = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/sessions': () => ({ body: { data: listed } }),
      [`DELETE /v1/user/sessions/${phone.id}`]: () => {
        listed = [laptop, tablet];
        return { body: { data: { message: 'The session has ended.' } } };
      },
    });
    renderApp('/dashboard/settings/sessions');

    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const cards = within(list).getAllByRole('listitem');
    // this device on top, the others newest first
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Chrome on Windows',
      'Safari on iPhone',
      'A browser on Android',
    ]);
    expect(cards[0]).toHaveTextContent('This device');
    expect(cards[0]).toHaveTextContent('Active now · 203.0.113.7');
    expect(cards[1]).toHaveTextContent('Last seen 2 hours ago · 198.51.100.20');
    // this browser is signed out with Log out, not from this list
    expect(within(cards[0]!).queryByRole('button')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(cards[1]!).getByRole('button', { name: 'End the session of Safari on iPhone' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    expect(dialog).toHaveTextContent('Safari on iPhone will be signed out of your account at once.');
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));

    expect(await screen.findByText('The session has ended.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'Safari on iPhone' })).not.toBeInTheDocument(),
    );
    expect(
      api.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([input]) => String(input)),
    ).toEqual([expect.stringContaining(`/v1/user/sessions/${phone.id}`)]);
  });

  it('signs out every other browser after a confirmation', async () => {
    let listed = [phone, laptop, tablet];
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/sessions': () => ({ body: { data: listed } }),
      'POST /v1/user/sessions/end-others': () => {
        listed = [laptop];
        return { body: { data: { message: 'Signed out of 2 other sessions.', ended: 2 } } };
      },
    });
    renderApp('/dashboard/settings/sessions');

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveTextContent('(2)');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));

    expect(await screen.findByText('Signed out of 2 other sessions.')).toBeInTheDocument();
    expect(await screen.findByText('Your account is signed in on this browser only.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/sessions': () =>
        fail
          ? {
              status: 500,
              body: { exception: 'ServerErrorException', message_key: 'unexpected', message: 'Server Error' },
            }
          : { body: { data: [laptop] } },
    });
    renderApp('/dashboard/settings/sessions');

    expect(await screen.findByText('We could not load your sessions.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Chrome on Windows' })).toBeInTheDocument();
  });

  it('is in the dashboard menu', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/sessions': { body: { data: [laptop] } },
    });
    renderApp('/dashboard/settings/sessions');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Sessions' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Password' })).toHaveAttribute(
      'href',
      '/dashboard/settings/password',
    );
  });
});
