import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { PublicGift, PublicProfile, Transaction, TransactionDetail, User } from '@pixel/contract';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { checkAnswer } from './contract-check';

/** A screen where `query` (a width, as Mantine's breakpoints ask it) holds and no other media query does. */
export function screenWhere(query: string) {
  const base = window.matchMedia;
  vi.stubGlobal('matchMedia', (asked: string) => ({ ...base(asked), matches: asked === query }));
}

/** Renders the whole app (providers, router, modals) at `url`, as a browser would show it. */
export function renderApp(url = '/', { queryClient = createQueryClient() } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

export type MockResponse = { status?: number; body?: unknown };
type Handler =
  MockResponse | ((request: { url: URL; body: unknown }) => MockResponse | Promise<MockResponse>);

/**
 * Replaces `fetch` with canned answers keyed by `METHOD /path`. Unlisted calls answer 404 so a test notices
 * them. A handler may return a promise (one that never settles keeps a request loading). Returns the mock,
 * whose calls the test can inspect.
 */
export function mockApi(handlers: Record<string, Handler>) {
  // tests say who is signed in with GET /v1/user/profile; the app asks GET /v1/auth/session, which answers a
  // visitor (the profile's 401) with null
  const sessionFromProfile = (method: string, pathname: string): Handler | undefined => {
    const profile = handlers['GET /v1/user/profile'];
    if (method !== 'GET' || pathname !== '/v1/auth/session' || !profile) return undefined;
    return async (request) => {
      const answer = typeof profile === 'function' ? await profile(request) : profile;
      return answer.status === 401 ? { body: { data: null } } : answer;
    };
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = handlers[`${method} ${url.pathname}`] ?? sessionFromProfile(method, url.pathname);
    const answer: MockResponse = !handler
      ? {
          status: 404,
          body: {
            exception: 'NotFoundException',
            message_key: 'notFound',
            message: `No mock for ${method} ${url.pathname}`,
          },
        }
      : typeof handler === 'function'
        ? await handler({ url, body })
        : handler;
    // an answer our server could not give fails the test (setup-tests.ts); a provider's is its own
    if (handler && url.origin === 'http://localhost') {
      checkAnswer(method, url.pathname, answer.status ?? 200, answer.body);
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `METHOD /path`. */
export function sentBodies(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  const [method, path] = key.split(' ');
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
    )
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

/** A request that never answers: the screen stays in its loading state. */
export const pending = (): Promise<MockResponse> => new Promise(() => {});

export const unauthorized: MockResponse = {
  status: 401,
  body: {
    exception: 'UnauthorizedAccessException',
    message_key: 'unauthenticated',
    message: 'Unauthenticated.',
  },
};

export const siteConfig: MockResponse = {
  body: {
    data: {
      captcha: { provider: 'off', site_key: null },
      login_platforms: ['sandbox'],
      support_email: 'support@pixel.ph',
      gift_limits: { min_amount: '20.00', max_amount: '100000.00' },
    },
  },
};

/** GET /v1/user/home of someone whose page has something on it: the dashboard is a creator's. */
export const creatorHome: MockResponse = {
  body: {
    data: { has_page: true, given: { amount: '0.00', payments: 0, creators: 0 }, creators: [], support: [] },
  },
};

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'usr_1',
    email: 'juan@example.com',
    status: 'active',
    email_verified_at: '2026-01-01T00:00:00.000Z',
    referral_code: 'JUAN1234',
    profile: {
      page_url: 'juan',
      page_name: 'Juan dela Cruz',
      avatar: null,
      avatar_variants: { WH100: null },
      bio: null,
      cover_photo: null,
    },
    linked_account: null,
    created_at: '2026-01-01T00:00:00.000Z',
    welcome_seen_at: '2026-01-01T00:05:00.000Z',
    language: null,
    ...overrides,
  };
}

export function buildProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    page_url: 'maria',
    page_name: 'Maria Sketches',
    bio: 'I draw Manila.\nCommissions open!',
    avatar: null,
    avatar_variants: { WH100: null },
    cover_photo: null,
    cover_variants: null,
    donation_count: 12,
    follower_count: 30,
    is_following: false,
    is_owner: false,
    ...overrides,
  };
}

let giftSequence = 0;
export function buildGift(overrides: Partial<PublicGift> = {}): PublicGift {
  giftSequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(giftSequence).padStart(12, '0')}`,
    supporter_name: 'Ana',
    supporter_page_url: null,
    supporter_message: 'Love your work!',
    amount: '150.00',
    reply: null,
    goal_id: null,
    is_hidden: false,
    member_tier: null,
    gifted: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

export function buildTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    transaction_no: 'TXN-0001',
    date: '2026-11-20T07:05:00.000Z',
    description: 'Gift from Ana',
    reference: 'PX-REF-0001',
    type: 'donation',
    status: 'completed',
    total_amount: '1234.50',
    from_stream: false,
    from_standee: false,
    from_website: false,
    ...overrides,
  };
}

export function buildTransactionDetail(overrides: Partial<TransactionDetail> = {}): TransactionDetail {
  return {
    ...buildTransaction(),
    gross_amount: '1300.00',
    fee_amount: '65.50',
    balance: 'available',
    payout_waiting: null,
    supporter_name: 'Ana',
    supporter_message: 'Love your work!',
    ...overrides,
  };
}

/** A page of a list answer: `{ data, meta }`. */
export function pageOf<T>(
  data: T[],
  meta: { current_page?: number; last_page?: number; per_page?: number } = {},
) {
  const { current_page = 1, last_page = 1, per_page = 15 } = meta;
  return { body: { data, meta: { current_page, last_page, per_page, total: data.length } } };
}

/** GET /v1/user/two-factor of an account with two-factor sign-in on (the money calls ask for its code) or off. */
export const twoFactorStatus = (on: boolean): MockResponse => ({
  body: {
    data: on
      ? {
          enabled: true,
          totp_enabled: true,
          enabled_at: '2026-01-02T00:00:00.000Z',
          recovery_codes_left: 10,
          passkeys: 0,
        }
      : { enabled: false, totp_enabled: false, enabled_at: null, recovery_codes_left: 0, passkeys: 0 },
  },
});
