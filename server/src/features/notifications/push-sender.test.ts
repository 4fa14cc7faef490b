import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPushSender, vapidKeysFromSecret } from './push-sender.ts';

// a push service on this machine that answers with the status the test sets
let status = 201;
const received: string[] = [];
const service = http.createServer((request, response) => {
  received.push(request.url ?? '');
  request.resume();
  request.on('end', () => response.writeHead(status).end());
});
let endpoint = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(service.address() as AddressInfo).port}/push/`;
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

const browser = createECDH('prime256v1');
browser.generateKeys();
const subscription = (path: string) => ({
  endpoint: endpoint + path,
  p256dh: browser.getPublicKey().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});
const payload = {
  title: 'New gift',
  body: 'Ben sent you ₱250.00',
  url: '/dashboard',
  tag: 'gift',
  kind: 'gift_received' as const,
};
const sender = (allowLocal: boolean) =>
  createPushSender({
    vapid: vapidKeysFromSecret('11'.repeat(32)),
    subject: 'mailto:support@pixel.ph',
    allowLocal,
  });

describe('the push sender', () => {
  it('delivers to a push service on this machine outside production, and drops a subscription it forgot', async () => {
    status = 201;
    expect(await sender(true)(subscription('a'), payload)).toBe('sent');
    status = 410;
    expect(await sender(true)(subscription('b'), payload)).toBe('gone');
    status = 503;
    expect(await sender(true)(subscription('c'), payload)).toEqual({ retry: 'push service answered 503' });
    expect(received).toEqual(['/push/a', '/push/b', '/push/c']);
  });

  it('in production never sends to an address inside: the subscription is dropped, nothing is sent', async () => {
    received.length = 0;
    status = 201;
    expect(await sender(false)(subscription('inside'), payload)).toBe('gone');
    expect(received).toEqual([]);
  });
});
