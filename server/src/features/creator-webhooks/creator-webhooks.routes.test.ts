import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyPost,
  client,
  createSnap,
  clearForPayouts,
  fundWallet,
  insertUserBank,
  member,
  newMobile,
  payCheckout,
  smsCodeFor,
  startGift,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { startWebhookReceiver, verifyPixelSignature } from '../../test/webhook-receiver.ts';

const t = useTestApp();
const BASE = '/v1/creator/webhooks';
const JOB = 'deliver-creator-webhook';

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
});

/** A creator with an endpoint at the test's receiver; answers the endpoint as created (with its secret). */
async function creatorWithEndpoint(events = ['gift.received', 'purchase.completed', 'payout.updated']) {
  const who = await member(t);
  const created = await who.browser.post(BASE, { url: receiver.url, events });
  expect(created.statusCode).toBe(201);
  const endpoint = created.json().data as { id: string; secret: string };
  return { ...who, endpoint };
}

async function giftTo(pageUrl: string, amount = '150') {
  const { checkoutPath } = await startGift(t, pageUrl, { amount });
  await payCheckout(t, checkoutPath);
}

const deliveriesOf = async (who: Awaited<ReturnType<typeof creatorWithEndpoint>>) => {
  const response = await who.browser.get(`${BASE}/${who.endpoint.id}/deliveries`);
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    id: string;
    event_id: string;
    event_type: string;
    status: string;
    resend_of: string | null;
    attempts: {
      attempt: number;
      status_code: number | null;
      duration_ms: number;
      response_excerpt: string | null;
      error: string | null;
    }[];
  }[];
};

/** The queue's job for a delivery: its state and how many seconds from now it is due. */
async function jobOf(deliveryId: string) {
  const result = (await t.db.execute(
    sql`select id, state, extract(epoch from start_after - now())::float as due_in
        from pgboss.job where name = ${JOB} and data->>'deliveryId' = ${deliveryId}`,
  )) as unknown as { rows: { id: string; state: string; due_in: number }[] };
  return result.rows[0]!;
}

/** Lets a retry's back-off pass at once. */
async function makeDue(jobId: string) {
  await t.db.execute(sql`update pgboss.job set start_after = now() where id = ${jobId}`);
}

