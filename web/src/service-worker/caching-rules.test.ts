import { describe, expect, it } from 'vitest';
import { isBuiltAsset, mayKeep, neverKept } from './caching-rules';

const origin = 'https://pixel.ph';
const at = (address: string) => new URL(address, origin);

describe('what the service worker never keeps', () => {
  it.each([
    ['an API answer', '/v1/user/profile'],
    ["a creator's gifts", '/v1/profile/liza/gifts?page=1'],
    ["a person's signed photo", '/v1/media/photos/p1/WH400?expires=1767225600&viewer=u1&signature=abc'],
    ["anyone's signed photo", '/v1/media/photos/p1/WH400?viewer=anyone&version=v1&signature=abc'],
    ['a signed address elsewhere on the site', '/assets/file.png?signature=abc'],
    ['the development outbox', '/dev/outbox.json'],
    ["the sandbox provider's pages", '/sandbox/checkout/123'],
    ['a stored file', '/media/blur/abc.webp'],
    ['another site', 'https://challenges.cloudflare.com/turnstile/v0/api.js'],
  ])('%s (%s)', (_what, address) => {
    expect(neverKept(at(address), origin)).toBe(true);
    expect(isBuiltAsset(at(address), origin)).toBe(false);
  });

  it("keeps the app's built files", () => {
    expect(isBuiltAsset(at('/assets/dashboard-page-Cx1a2b3c.js'), origin)).toBe(true);
    expect(isBuiltAsset(at('/assets/inter-latin-wght-normal-Dx4kXJAl.woff2'), origin)).toBe(true);
    expect(neverKept(at('/offline.html'), origin)).toBe(false);
  });
});

describe('which answers may be kept', () => {
  const answer = (headers: Record<string, string>, init: ResponseInit = {}) =>
    // jsdom's Response has type "default"; a same-origin fetch in a browser answers "basic"
    Object.defineProperty(new Response('x', { status: 200, headers, ...init }), 'type', { value: 'basic' });

  it('keeps a whole, public answer', () => {
    expect(mayKeep(answer({ 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(true);
    expect(mayKeep(answer({}))).toBe(true);
  });

  it.each([
    'private, no-store',
    'private, no-cache',
    'no-store',
    'Private',
    'max-age=0, private="set-cookie"',
  ])('never keeps one marked %s', (cacheControl) => {
    expect(mayKeep(answer({ 'cache-control': cacheControl }))).toBe(false);
  });

  it('never keeps an error or a part', () => {
    expect(mayKeep(answer({}, { status: 404 }))).toBe(false);
    expect(mayKeep(answer({}, { status: 206 }))).toBe(false);
  });

  it("never keeps another site's answer", () => {
    const opaque = Object.defineProperty(new Response('x'), 'type', { value: 'opaque' });
    expect(mayKeep(opaque)).toBe(false);
  });
});
