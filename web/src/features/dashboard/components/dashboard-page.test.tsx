import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nextTask } from '@/lib/next-task';
import {
  buildTransaction,
  buildUser,
  creatorHome,
  mockApi,
  pageOf,
  renderApp,
  sentBodies,
  siteConfig,
  twoFactorStatus,
} from '@/testing/test-utils';

const signedIn = { body: { data: buildUser() } };

describe('dashboard wallet', () => {
  // the Welcome modal has been seen

  it('shows the available and the pending balance, and explains them', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
      'GET /v1/user/balance': {
        body: { data: [{ currency: 'PHP', amount: '12345.60', pending_amount: '250.00' }] },
      },
      'GET /v1/user/transactions': pageOf([]),
    });
    renderApp('/dashboard');

    const card = (await screen.findByRole('heading', { name: 'Available balance' })).closest('section')!;
    expect(await within(card).findByText('₱12,345.60')).toBeInTheDocument();
    expect(card).toHaveTextContent('Pending: ₱250.00');

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Balance Information' }));

    const dialog = await screen.findByRole('dialog', { name: 'Balance Information' });
    expect(dialog).toHaveTextContent('added to your available balance instantly');
    expect(dialog).toHaveTextContent('added to your available balance on the 15th of each month');
  });

  it('says Unable to load balance when the balance cannot be loaded', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
      'GET /v1/user/balance': {
        status: 500,
        body: { exception: 'ServerErrorException', message_key: 'unexpected', message: 'Oops.' },
      },
      'GET /v1/user/transactions': pageOf([]),
    });
    renderApp('/dashboard');

    expect(
      await screen.findByText('Unable to load balance', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('lists the latest 10 transactions with a link to all of them', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
      'GET /v1/user/balance': {
        body: { data: [{ currency: 'PHP', amount: '0.00', pending_amount: '0.00' }] },
      },
      'GET /v1/user/transactions': pageOf([buildTransaction()], { per_page: 10 }),
    });
    renderApp('/dashboard');

    const card = (await screen.findByRole('heading', { name: 'Latest transactions' })).closest('section')!;
    expect(await within(card).findByText('₱1,234.50')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/dashboard/transactions/history',
    );
    const query = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname === '/v1/user/transactions')?.searchParams;
    expect(query?.get('per_page')).toBe('10');
  });
});