describe('creator webhooks', () => {
  it('needs a signed-in creator', async () => {
    const anonymous = client(t);
    expect((await anonymous.get(BASE)).statusCode).toBe(401);
    const created = await anonymous.post(BASE, { url: receiver.url, events: ['gift.received'] });
    expect(created.statusCode).toBe(401);
    expect(created.json().exception).toBe('UnauthorizedAccessException');
  });

  it('registers an endpoint, shows its secret once and lists it without the secret', async () => {
    const who = await creatorWithEndpoint(['gift.received']);
    expect(who.endpoint.secret).toMatch(/^whsec_[\w-]{43}$/);
    const list = (await who.browser.get(BASE)).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        id: who.endpoint.id,
        url: receiver.url,
        events: ['gift.received'],
        secret_hint: who.endpoint.secret.slice(-4),
      }),
    ]);
    expect(JSON.stringify(list)).not.toContain(who.endpoint.secret);
  });

  it('refuses a bad address or no events with the field’s message', async () => {
    const who = await member(t);
    const cases: [unknown, string, string][] = [
      [{ url: 'not a url', events: ['gift.received'] }, 'url', 'The url must be a valid URL.'],
      [{ url: 'ftp://example.com/x', events: ['gift.received'] }, 'url', 'The url must be a valid URL.'],
      [{ events: ['gift.received'] }, 'url', 'The url field is required.'],
      [{ url: receiver.url, events: [] }, 'events', 'Choose at least one event.'],
      [{ url: receiver.url, events: ['gift.sent'] }, 'events.0', 'The selected event is invalid.'],
      [
        { url: 'http://user:pw@127.0.0.1:9/x', events: ['gift.received'] },
        'url',
        'The url must not contain a user name or password.',
      ],
      [
        { url: 'https://no-such-host.invalid/x', events: ['gift.received'] },
        'url',
        'The url host could not be found.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await who.browser.post(BASE, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect((await who.browser.get(BASE)).json().data).toEqual([]);
  });

  it('keeps another creator’s endpoint out of reach', async () => {
    const owner = await creatorWithEndpoint();
    const other = await member(t);
    const id = owner.endpoint.id;
    expect((await other.browser.delete(`${BASE}/${id}`)).statusCode).toBe(404);
    expect((await other.browser.post(`${BASE}/${id}/secret`)).statusCode).toBe(404);
    expect((await other.browser.get(`${BASE}/${id}/deliveries`)).statusCode).toBe(404);
    expect((await owner.browser.get(BASE)).json().data).toHaveLength(1);
    expect((await other.browser.delete(`${BASE}/not-an-id`)).statusCode).toBe(422);
  });

  it('sends a settled gift to the endpoint, signed so that the documented check holds', async () => {
    const who = await creatorWithEndpoint(['gift.received']);
    const before = receiver.received.length;
    await giftTo(who.page_url, '150');
    expect(await t.jobs.drain(JOB)).toBe(1);

    const request = receiver.received.at(-1)!;
    expect(receiver.received).toHaveLength(before + 1);
    const event = JSON.parse(request.body);
    expect(event).toMatchObject({
      type: 'gift.received',
      data: { amount: '150.00', net_amount: '150.00', currency: 'PHP', kind: 'gift' },
    });
    expect(request.headers['pixel-event-id']).toBe(event.id);
    expect(request.headers['content-type']).toBe('application/json');
    const signature = request.headers['pixel-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyPixelSignature(request.body, signature, who.endpoint.secret)).toBe(true);
    // a changed body or another secret does not pass
    expect(
      verifyPixelSignature(request.body.replace('150.00', '999.00'), signature, who.endpoint.secret),
    ).toBe(false);
    expect(verifyPixelSignature(request.body, signature, 'whsec_other')).toBe(false);

    const [delivery] = await deliveriesOf(who);
    expect(delivery).toMatchObject({ event_id: event.id, event_type: 'gift.received', status: 'succeeded' });
    expect(delivery!.attempts).toEqual([
      expect.objectContaining({ attempt: 1, status_code: 200, response_excerpt: 'ok', error: null }),
    ]);
    expect(delivery!.attempts[0]!.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('tells of a sale as purchase.completed', async () => {
    const who = await creatorWithEndpoint(['purchase.completed']);
    const snap = await createSnap(who, { price_id: 4 });
    await buyPost(t, await member(t), snap);
    expect(await t.jobs.drain(JOB)).toBe(1);
    const request = receiver.received.at(-1)!;
    const event = JSON.parse(request.body);
    expect(event.type).toBe('purchase.completed');
    expect(event.data.reference).toMatch(/^P-/);
    expect(
      verifyPixelSignature(request.body, request.headers['pixel-signature'] as string, who.endpoint.secret),
    ).toBe(true);
  });

  it('tells of a payout when it is made and when the provider pays it', async () => {
    const who = await creatorWithEndpoint(['payout.updated']);
    const mobile = newMobile();
    await fundWallet(t, who.user.id, 50_000);
    await clearForPayouts(t, who.user.id);
    // this account number makes the sandbox answer "accepted" and pay later
    await insertUserBank(t, who.user.id, { mobileNumber: mobile, accountNumber: '4000000002' });
    const body = { bank_slug: 'PH_BDO', amount: '200' };
    const requested = await who.browser.post('/v1/user/transactions/payout/request', { ...body, confirm: 1 });
    const submitted = await who.browser.post('/v1/user/transactions/payout/bank', {
      ...body,
      otp_code: await smsCodeFor(t, mobile),
      otp_token: requested.json().data.otp_token,
    });
    expect(submitted.statusCode).toBe(200);
    const reference = submitted.json().data.reference as string;
    expect(await t.jobs.drain(JOB)).toBe(1);
    expect(JSON.parse(receiver.received.at(-1)!.body)).toMatchObject({
      type: 'payout.updated',
      data: { reference, status: 'pending', amount: '200.00', fee: '15.00', method: 'standard' },
    });

    const payout = (await t.db.execute(
      sql`select provider_payout_id from payouts where reference = ${reference}`,
    )) as unknown as { rows: { provider_payout_id: string }[] };
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${payout.rows[0]!.provider_payout_id}/succeed`,
    });
    expect(await t.jobs.drain(JOB)).toBe(1);
    const event = JSON.parse(receiver.received.at(-1)!.body);
    expect(event).toMatchObject({ type: 'payout.updated', data: { reference, status: 'completed' } });
    expect((await deliveriesOf(who)).map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('sends nothing to an endpoint that did not ask for the event', async () => {
    const who = await creatorWithEndpoint(['purchase.completed']);
    await giftTo(who.page_url);
    expect(await t.jobs.drain(JOB)).toBe(0);
    expect(await deliveriesOf(who)).toEqual([]);
  });

  it('retries a failing receiver with growing back-off and logs each try', async () => {
    const who = await creatorWithEndpoint(['gift.received']);
    receiver.state.status = 500;
    receiver.state.answer = 'database is down';
    try {
      await giftTo(who.page_url);
      expect(await t.jobs.drain(JOB)).toBe(1);
      const [delivery] = await deliveriesOf(who);
      expect(delivery!.status).toBe('pending');
      expect(delivery!.attempts).toEqual([
        expect.objectContaining({ attempt: 1, status_code: 500, response_excerpt: 'database is down' }),
      ]);

      // pg-boss waits retryDelay·2^n to twice that before try n + 2: 30-60 s, then 60-120 s
      let job = await jobOf(delivery!.id);
      expect(job.state).toBe('retry');
      expect(job.due_in).toBeGreaterThan(25);
      expect(job.due_in).toBeLessThanOrEqual(60);
      expect(await t.jobs.drain(JOB)).toBe(0); // not due yet

      await makeDue(job.id);
      expect(await t.jobs.drain(JOB)).toBe(1);
      job = await jobOf(delivery!.id);
      expect(job.state).toBe('retry');
      expect(job.due_in).toBeGreaterThan(55);
      expect(job.due_in).toBeLessThanOrEqual(120);

      receiver.state.status = 204;
      receiver.state.answer = '';
      await makeDue(job.id);
      expect(await t.jobs.drain(JOB)).toBe(1);
      expect((await jobOf(delivery!.id)).state).toBe('completed');

      const [after] = await deliveriesOf(who);
      expect(after!.status).toBe('succeeded');
      expect(after!.attempts.map((a) => [a.attempt, a.status_code])).toEqual([
        [1, 500],
        [2, 500],
        [3, 204],
      ]);
      // every try carried the same event
      const ids = receiver.received.slice(-3).map((request) => JSON.parse(request.body).id);
      expect(new Set(ids)).toEqual(new Set([after!.event_id]));
    } finally {
      receiver.state.status = 200;
      receiver.state.answer = 'ok';
    }
  });

  it('logs a receiver that cannot be reached, and keeps a delivery failed once its tries run out', async () => {
    const closed = await startWebhookReceiver();
    await closed.close();
    const who = await member(t);
    const endpoint = (await who.browser.post(BASE, { url: closed.url, events: ['gift.received'] })).json()
      .data;
    await giftTo(who.page_url);
    await t.jobs.drain(JOB);
    const deliveries = async () => (await who.browser.get(`${BASE}/${endpoint.id}/deliveries`)).json().data;
    const { id } = (await deliveries())[0];
    for (let i = 1; i < 9; i++) {
      await makeDue((await jobOf(id)).id);
      expect(await t.jobs.drain(JOB)).toBe(1);
    }
    const [delivery] = await deliveries();
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts).toHaveLength(9);
    expect(delivery.attempts[0]).toMatchObject({
      status_code: null,
      error: expect.stringMatching(/ECONNREFUSED/),
    });
    expect((await jobOf(delivery.id)).state).toBe('completed');
  });

  it('resends a delivery with the same event id, signed with the rolled secret', async () => {
    const who = await creatorWithEndpoint(['gift.received']);
    await giftTo(who.page_url);
    await t.jobs.drain(JOB);
    const [first] = await deliveriesOf(who);
    const firstRequest = receiver.received.at(-1)!;

    const rolled = await who.browser.post(`${BASE}/${who.endpoint.id}/secret`);
    expect(rolled.statusCode).toBe(200);
    const secret = rolled.json().data.secret as string;
    expect(secret).not.toBe(who.endpoint.secret);
    expect(rolled.json().data.secret_rolled_at).not.toBeNull();

    const resent = await who.browser.post(`${BASE}/${who.endpoint.id}/deliveries/${first!.id}/resend`);
    expect(resent.statusCode).toBe(202);
    expect(resent.json().data).toMatchObject({
      event_id: first!.event_id,
      resend_of: first!.id,
      status: 'pending',
    });
    expect(await t.jobs.drain(JOB)).toBe(1);

    const again = receiver.received.at(-1)!;
    expect(again).not.toBe(firstRequest);
    expect(JSON.parse(again.body).id).toBe(first!.event_id);
    expect(again.headers['pixel-event-id']).toBe(first!.event_id);
    expect(again.body).toBe(firstRequest.body);
    const signature = again.headers['pixel-signature'] as string;
    expect(verifyPixelSignature(again.body, signature, secret)).toBe(true);
    expect(verifyPixelSignature(again.body, signature, who.endpoint.secret)).toBe(false);

    const log = await deliveriesOf(who);
    expect(log.map((d) => [d.event_id, d.status, d.resend_of])).toEqual([
      [first!.event_id, 'succeeded', first!.id],
      [first!.event_id, 'succeeded', null],
    ]);
    const other = await member(t);
    expect(
      (await other.browser.post(`${BASE}/${who.endpoint.id}/deliveries/${first!.id}/resend`)).statusCode,
    ).toBe(404);
  });

  it('deletes an endpoint: its queued deliveries are not sent', async () => {
    const who = await creatorWithEndpoint(['gift.received']);
    await giftTo(who.page_url);
    const before = receiver.received.length;
    const deleted = await who.browser.delete(`${BASE}/${who.endpoint.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.message).toBe('The webhook endpoint was deleted.');
    await t.jobs.drain(JOB);
    expect(receiver.received).toHaveLength(before);
    expect((await who.browser.get(BASE)).json().data).toEqual([]);
    expect((await who.browser.delete(`${BASE}/${who.endpoint.id}`)).statusCode).toBe(404);
  });

  it('takes at most ten endpoints', async () => {
    const who = await member(t);
    for (let i = 0; i < 10; i++) {
      expect(
        (await who.browser.post(BASE, { url: receiver.url, events: ['gift.received'] })).statusCode,
      ).toBe(201);
    }
    const refused = await who.browser.post(BASE, { url: receiver.url, events: ['gift.received'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.url).toEqual(['You can add at most 10 webhook endpoints.']);
  });
});
