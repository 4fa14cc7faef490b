import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefundRequest } from '@pixel/contract';
import { keepEarlyTaps, takeEarlyTap } from '@/lib/early-taps';
import { createQueryClient } from '@/lib/query-client';
import {
  buildGift,
  buildProfile,
  buildUser,
  creatorHome,
  mockApi,
  pageOf,
  renderApp,
  twoFactorStatus,
} from '@/testing/test-utils';
import { seedFromPage } from './first-paint';

function pageWith(data: string) {
  const script = document.createElement('script');
  script.id = 'pixel-data';
  script.type = 'application/json';
  script.textContent = data;
  document.body.append(script);
}

const asked = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

afterEach(() => {
  document.getElementById('pixel-data')?.remove();
  // a tap a failed test left kept is not the next test's
  takeEarlyTap();
});

describe('a creator page that arrives with its data', () => {
  it('draws the creator at once, without asking who is signed in or for the profile', async () => {
    const fetchMock = mockApi({ 'GET /v1/profile/maria/gifts': pageOf([]) });
    pageWith(JSON.stringify({ profile: buildProfile({ page_url: 'maria' }), user: null }));
    const queryClient = createQueryClient();
    seedFromPage(queryClient);
    expect(document.getElementById('pixel-data')).toBeNull();

    renderApp('/maria', { queryClient });
    expect(screen.getByRole('heading', { level: 1, name: 'Maria Sketches' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Support Me' })).toBeInTheDocument();
    expect(await screen.findByText(/no gifts yet/i)).toBeInTheDocument();
    // the page menu asks whether there are membership tiers to show a Membership tab for; Home, whether the
    // creator shows their top supporters; the header, whether they take clip requests
    expect(asked(fetchMock).sort()).toEqual([
      '/v1/profile/maria/gifts',
      '/v1/profile/maria/leaderboard',
      '/v1/profile/maria/media',
      '/v1/profile/memberships/tiers/maria',
    ]);
  });

  it('lists the first gifts it brought, and asks only for the next page', async () => {
    const fetchMock = mockApi({
      'GET /v1/profile/maria/gifts': pageOf([buildGift({ supporter_name: 'Lito', amount: '75.00' })], {
        current_page: 2,
        last_page: 2,
      }),
    });
    const first = pageOf([buildGift({ supporter_name: 'Bea', amount: '750.00' })], { last_page: 2 }).body;
    pageWith(JSON.stringify({ profile: buildProfile({ page_url: 'maria' }), user: null, gifts: first }));
    const queryClient = createQueryClient();
    seedFromPage(queryClient);

    renderApp('/maria', { queryClient });
    expect(await screen.findByText('Bea')).toBeInTheDocument();
    expect(screen.getByText('₱750.00')).toBeInTheDocument();
    const gifts = () => asked(fetchMock).filter((path) => path.endsWith('/gifts'));
    expect(gifts()).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Lito')).toBeInTheDocument();
    expect(gifts()).toEqual(['/v1/profile/maria/gifts']);
  });

  it('knows the signed-in viewer, so the page answers as they see it', async () => {
    const user = buildUser();
    mockApi({ 'GET /v1/profile/maria/gifts': pageOf([]) });
    pageWith(JSON.stringify({ profile: buildProfile({ page_url: 'maria', is_following: true }), user }));
    const queryClient = createQueryClient();
    seedFromPage(queryClient);

    renderApp('/maria', { queryClient });
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('ignores data it cannot read, and the app asks as usual', async () => {
    const fetchMock = mockApi({
      'GET /v1/auth/session': { body: { data: null } },
      'GET /v1/profile/maria': { body: { data: buildProfile({ page_url: 'maria' }) } },
      'GET /v1/profile/maria/gifts': pageOf([]),
    });
    pageWith('{"profile": {"page_url": 1}, "user": null}');
    const queryClient = createQueryClient();
    seedFromPage(queryClient);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);

    renderApp('/maria', { queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Sketches' })).toBeInTheDocument();
    expect(asked(fetchMock)).toContain('/v1/profile/maria');
  });
});

/** The cards under the dashboard's first screen never come near the screen. */
const farFromTheScreen = () =>
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );

describe("a creator's dashboard that arrives with its answers", () => {
  const user = buildUser({
    profile: { ...buildUser().profile, page_url: 'maria', page_name: 'Maria Santos' },
  });
  const waiting: RefundRequest = {
    id: '00000000-0000-4000-8000-000000000001',
    reference: 'PXREF001',
    kind: 'purchase',
    amount: '150.00',
    status: 'awaiting_creator',
    reason: 'Blurry',
    reply: null,
    supporter: { page_url: 'ana', page_name: 'Ana', avatar: null, avatar_variants: { WH100: null } },
    creator: { page_url: 'maria', page_name: 'Maria Santos', avatar: null, avatar_variants: { WH100: null } },
    created_at: '2026-11-20T02:00:00.000Z',
    creator_due_at: '2026-11-23T02:00:00.000Z',
    answered_at: null,
  };
  const answers = {
    '/v1/user/notifications/unread-count': { data: { unread_count: 3 } },
    '/v1/user/home': creatorHome.body,
    '/v1/user/balance': { data: [{ currency: 'PHP', amount: '7845.00', pending_amount: '250.00' }] },
    '/v1/user/two-factor': twoFactorStatus(false).body,
    '/v1/user/refund-requests?side=received&page=1': pageOf([waiting]).body,
    '/v1/profile/:pageUrl': {
      data: buildProfile({ page_url: 'maria', donation_count: 13, follower_count: 4 }),
    },
  };

  it('draws its first screen from them, with no answer of the API to wait for', async () => {
    // every call the app makes stays unanswered
    farFromTheScreen();
    const fetchMock = mockApi({});
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    pageWith(JSON.stringify({ user, answers }));
    const queryClient = createQueryClient();
    seedFromPage(queryClient);

    renderApp('/dashboard', { queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos' })).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Available balance' });
    expect(within(balance).getByText('₱7,845.00')).toBeInTheDocument();
    expect(balance).toHaveTextContent('Pending: ₱250.00');
    expect(screen.getByRole('region', { name: 'Protect your earnings' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '1 refund request waiting for your answer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Page counts' })).toHaveTextContent('13 Supporters');
    expect(screen.getByRole('button', { name: /^Notifications, 3 unread/ })).toBeInTheDocument();
    // asked again, behind the screen it drew: only the home and the refund requests, which the dashboard
    // reads fresh each time it opens
    expect(asked(fetchMock).sort()).toEqual(['/v1/user/home', '/v1/user/refund-requests']);
  });

  /** The server's drawing of the first screen's buttons (server/src/web/dashboard-shell.ts), tapped once. */
  function tapOnServerScreen(tap: 'withdraw' | 'not-now' | 'share-profile') {
    const root = document.createElement('div');
    root.innerHTML =
      '<div class="pxd"><span class="pxd-later" data-tap="not-now">Not now</span>' +
      '<span class="pxd-btn" data-tap="withdraw">Withdraw</span>' +
      '<span class="pxd-btn" data-tap="share-profile"><svg></svg>Share Profile</span></div>';
    document.body.append(root);
    keepEarlyTaps(root);
    fireEvent.click(root.querySelector(`[data-tap="${tap}"]`)!);
    expect(root.querySelector(`[data-tap="${tap}"]`)).toHaveClass('pxs-tapped');
    root.remove();
  }

  it("repeats a tap on the server's drawing of Withdraw, Share Profile or Not now once it has drawn its own", async () => {
    farFromTheScreen();
    const draw = async (tap: Parameters<typeof tapOnServerScreen>[0]) => {
      const fetchMock = mockApi({});
      fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
      pageWith(JSON.stringify({ user, answers }));
      const queryClient = createQueryClient();
      seedFromPage(queryClient);
      tapOnServerScreen(tap);
      const view = renderApp('/dashboard', { queryClient });
      await screen.findByRole('heading', { level: 1, name: 'Maria Santos' });
      return view;
    };

    const withdraw = await draw('withdraw');
    expect(await screen.findByRole('dialog', { name: 'Select Payout Option' })).toBeInTheDocument();
    withdraw.unmount();

    const share = await draw('share-profile');
    expect(await screen.findByRole('dialog', { name: /share/i })).toBeInTheDocument();
    share.unmount();

    await draw('not-now');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Protect your earnings' })).not.toBeInTheDocument(),
    );
    expect(document.cookie).toContain(`pixel_2fa_later=${user.id}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores an answer it does not know, and asks for the ones it did not bring', async () => {
    farFromTheScreen();
    const fetchMock = mockApi({
      'GET /v1/user/balance': {
        body: { data: [{ currency: 'PHP', amount: '12.00', pending_amount: '0.00' }] },
      },
      'GET /v1/user/two-factor': twoFactorStatus(true),
    });
    const { '/v1/user/balance': _balance, ...rest } = answers;
    pageWith(
      JSON.stringify({ user, answers: { ...rest, '/v1/user/else': { data: 1 }, constructor: { data: 1 } } }),
    );
    const queryClient = createQueryClient();
    seedFromPage(queryClient);

    renderApp('/dashboard', { queryClient });
    const balance = await screen.findByRole('region', { name: 'Available balance' });
    expect(await within(balance).findByText('₱12.00')).toBeInTheDocument();
    expect(asked(fetchMock)).toContain('/v1/user/balance');
    expect(asked(fetchMock)).not.toContain('/v1/user/else');
  });
});
