import { describe, expect, it } from 'vitest';
import { client, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('health, readiness and metrics', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: 'metrics-token-of-some-length' } });

  it('says the process is alive, and ready when its database and storage answer', async () => {
    expect((await client(t).get('/v1/health')).json()).toEqual({ data: { status: 'ok' } });
    const ready = await client(t).get('/v1/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ready', checks: { database: 'up', storage: 'up' } });
  });

  it('shows metrics only with the token or to this machine', async () => {
    const refused = await client(t, { ip: '203.0.113.9' }).get('/metrics');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      exception: 'UnauthorizedAccessException',
      message: 'Metrics need the METRICS_TOKEN as a bearer token, or a request from this machine.',
      message_key: 'metricsUnauthorized',
    });
    expect(
      (
        await client(t, { ip: '203.0.113.9' }).get('/metrics', {
          authorization: 'Bearer wrong-token-wrong-token',
        })
      ).statusCode,
    ).toBe(401);
    const withToken = await client(t, { ip: '203.0.113.9' }).get('/metrics', {
      authorization: 'Bearer metrics-token-of-some-length',
    });
    expect(withToken.statusCode).toBe(200);
    expect((await client(t, { ip: '127.0.0.1' }).get('/metrics')).statusCode).toBe(200);
  });

  it('counts requests by route, settled payments, payouts and the queue', async () => {
    await signedInUser(t);
    await client(t).get('/v1/health');
    const text = (await client(t, { ip: '127.0.0.1' }).get('/metrics')).body;
    expect(text).toMatch(
      /pixel_http_request_duration_seconds_count\{method="POST",route="\/v1\/auth\/register",status_code="201"\} [1-9]/,
    );
    // the machines' own calls are not the traffic the histogram is read for
    expect(text).not.toContain('route="/v1/health"');
    expect(text).not.toContain('route="/metrics"');
    expect(text).toContain('# TYPE pixel_payments_settled_total counter');
    expect(text).toContain('# TYPE pixel_payouts gauge');
    expect(text).toMatch(/pixel_jobs_queued\{queue="send-mail"\} \d+/);
    expect(text).toMatch(/pixel_jobs_failed\{queue="send-mail"\} 0/);
    expect(text).toMatch(/pixel_jobs_oldest_waiting_seconds\{queue="send-mail"\} \d+/);
    expect(text).toContain('# TYPE pixel_jobs_done_total counter');
    expect(text).toMatch(/^pixel_overlay_streams_open 0$/m);
    // once the mail is sent, nothing in its queue waits
    await t.jobs.drain('send-mail');
    const after = (await client(t, { ip: '127.0.0.1' }).get('/metrics')).body;
    expect(after).toMatch(/pixel_jobs_queued\{queue="send-mail"\} 0/);
    expect(after).toMatch(/pixel_jobs_oldest_waiting_seconds\{queue="send-mail"\} 0/);
  });
});

describe('when Redis is down', () => {
  // nothing listens on port 1: every Redis command fails at once
  const t = useTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });

  it('keeps rate-limited routes answering, still limiting per instance, and stays ready, reporting Redis down', async () => {
    const user = await signedInUser(t);
    const caller = client(t);
    const tries = [];
    for (let i = 0; i < 12; i++) {
      tries.push(
        (await caller.post('/v1/auth/login', { email: user.email, password: 'wrong password' })).statusCode,
      );
    }
    expect(tries.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(tries.slice(10)).toEqual([429, 429]);
    // the instance serves without Redis: a load balancer must keep sending to it
    const ready = await client(t).get('/v1/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({
      status: 'ready',
      checks: { database: 'up', storage: 'up', redis: 'down' },
    });
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1' } });

  it('counts failed log-ins by the address the proxy saw, whatever the client writes in X-Forwarded-For', async () => {
    const user = await signedInUser(t);
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      // the client writes its own entry; the proxy (10.0.0.2) appends the address it saw
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.50` },
        payload: { email: user.email, password: 'wrong password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
  });

  it('counts a client that connects straight, past the proxy, by its own address, whatever X-Forwarded-For it rotates', async () => {
    const user = await signedInUser(t);
    const statuses = [];
    for (let i = 0; i < 15; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { email: user.email, password: 'wrong password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
    // the proxy, on its private network, is still believed for the address it saw
    const throughProxy = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: '::ffff:10.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.77' },
      payload: { email: user.email, password: 'wrong password' },
    });
    expect(throughProxy.statusCode).toBe(422);
  });

  it('shows metrics to no client that writes 127.0.0.1 in X-Forwarded-For', async () => {
    // straight to the server, past the proxy, and through it
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode, remoteAddress).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode,
    ).toBe(200);
  });
});
