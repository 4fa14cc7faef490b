import { describe, expect, it } from 'vitest';
import { fallbackPushMessage, notificationTarget, readPushMessage } from './push-message';

const origin = 'https://pixel.ph';

describe('a push message', () => {
  it("is read from the server's JSON", () => {
    const text = JSON.stringify({
      title: 'New gift',
      body: 'Ana sent ₱100',
      url: '/dashboard',
      tag: 'gift-1',
    });

    expect(readPushMessage(text)).toEqual({
      title: 'New gift',
      body: 'Ana sent ₱100',
      url: '/dashboard',
      tag: 'gift-1',
    });
  });

  it.each([null, '', 'not json', '[]', '"text"', JSON.stringify({ body: 'no title', url: '/' })])(
    'shows the fallback for %j: every push must show something',
    (text) => {
      expect(readPushMessage(text)).toEqual(fallbackPushMessage);
    },
  );
});

describe('the page a notification opens', () => {
  it.each([
    ['/dashboard/earnings?tab=gifts#g1', '/dashboard/earnings?tab=gifts#g1'],
    [`${origin}/liza`, '/liza'],
    ['https://evil.example/phish', '/'],
    ['//evil.example/phish', '/'],
    ['javascript:alert(1)', '/'],
    [42, '/'],
    [undefined, '/'],
  ])('%j opens %s', (url, expected) => {
    expect(notificationTarget(url, origin)).toBe(expected);
  });
});
