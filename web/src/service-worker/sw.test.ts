import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The worker runs here in a stand-in for its scope: the browser's events are dispatched to the listeners it
// registers, and what it asks of the registration, the network and the caches is recorded.

// jsdom's own address: Workbox tells a same-origin request by the global `location`
const origin = 'http://localhost:3000';

const emptyCache = { keys: async () => [], match: async () => undefined, delete: async () => false };
const cacheStorage = {
  keys: async () => [],
  open: async () => emptyCache,
  match: async () => undefined,
  delete: async () => false,
};
const navigationPreload = { enable: vi.fn(async () => {}), disable: vi.fn(async () => {}) };
const listeners = new Map<string, ((event: Event) => void)[]>();
const scope = {
  __WB_MANIFEST: [],
  __WB_DISABLE_DEV_LOGS: true,
  location: { origin },
  registration: { scope: `${origin}/`, navigationPreload },
  caches: cacheStorage,
  skipWaiting: async () => {},
  addEventListener: (type: string, listener: (event: Event) => void) => {
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  },
};
const network = vi.fn(async (_request: Request) => new Response('the page'));

/** An event as the browser gives it: `waitUntil` collects what it is kept alive for. */
class ExtendableEventShim extends Event {
  kept: Promise<unknown>[] = [];
  waitUntil(promise: Promise<unknown>) {
    this.kept.push(promise);
  }
}

class FetchEventShim extends ExtendableEventShim {
  answer: Promise<Response> | undefined;
  preloadResponse = Promise.resolve(undefined);
  constructor(readonly request: Request) {
    super('fetch');
  }
  respondWith(answer: Promise<Response>) {
    this.answer = answer;
  }
}

function dispatch<E extends Event>(event: E) {
  for (const listener of listeners.get(event.type) ?? []) listener(event);
  return event;
}

/** The browser going to `path` of the site: a navigation, which a `Request` made in a test cannot be. */
function navigation(path: string) {
  const request = new Request(new URL(path, origin));
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return dispatch(new FetchEventShim(request));
}

function inScope() {
  vi.stubGlobal('self', scope);
  vi.stubGlobal('caches', cacheStorage);
  vi.stubGlobal('fetch', network);
  vi.stubGlobal('ExtendableEvent', ExtendableEventShim);
  vi.stubGlobal('FetchEvent', FetchEventShim);
}

beforeAll(async () => {
  inScope();
  await import('./sw');
});
// the test setup puts the page's globals back after each test
beforeEach(() => {
  inScope();
  network.mockClear();
});

describe('the service worker and navigations', () => {
  it('has the browser ask for no page before the worker runs, turning off what an earlier release turned on', async () => {
    const activated = dispatch(new ExtendableEventShim('activate'));
    await Promise.all(activated.kept);
    expect(navigationPreload.disable).toHaveBeenCalled();
    expect(navigationPreload.enable).not.toHaveBeenCalled();
  });

  it.each([
    ["the e-payment sign-in's return", '/v1/auth/login/token?code=c0de&state=5tate'],
    ["the e-payment link's return", '/v1/user/linked-account/token?code=c0de&state=5tate'],
    ["the sandbox provider's page", '/sandbox/oauth/authorize?state=5tate'],
    ['the development outbox', '/dev/outbox'],
    ['a stored file', '/media/blur/abc.webp'],
  ])('leaves %s to the browser: it answers nothing and asks nothing', (_what, path) => {
    const event = navigation(path);
    expect(event.answer).toBeUndefined();
    expect(network).not.toHaveBeenCalled();
  });

  it('answers a page of the app from the network, asking once', async () => {
    const event = navigation('/dashboard');
    expect(event.answer).toBeDefined();
    expect(await (await event.answer!).text()).toBe('the page');
    expect(network).toHaveBeenCalledTimes(1);
    expect(network.mock.calls[0]![0].url).toBe(`${origin}/dashboard`);
  });
});
