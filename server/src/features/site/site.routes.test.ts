import { describe, expect, it } from 'vitest';
import { createTurnstile } from '../../providers/captcha/captcha.ts';
import { client } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('with the captcha off (the default)', () => {
  const t = useTestApp();

  it('reports the health of the server and its database', async () => {
    const response = await client(t).get('/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });

  it('tells the web app which captcha and sign-in platforms are on', async () => {
    const response = await client(t).get('/v1/site/config');
    expect(response.json().data).toEqual({
      captcha: { provider: 'off', site_key: null },
      login_platforms: ['sandbox'],
      support_email: 'support@pixel.ph',
      gift_limits: { min_amount: '20.00', max_amount: '100000.00' },
    });
  });

  it('passes any token, and still requires one', async () => {
    expect((await client(t).post('/v1/site/captcha/verify', { response_token: 'x' })).json()).toEqual({
      data: { success: true },
    });
    const missing = await client(t).post('/v1/site/captcha/verify', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.response_token).toEqual(['The response token field is required.']);
  });
});

describe('with Cloudflare Turnstile', () => {
  const calls: URLSearchParams[] = [];
  const turnstile = createTurnstile({
    siteKey: 'site-key',
    secretKey: 'secret-key',
    fetch: async (_url, init) => {
      const body = init!.body as URLSearchParams;
      calls.push(body);
      return new Response(JSON.stringify({ success: body.get('response') === 'good-token' }));
    },
  });
  const t = useTestApp({ overrides: { captcha: turnstile } });

  it('asks Turnstile with the secret and the caller address, and reports its answer', async () => {
    const good = await client(t, { ip: '10.9.9.9' }).post('/v1/site/captcha/verify', {
      response_token: 'good-token',
    });
    expect(good.json()).toEqual({ data: { success: true } });
    expect(calls.at(-1)?.get('secret')).toBe('secret-key');
    expect(calls.at(-1)?.get('remoteip')).toBe('10.9.9.9');

    const bad = await client(t).post('/v1/site/captcha/verify', { response_token: 'bot-token' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.response_token).toEqual(['The captcha verification failed. Please try again.']);
  });

  it('publishes the site key for the widget', async () => {
    expect((await client(t).get('/v1/site/config')).json().data.captcha).toEqual({
      provider: 'turnstile',
      site_key: 'site-key',
    });
  });

  it('fails closed when Turnstile cannot be reached', async () => {
    const down = createTurnstile({
      siteKey: 's',
      secretKey: 'k',
      fetch: async () => {
        throw new Error('network down');
      },
    });
    expect(await down.verify({ token: 'good-token', ip: '1.2.3.4' })).toBe(false);
  });
});