describe('dashboard earnings', () => {
  it('shows gifts and purchases of the last 30 days or 12 months, and the top supporters', async () => {
    const earnings = (period: string) => ({
      body: {
        data: {
          period,
          points:
            period === 'day'
              ? [
                  { date: '2026-11-21', gifts: '100.00', purchases: '0.00', memberships: '0.00' },
                  { date: '2026-11-22', gifts: '250.00', purchases: '95.00', memberships: '0.00' },
                ]
              : [{ date: '2026-11', gifts: '1350.00', purchases: '95.00', memberships: '0.00' }],
          total_gifts: period === 'day' ? '350.00' : '1350.00',
          total_purchases: '95.00',
          total_memberships: '0.00',
          top_supporters: [
            { name: 'Ben', total_amount: '250.00', count: 1 },
            { name: 'Ana', total_amount: '100.00', count: 1 },
          ],
        },
      },
    });
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
      'GET /v1/user/balance': { body: { data: [] } },
      'GET /v1/user/transactions': pageOf([]),
      'GET /v1/user/earnings': ({ url }) => earnings(url.searchParams.get('period') ?? 'day'),
    });
    renderApp('/dashboard');

    const card = await screen.findByRole('region', { name: 'Earnings' });
    expect(await within(card).findByText('₱350.00')).toBeInTheDocument();
    expect(within(card).getByText('₱95.00')).toBeInTheDocument();
    const rows = within(card)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['SupporterTimesTotal', 'Ben1₱250.00', 'Ana1₱100.00']);
    // a page that has had no members is not shown an empty total for them
    expect(within(card).queryByText(/^Memberships/)).toBeNull();

    await userEvent.setup().click(within(card).getByText('Last 12 months'));
    expect(await within(card).findByText('₱1,350.00')).toBeInTheDocument();
  });

  it('lists the supporters, the latest first, linking to the pages of those with one', async () => {
    const carla = {
      name: 'Carla',
      person: { page_url: 'carla', page_name: 'Carla', avatar: null, avatar_variants: { WH100: null } },
      gifts: 2,
      purchases: 1,
      total_amount: '1250.00',
      last_supported_at: '2026-11-20T02:00:00.000Z',
    };
    const visitor = {
      name: 'Juan',
      person: null,
      gifts: 1,
      purchases: 0,
      total_amount: '50.00',
      last_supported_at: '2026-11-21T02:00:00.000Z',
    };
    const fetchMock = mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
      'GET /v1/user/balance': { body: { data: [] } },
      'GET /v1/user/transactions': pageOf([]),
      'GET /v1/user/supporters': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? pageOf([carla], { current_page: 2, last_page: 2 })
          : pageOf([visitor], { current_page: 1, last_page: 2 }),
    });
    renderApp('/dashboard');

    const card = await screen.findByRole('region', { name: 'Supporters' });
    const juan = (await within(card).findByText('Juan')).closest('li')!;
    expect(juan).toHaveTextContent('1 gift · Nov 21, 2026');
    expect(juan).toHaveTextContent('₱50.00');
    expect(within(juan).queryByRole('link')).toBeNull();

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Load More' }));
    const link = await within(card).findByRole('link', { name: 'Carla' });
    expect(link).toHaveAttribute('href', '/carla');
    expect(link.closest('li')).toHaveTextContent('2 gifts · 1 purchase · Nov 20, 2026₱1,250.00');
    expect(within(card).queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/v1/user/supporters')),
    ).toHaveLength(2);
  });
});

