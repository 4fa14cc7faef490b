import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Follower } from '@pixel/contract';
import {
  buildUser,
  mockApi,
  pageOf,
  pending,
  renderApp,
  sentBodies,
  siteConfig,
  type MockResponse,
} from '@/testing/test-utils';

const person = (name: string): Follower => ({
  page_url: name.toLowerCase(),
  page_name: name,
  avatar: null,
  avatar_variants: { WH100: null },
});
const relation = (message: string, page_url: string): MockResponse => ({
  body: {
    data: {
      message,
      page_url,
      follower_count: 0,
      is_following: false,
      follows_you: false,
      is_blocked: message === 'Blocked Successfully',
      own_follower_count: 1,
    },
  },
});

type Handlers = Parameters<typeof mockApi>[0];
const dashboardApi = (handlers: Handlers) =>
  mockApi({
    'GET /v1/user/profile': { body: { data: buildUser() } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/balance': { body: { data: [{ currency: 'PHP', amount: '0.00', pending_amount: '0.00' }] } },
    'GET /v1/user/transactions': pageOf([]),
    ...handlers,
  });

/** The list requests sent to `path`, as their query parameters. */
const queries = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

async function openFromDashboard() {
  const card = (await screen.findByRole('heading', { name: 'Followers' })).closest('section')!;
  await userEvent.setup().click(within(card).getByRole('button', { name: 'Manage Following' }));
  return screen.findByRole('dialog', { name: 'Manage Following' });
}

describe('Manage Following', () => {
  it('opens from the dashboard card on Following, with 3 skeleton rows while it loads', async () => {
    dashboardApi({
      'GET /v1/user/follower': pageOf([person('Ana')], { per_page: 1 }),
      'GET /v1/user/following': pending,
    });
    renderApp('/dashboard');

    const card = (await screen.findByRole('heading', { name: 'Followers' })).closest('section')!;
    expect(await within(card).findByText('1')).toBeInTheDocument();
    const dialog = await openFromDashboard();

    expect(within(dialog).getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Followers' })).toHaveAttribute('aria-selected', 'false');
    expect(within(dialog).getAllByTestId('follow-row-skeleton')).toHaveLength(3);
  });

  it('lists who the user follows, 12 a page, and unfollows after a confirmation', async () => {
    let following = [person('Carla')];
    const fetchMock = dashboardApi({
      'GET /v1/user/follower': pageOf([], { per_page: 1 }),
      'GET /v1/user/following': () => pageOf(following, { per_page: 12 }),
      'POST /v1/user/unfollow': () => {
        following = [];
        return relation('Unfollowed Successfully', 'carla');
      },
    });
    renderApp('/dashboard');
    const user = userEvent.setup();
    const dialog = await openFromDashboard();

    const row = (await within(dialog).findByText('Carla')).closest('li')!;
    expect(within(row).getByRole('link', { name: '@carla' })).toHaveAttribute('href', '/carla');
    expect(queries(fetchMock, '/v1/user/following')[0]).toEqual({ page: '1', per_page: '12' });

    await user.click(within(row).getByRole('button', { name: 'Unfollow Carla' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unfollow' });
    await user.click(within(confirm).getByRole('button', { name: 'Unfollow' }));

    expect(await screen.findByText('Unfollowed Successfully')).toBeInTheDocument();
    const back = await screen.findByRole('dialog', { name: 'Manage Following' });
    expect(await within(back).findByText('You are not following anyone yet.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/unfollow')).toEqual([{ username: 'carla' }]);
  });

  it('searches the followers 300 ms after the typing stops, with its own empty states', async () => {
    const fetchMock = dashboardApi({
      'GET /v1/user/follower': pageOf([], { per_page: 12 }),
    });
    renderApp('/dashboard');
    const user = userEvent.setup();
    const dialog = await openFromDashboard();

    await user.click(within(dialog).getByRole('tab', { name: 'Followers' }));
    expect(await within(dialog).findByText('You do not have any followers yet.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search Follower' }), 'zed');
    // nothing is asked while typing
    expect(queries(fetchMock, '/v1/user/follower').filter((query) => query.search)).toEqual([]);

    expect(await within(dialog).findByText('No results found.')).toBeInTheDocument();
    expect(
      queries(fetchMock, '/v1/user/follower')
        .filter((query) => query.per_page === '12')
        .map((query) => query.search ?? ''),
    ).toEqual(['', 'zed']);
  });

  it('searches who the user follows, 300 ms after the typing stops', async () => {
    const fetchMock = dashboardApi({
      'GET /v1/user/follower': pageOf([], { per_page: 1 }),
      'GET /v1/user/following': ({ url }) =>
        url.searchParams.get('search') === 'car'
          ? pageOf([person('Carla')], { per_page: 12 })
          : pageOf([person('Carla'), person('Ben')], { per_page: 12 }),
    });
    renderApp('/dashboard');
    const user = userEvent.setup();
    const dialog = await openFromDashboard();
    expect(await within(dialog).findByText('Ben')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search Following' }), 'car');
    await waitFor(() => {
      expect(within(dialog).getByText('Carla')).toBeInTheDocument();
      expect(within(dialog).queryByText('Ben')).not.toBeInTheDocument();
    });
    expect(
      queries(fetchMock, '/v1/user/following')
        .filter((query) => query.per_page === '12')
        .map((query) => query.search ?? ''),
    ).toEqual(['', 'car']);

    // the Followers tab has a search of its own, empty
    await user.click(within(dialog).getByRole('tab', { name: 'Followers' }));
    expect(within(dialog).getByRole('searchbox', { name: 'Search Follower' })).toHaveValue('');
  });

  it('lists the blocked accounts, searchable, and unblocks one after a confirmation', async () => {
    let blocked = [person('Dan'), person('Eve')];
    const fetchMock = dashboardApi({
      'GET /v1/user/follower': pageOf([], { per_page: 1 }),
      'GET /v1/user/following': pageOf([], { per_page: 12 }),
      'GET /v1/user/blocked': ({ url }) => {
        const search = url.searchParams.get('search');
        return pageOf(
          blocked.filter((entry) => !search || entry.page_url.includes(search)),
          { per_page: 12 },
        );
      },
      'POST /v1/user/unblock': ({ body }) => {
        const { username } = body as { username: string };
        blocked = blocked.filter((entry) => entry.page_url !== username);
        return relation('Unblocked Successfully', username);
      },
    });
    renderApp('/dashboard');
    const user = userEvent.setup();
    let dialog = await openFromDashboard();

    await user.click(within(dialog).getByRole('tab', { name: 'Blocked' }));
    const list = await within(dialog).findByRole('region', { name: 'List of blocked accounts' });
    expect(within(list).getByText('Dan')).toBeInTheDocument();
    expect(within(list).getByText('Eve')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search Blocked' }), 'eve');
    await waitFor(() => {
      expect(within(dialog).getByText('Eve')).toBeInTheDocument();
      expect(within(dialog).queryByText('Dan')).not.toBeInTheDocument();
    });

    await user.click(within(dialog).getByRole('button', { name: 'Unblock Eve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unblock' });
    expect(confirm).toHaveTextContent('Unblock Eve?');
    await user.click(within(confirm).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Unblocked Successfully')).toBeInTheDocument();

    // back on the Blocked tab with the search kept, which now finds no one
    dialog = await screen.findByRole('dialog', { name: 'Manage Following' });
    expect(within(dialog).getByRole('tab', { name: 'Blocked' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('searchbox', { name: 'Search Blocked' })).toHaveValue('eve');
    expect(await within(dialog).findByText('No results found.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/unblock')).toEqual([{ username: 'eve' }]);

    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search Blocked' }));
    expect(await within(dialog).findByText('Dan')).toBeInTheDocument();
  });

  it('removes one follower and blocks another, each after a confirmation', async () => {
    let followers = [person('Ana'), person('Ben')];
    const fetchMock = dashboardApi({
      'GET /v1/user/follower': () => pageOf(followers, { per_page: 12 }),
      'POST /v1/user/follower/remove': ({ body }) => {
        const { username } = body as { username: string };
        followers = followers.filter((entry) => entry.page_url !== username);
        return relation('Removed Successfully', username);
      },
      'POST /v1/user/block': ({ body }) => {
        const { username } = body as { username: string };
        followers = followers.filter((entry) => entry.page_url !== username);
        return relation('Blocked Successfully', username);
      },
    });
    renderApp('/dashboard');
    const user = userEvent.setup();
    let dialog = await openFromDashboard();
    await user.click(within(dialog).getByRole('tab', { name: 'Followers' }));

    await user.click(await within(dialog).findByRole('button', { name: 'Remove Ana' }));
    let confirm = await screen.findByRole('dialog', { name: 'Remove follower' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed Successfully')).toBeInTheDocument();

    // back on the Followers tab, without Ana
    dialog = await screen.findByRole('dialog', { name: 'Manage Following' });
    expect(within(dialog).getByRole('tab', { name: 'Followers' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(dialog).queryByText('Ana')).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Block Ben' }));
    confirm = await screen.findByRole('dialog', { name: 'Block' });
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked Successfully')).toBeInTheDocument();

    dialog = await screen.findByRole('dialog', { name: 'Manage Following' });
    expect(await within(dialog).findByText('You do not have any followers yet.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/follower/remove')).toEqual([{ username: 'ana' }]);
    expect(sentBodies(fetchMock, 'POST /v1/user/block')).toEqual([{ username: 'ben' }]);
  });

  it('loads the next 12 when the end of the list scrolls into view', async () => {
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
    const first = Array.from({ length: 12 }, (_, index) => person(`Fan${index + 1}`));
    const fetchMock = dashboardApi({
      'GET /v1/user/follower': pageOf([], { per_page: 1 }),
      'GET /v1/user/following': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? pageOf([person('Fan13')], { current_page: 2, last_page: 2, per_page: 12 })
          : pageOf(first, { current_page: 1, last_page: 2, per_page: 12 }),
    });
    renderApp('/dashboard');
    const dialog = await openFromDashboard();
    await within(dialog).findByText('Fan12');

    act(() =>
      watchers.at(-1)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );

    expect(await within(dialog).findByText('Fan13')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(13);
    expect(queries(fetchMock, '/v1/user/following').map((query) => query.page)).toEqual(['1', '2']);
  });
});
