import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@pixel/contract';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** Renders the whole app (providers, router, modals) at `url`, as a browser would show it. */
export function renderApp(url = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

export type MockResponse = { status?: number; body?: unknown };
type Handler = MockResponse | ((request: { url: URL; body: unknown }) => MockResponse);

/**
 * Replaces `fetch` with canned answers keyed by `METHOD /path`. Unlisted calls answer 404 so a test notices
 * them. Returns the mock, whose calls the test can inspect.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = handlers[`${method} ${url.pathname}`];
    const answer: MockResponse = !handler
      ? {
          status: 404,
          body: { exception: 'NotFoundException', message: `No mock for ${method} ${url.pathname}` },
        }
      : typeof handler === 'function'
        ? handler({ url, body })
        : handler;
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

export const unauthorized: MockResponse = {
  status: 401,
  body: { exception: 'UnauthorizedAccessException', message: 'Unauthenticated.' },
};

export const siteConfig: MockResponse = {
  body: {
    data: {
      captcha: { provider: 'off', site_key: null },
      login_platforms: ['sandbox'],
      support_email: 'support@pixel.ph',
    },
  },
};

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'usr_1',
    email: 'juan@example.com',
    status: 'active',
    email_verified_at: '2026-01-01T00:00:00.000Z',
    referral_code: 'JUAN1234',
    profile: { page_url: 'juan', page_name: 'Juan dela Cruz', avatar: null, bio: null, cover_photo: null },
    linked_account: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
