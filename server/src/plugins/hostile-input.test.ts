import { describe, expect, it } from 'vitest';
import { client, member, newAccount, signedInUser, staffMember } from '../test/builders.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();

describe('hostile input', () => {
  it('refuses a NUL byte or another control character in any text field with a 422 naming it', async () => {
    const creator = await member(t);
    const cases: [string, string, Record<string, unknown>, string][] = [
      [
        'POST',
        '/v1/auth/register',
        { email: 'a\u0000@example.ph', password: 'x'.repeat(12), page_url: 'abc' },
        'email',
      ],
      [
        'POST',
        `/v1/donate/${creator.page_url}`,
        { amount: '100', supporter_message: 'Salamat\u0000' },
        'supporter_message',
      ],
      [
        'POST',
        `/v1/donate/${creator.page_url}`,
        { amount: '100', supporter_name: 'Juan\u001b[31m' },
        'supporter_name',
      ],
      ['POST', '/v1/auth/login/with', { redirect_after: '/dashboard\r\u0007' }, 'redirect_after'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await t.app.inject({ method: method as 'POST', url, payload });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors[field]).toEqual([
        `The ${field.replaceAll('_', ' ')} must not contain control characters.`,
      ]);
    }
  });

  it('refuses control characters in searches and addresses too', async () => {
    const user = await signedInUser(t);
    for (const url of ['/v1/user/prices?search=1%00', '/v1/profile/ab%00c', '/v1/hashtags/art%00']) {
      const response = await user.browser.get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('keeps line breaks and tabs in messages', async () => {
    const creator = await member(t);
    const response = await client(t).post(`/v1/donate/${creator.page_url}`, {
      amount: '100',
      supporter_message: 'Salamat!\n\tKeep drawing.\r\n',
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a truncated upload with a 4xx, never a 500', async () => {
    const user = await member(t);
    const boundary = '----pixeltruncated';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const response = await user.browser.post(
      '/v1/images/upload',
      Buffer.concat([Buffer.from(head), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d])]),
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('exception');
  });

  it('answers a body nested thousands deep with a 422 on every route that takes a body', async () => {
    const doc = (await client(t).get('/v1/openapi.json')).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody?.content?.['application/json'])
        .map(([method]) => ({ method: method.toUpperCase() as 'POST', path })),
    );
    expect(routes.length).toBeGreaterThan(50);
    const user = await member(t);
    // the staff calls refuse anyone else before reading the body: an admin sends them
    const staff = await staffMember(t, 'admin');
    // about 10 KB: within the body limit, and deeper than any request the contract describes
    const nested = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const { method, path } of routes) {
      const url = path.replace(/\{[^}]+\}/g, 'x');
      const caller = path.startsWith('/v1/admin/') ? staff : user;
      const response = await caller.browser[method.toLowerCase() as 'post'](url, nested, {
        'content-type': 'application/json',
      });
      expect(response.statusCode, `${method} ${url}`).toBe(422);
      expect(response.json().errors, `${method} ${url}`).toEqual({
        body: ['The body must not be nested more than 32 levels deep.'],
      });
    }
  });

  it('answers a media name too long for a file with 404', async () => {
    const response = await client(t).get(`/media/${'a'.repeat(300)}.jpg`);
    expect(response.statusCode).toBe(404);
    expect(response.json().exception).toBe('NotFoundException');
  });

  it('answers an address too long in the API error shape', async () => {
    const response = await client(t).get(`/v1/profile/${'a'.repeat(5000)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      exception: 'UriTooLongException',
      message: 'The address is too long.',
      message_key: 'addressTooLong',
    });
    // in the request's language, like every other error
    const inFilipino = await t.app.inject({
      method: 'GET',
      url: `/v1/profile/${'a'.repeat(5000)}`,
      headers: { 'accept-language': 'fil' },
    });
    expect(inFilipino.json()).toEqual({
      exception: 'UriTooLongException',
      message: 'Masyadong mahaba ang address.',
      message_key: 'addressTooLong',
    });
  });

  it('says when to try again in the Retry-After header and the body alike', async () => {
    const caller = client(t);
    let last;
    for (let i = 0; i < 12; i++) {
      last = await caller.post('/v1/auth/login', { email: 'limit@example.ph', password: 'wrong password' });
    }
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBe(last!.json().data.retry_in_seconds);
  });
});

describe('password spraying', () => {
  it('ends 60 wrong log-ins from one address across 60 accounts in 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        remoteAddress: '198.51.100.77',
        payload: { email: `sprayed${i}@example.ph`, password: 'Summer2026!' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses[0]).toBe(422);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
  });
});

describe('waits the server asks for', () => {
  it('sends Retry-After with the seconds the body gives for a link asked again too soon', async () => {
    const account = newAccount();
    expect((await client(t).post('/v1/auth/register', account)).statusCode).toBe(201);
    const again = await client(t).post('/v1/auth/verification/resend', { email: account.email });
    expect(again.statusCode).toBe(429);
    expect(again.json().data.retry_in_seconds).toBeGreaterThan(290);
    expect(Number(again.headers['retry-after'])).toBe(again.json().data.retry_in_seconds);
  });
});