describe('dashboard earnings chart', () => {
  type Point = { date: string; gifts: string; purchases: string; memberships: string };
  const earnings = (points: Point[]) => ({
    body: {
      data: {
        period: 'day',
        points,
        total_gifts: '350.00',
        total_purchases: '95.00',
        total_memberships: points.reduce((total, point) => total + Number(point.memberships), 0).toFixed(2),
        top_supporters: [],
      },
    },
  });
  const mockDashboard = (points: Parameters<typeof earnings>[0]) =>
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
      'GET /v1/user/balance': { body: { data: [] } },
      'GET /v1/user/transactions': pageOf([]),
      'GET /v1/user/earnings': earnings(points),
    });

  it('is drawn, and loads its bars, only once it comes near the screen, and says what it shows in words', async () => {
    // the screen is watched as a browser would: nothing is near it until the test says so
    const watchers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          watchers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    mockDashboard([
      { date: '2026-11-21', gifts: '100.00', purchases: '0.00', memberships: '0.00' },
      { date: '2026-11-22', gifts: '250.00', purchases: '95.00', memberships: '0.00' },
    ]);
    renderApp('/dashboard');
    const comeNear = () =>
      act(() =>
        watchers.forEach((watch) =>
          watch([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
        ),
      );

    // the card itself is drawn once it comes near the screen, its chart's words at once
    await screen.findByRole('heading', { name: 'Available balance' });
    expect(screen.queryByRole('region', { name: 'Earnings' })).toBeNull();
    comeNear();
    const card = await screen.findByRole('region', { name: 'Earnings' });
    const chart = await within(card).findByRole('img', {
      name: 'Gifts and purchases per day, last 30 days: ₱350.00 in gifts and ₱95.00 in purchases. Most on Nov 22: ₱345.00.',
    });
    expect(within(chart).queryByText('Purchases', { exact: true })).toBeNull();

    comeNear();
    // the legend comes with the chart's code
    expect(
      await within(chart).findByText('Purchases', { exact: true }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('adds memberships to the totals, the words and the bars once there are some', async () => {
    mockDashboard([
      { date: '2026-11-21', gifts: '100.00', purchases: '0.00', memberships: '300.00' },
      { date: '2026-11-22', gifts: '250.00', purchases: '95.00', memberships: '0.00' },
    ]);
    renderApp('/dashboard');

    const card = await screen.findByRole('region', { name: 'Earnings' });
    expect(await within(card).findByText('Memberships · last 30 days')).toBeInTheDocument();
    expect(within(card).getByText('₱300.00')).toBeInTheDocument();
    expect(
      within(card).getByRole('img', {
        name: 'Gifts, purchases and memberships per day, last 30 days: ₱350.00 in gifts, ₱95.00 in purchases and ₱300.00 in memberships. Most on Nov 21: ₱400.00.',
      }),
    ).toBeInTheDocument();
  });

  it('says there is nothing yet instead of drawing empty bars', async () => {
    mockDashboard([{ date: '2026-11-22', gifts: '0.00', purchases: '0.00', memberships: '0.00' }]);
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Earnings' });
    expect(
      await within(card).findByText(
        'No gifts or purchases in this time yet. Share your page link to get your first.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('img')).toBeNull();
  });
});

describe('dashboard two-factor request', () => {
  const balance = (amount: string) => ({
    body: { data: [{ currency: 'PHP', amount, pending_amount: '0.00' }] },
  });
  const mockDashboard = (extra: Parameters<typeof mockApi>[0]) =>
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
      'GET /v1/user/transactions': pageOf([]),
      ...extra,
    });

  it('asks a creator with more than ₱1,000.00 and no second step to turn it on, until Not now for a week', async () => {
    window.localStorage.clear();
    mockDashboard({
      'GET /v1/user/balance': balance('1000.50'),
      'GET /v1/user/two-factor': twoFactorStatus(false),
    });
    const { unmount } = renderApp('/dashboard');

    const ask = await screen.findByRole('region', { name: 'Protect your earnings' });
    expect(within(ask).getByRole('link', { name: 'Turn on two-factor sign-in' })).toHaveAttribute(
      'href',
      '/dashboard/settings/security',
    );
    await userEvent.setup().click(within(ask).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Protect your earnings' })).not.toBeInTheDocument();
    unmount();
    // in a cookie too, for the server that draws the dashboard's first screen, for this account only
    expect(document.cookie).toContain(`pixel_2fa_later=${signedIn.body.data.id}`);

    // put away for a week on this browser, even with its storage emptied
    window.localStorage.clear();
    mockDashboard({
      'GET /v1/user/balance': balance('1000.50'),
      'GET /v1/user/two-factor': twoFactorStatus(false),
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Available balance' });
    expect(screen.queryByRole('region', { name: 'Protect your earnings' })).not.toBeInTheDocument();
    window.localStorage.clear();
  });

  it('does not ask below ₱1,000.00, nor an account that has it on', async () => {
    window.localStorage.clear();
    for (const [amount, on] of [
      ['1000.00', false],
      ['50000.00', true],
    ] as const) {
      const fetchMock = mockDashboard({
        'GET /v1/user/balance': balance(amount),
        'GET /v1/user/two-factor': twoFactorStatus(on),
      });
      const { unmount, queryClient } = renderApp('/dashboard');
      expect(
        await screen.findByText(`₱${amount === '1000.00' ? '1,000.00' : '50,000.00'}`),
      ).toBeInTheDocument();
      // every answer has arrived, the two-factor status among them...
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(sentBodies(fetchMock, 'GET /v1/user/two-factor')).toHaveLength(1);
      // ...and is drawn: the query library hands answers to the screen in a task it queued as each came
      await act(() => nextTask());
      expect(screen.queryByRole('region', { name: 'Protect your earnings' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
