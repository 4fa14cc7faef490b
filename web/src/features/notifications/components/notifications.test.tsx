import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  defaultNotificationChannels,
  type Notification,
  type NotificationPreferences as Preferences,
} from '@pixel/contract';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, sentBodies, type MockResponse } from '@/testing/test-utils';
import { NotificationBell, NotificationPreferences, NotificationsPage } from '../index';

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '*', element: <p>Opened another screen</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const gift: Notification = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'gift_received',
  title: 'New gift',
  body: 'Ana sent you a gift of ₱150.00.',
  url: '/dashboard',
  actor: null,
  read_at: null,
  created_at: new Date().toISOString(),
};
const follower: Notification = {
  ...gift,
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'new_follower',
  title: 'New follower',
  body: 'Ben followed you.',
  url: '/ben',
  read_at: new Date().toISOString(),
};

const page = (data: Notification[], next: string | null = null): MockResponse => ({
  body: { data, meta: { next_cursor: next, unread_count: data.filter((n) => !n.read_at).length } },
});
const count = (n: number): MockResponse => ({ body: { data: { unread_count: n } } });

describe('the bell', () => {
  it('says how many are unread, lists them, and opens the screen of the one chosen', async () => {
    const api = mockApi({
      'GET /v1/user/notifications/unread-count': count(3),
      'GET /v1/user/notifications': page([gift, follower]),
      [`POST /v1/user/notifications/${gift.id}/read`]: {
        body: { data: { message: 'The notification is marked as read.', unread_count: 2 } },
      },
    });
    const router = renderAt(<NotificationBell />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Ana sent you a gift of ₱150.00.'),
      expect.stringContaining('Ben followed you.'),
    ]);
    expect(items[0]).toHaveTextContent('Unread:');

    await userEvent.click(items[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() =>
      expect(
        api.mock.calls.some(
          ([url, init]) => String(url).endsWith(`/${gift.id}/read`) && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('is only "Notifications" when nothing is unread', async () => {
    mockApi({ 'GET /v1/user/notifications/unread-count': count(0) });
    renderAt(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});

describe('the notifications page', () => {
  it('marks them all read, and shows older ones on asking', async () => {
    let unread = 1;
    const api = mockApi({
      'GET /v1/user/notifications/unread-count': () => count(unread),
      'GET /v1/user/notifications': ({ url }) =>
        url.searchParams.get('before') === 'older' ? page([follower]) : page([gift], 'older'),
      'POST /v1/user/notifications/read-all': () => {
        unread = 0;
        return { body: { data: { message: 'All notifications are marked as read.', unread_count: 0 } } };
      },
    });
    renderAt(<NotificationsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('Ana sent you a gift of ₱150.00.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Ben followed you.')).toBeInTheDocument();

    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await userEvent.click(markAll);
    await waitFor(() => expect(sentBodies(api, 'POST /v1/user/notifications/read-all')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
  });

  it("opens a new post's page from its notification", async () => {
    const post: Notification = {
      ...gift,
      id: '00000000-0000-4000-8000-000000000003',
      kind: 'new_post',
      title: 'Maria Santos posted a new Snap',
      body: 'Sunset at Manila Bay',
      url: '/maria/pixel-snap/image/00000000-0000-4000-8000-0000000000aa',
      read_at: new Date().toISOString(),
    };
    mockApi({
      'GET /v1/user/notifications/unread-count': count(0),
      'GET /v1/user/notifications': page([post]),
    });
    const router = renderAt(<NotificationsPage />);
    await userEvent.click(await screen.findByRole('link', { name: /Maria Santos posted a new Snap/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(post.url));
  });
});

describe('the notification preferences', () => {
  const preferences = (): Preferences => ({
    email_digest: 'immediate',
    kinds: structuredClone(defaultNotificationChannels),
  });

  it('saves a channel turned off, and the daily digest', async () => {
    const saved = preferences();
    const api = mockApi({
      'GET /v1/user/notification-preferences': { body: { data: preferences() } },
      'PUT /v1/user/notification-preferences': ({ body }) => {
        const change = body as { email_digest?: 'daily'; kinds?: { gift_received?: { email?: boolean } } };
        if (change.email_digest) saved.email_digest = change.email_digest;
        if (change.kinds?.gift_received?.email === false) saved.kinds.gift_received.email = false;
        return { body: { data: saved } };
      },
    });
    renderAt(<NotificationPreferences />);

    const giftMail = await screen.findByRole('switch', { name: 'A new gift: Email' });
    await waitFor(() => expect(giftMail).toBeChecked());
    await userEvent.click(giftMail);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'A new gift: Email' })).not.toBeChecked());
    await userEvent.click(screen.getByRole('radio', { name: 'Once a day' }));
    await waitFor(() =>
      expect(sentBodies(api, 'PUT /v1/user/notification-preferences')).toEqual([
        { kinds: { gift_received: { email: false } } },
        { email_digest: 'daily' },
      ]),
    );
  });

  it('lists a new post of a creator one follows, in the app only until the person chooses more', async () => {
    mockApi({ 'GET /v1/user/notification-preferences': { body: { data: preferences() } } });
    renderAt(<NotificationPreferences />);
    const switchOf = (channel: string) =>
      screen.getByRole('switch', { name: `A new post of a creator you follow: ${channel}` });
    await waitFor(() => expect(switchOf('In the app')).toBeChecked());
    expect(switchOf('Email')).not.toBeChecked();
    expect(switchOf('Push')).not.toBeChecked();
  });

  it('says so when the browser blocks notifications, and subscribes once they are allowed', async () => {
    const subscription = {
      endpoint: 'https://push.example/abc',
      toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } }),
    };
    const pushManager = {
      getSubscription: vi.fn(async () => null),
      subscribe: vi.fn(async () => subscription),
    };
    let permission: NotificationPermission = 'default';
    const requestPermission = vi.fn(async () => permission);
    vi.stubGlobal('Notification', {
      get permission() {
        return 'default';
      },
      requestPermission,
    });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager }), ready: Promise.resolve({ pushManager }) },
    });
    const api = mockApi({
      'GET /v1/user/notification-preferences': { body: { data: preferences() } },
      'GET /v1/push/vapid-public-key': { body: { data: { public_key: 'BPublicKey' } } },
      'POST /v1/user/push-subscriptions': {
        body: { data: { message: 'Push notifications are on for this browser.' } },
      },
    });
    renderAt(<NotificationPreferences />);

    permission = 'denied';
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push on this browser' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This browser blocks notifications from PIXEL',
    );
    expect(pushManager.subscribe).not.toHaveBeenCalled();

    // allowed in the site settings, and asked again after a reload
    cleanup();
    renderAt(<NotificationPreferences />);
    permission = 'granted';
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push on this browser' }));
    expect(await screen.findByText('Push is on for this browser.')).toBeInTheDocument();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'BPublicKey',
    });
    expect(sentBodies(api, 'POST /v1/user/push-subscriptions')).toEqual([
      { endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } },
    ]);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("says push is off, and drops the browser's subscription, when it was made before the person signed in again", async () => {
    const held = { endpoint: 'https://push.example/this-session', unsubscribe: vi.fn(async () => true) };
    const left = { endpoint: 'https://push.example/ended-session', unsubscribe: vi.fn(async () => true) };
    let subscription: typeof held | null = held;
    const pushManager = { getSubscription: vi.fn(async () => subscription) };
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager }) },
    });
    mockApi({
      'GET /v1/user/notification-preferences': { body: { data: preferences() } },
      'GET /v1/user/push-subscriptions/status': ({ url }) => ({
        body: { data: { subscribed: url.searchParams.get('endpoint') === held.endpoint } },
      }),
    });

    renderAt(<NotificationPreferences />);
    expect(await screen.findByText('Push is on for this browser.')).toBeInTheDocument();
    expect(held.unsubscribe).not.toHaveBeenCalled();

    cleanup();
    subscription = left;
    renderAt(<NotificationPreferences />);
    expect(await screen.findByRole('button', { name: 'Turn on push on this browser' })).toBeInTheDocument();
    expect(screen.queryByText('Push is on for this browser.')).not.toBeInTheDocument();
    expect(left.unsubscribe).toHaveBeenCalledOnce();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
