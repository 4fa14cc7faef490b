import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const outbox = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress, headers });

describe('the development outbox', () => {
  it('answers a browser on this machine that asks for this machine or the app by name', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost']) {
      expect((await outbox({ host })).statusCode, host).toBe(200);
    }
  });

  it('is not there for a page elsewhere whose name resolves to this machine (DNS rebinding)', async () => {
    for (const host of ['attacker.example:3000', 'attacker.example', '127.0.0.1.attacker.example']) {
      const response = await outbox({ host });
      expect(response.statusCode, host).toBe(404);
      expect(response.json()).toEqual({
        exception: 'NotFoundException',
        message: 'No such page.',
        message_key: 'noSuchPage',
      });
    }
  });

  it('is not there for a request a proxy on this machine passed on', async () => {
    expect((await outbox({ host: 'localhost:3000', 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(404);
  });
});
