import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, refunds, webhookEvents } from '../../db/schema/index.ts';
import { audit, rowsOf } from '../../ledger/ledger.ts';
import {
  hmacHex,
  SIGNATURE_MAX_AGE_SECONDS,
  SIGNATURE_TOLERANCE_SECONDS,
} from '../../providers/payments/webhook-signature.ts';
import { signSandboxWebhook } from '../../providers/payments/sandbox/sandbox-provider.ts';
import { signedInUser, startGift } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const SECRET = 'sandbox-secret';

function paidBody(input: { checkoutId: string; reference: string; amount: number; eventId?: string }) {
  return JSON.stringify({
    id: input.eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    type: 'checkout.paid',
    data: {
      checkout_id: input.checkoutId,
      reference: input.reference,
      amount: input.amount,
      currency: 'PHP',
      paid_at: new Date().toISOString(),
    },
  });
}

const deliver = (rawBody: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/webhooks/sandbox',
    headers: { 'content-type': 'application/json', ...(signature && { 'sandbox-signature': signature }) },
    payload: rawBody,
  });

async function snapshot(userId: string) {
  const [events] = rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from webhook_events`),
  );
  const [entries] = rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from ledger_entries`),
  );
  const balance = rowsOf<{ balance: number }>(
    await t.db.execute(
      sql`select coalesce(sum(balance), 0)::int as balance from ledger_accounts where user_id = ${userId}`,
    ),
  )[0]!.balance;
  return { events: events!.n, entries: entries!.n, balance };
}

async function pendingGift(amount = '100') {
  const creator = await signedInUser(t);
  const gift = await startGift(t, creator.page_url, { amount });
  return { creator, ...gift, centavos: Math.round(Number(amount) * 100) };
}

describe('webhook signatures', () => {
  it.each([
    [
      'a tampered body',
      (body: string) => ({
        body: body.replace('10000', '99900'),
        signature: signSandboxWebhook(SECRET, body),
      }),
    ],
    ['a wrong secret', (body: string) => ({ body, signature: signSandboxWebhook('another-secret', body) })],
    [
      'a timestamp older than providers retry for',
      (body: string) => ({
        body,
        signature: signSandboxWebhook(
          SECRET,
          body,
          new Date(Date.now() - (SIGNATURE_MAX_AGE_SECONDS + 60) * 1000),
        ),
      }),
    ],
    [
      'a timestamp from the future',
      (body: string) => ({
        body,
        signature: signSandboxWebhook(
          SECRET,
          body,
          new Date(Date.now() + 2 * SIGNATURE_TOLERANCE_SECONDS * 1000),
        ),
      }),
    ],
    ['no signature header', (body: string) => ({ body, signature: undefined })],
    ['a garbled header', (body: string) => ({ body, signature: 'v1=zz,t=abc' })],
    [
      'a signature with the timestamp swapped',
      (body: string) => {
        const t0 = String(Math.floor(Date.now() / 1000) - 10);
        return { body, signature: `t=${Number(t0) + 5},v1=${hmacHex(SECRET, t0, body)}` };
      },
    ],
  ])('refuses %s and writes nothing', async (_case, make) => {
    const gift = await pendingGift();
    const { body, signature } = make(paidBody({ ...gift, amount: gift.centavos }));
    const before = await snapshot(gift.creator.user.id);
    const response = await deliver(body, signature);
    expect(response.statusCode).toBe(401);
    expect(response.json().exception).toBe('InvalidSignatureException');
    expect(await snapshot(gift.creator.user.id)).toEqual(before);
  });

  it('refuses a correctly signed body that is not an event, without a 500', async () => {
    const body = '{"hello":"world"}';
    const response = await deliver(body, signSandboxWebhook(SECRET, body));
    expect(response.statusCode).toBe(422);
    const notJson = 'not json';
    expect((await deliver(notJson, signSandboxWebhook(SECRET, notJson))).statusCode).toBe(422);
  });

  it('answers 404 for a provider that is not in use', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/webhooks/paymongo', payload: '{}' });
    expect(response.statusCode).toBe(404);
  });
});

describe('settling exactly once', () => {
  it('credits once when the same event arrives 20 times at once, and again later', async () => {
    const gift = await pendingGift('100');
    const body = paidBody({ ...gift, amount: gift.centavos });
    const signature = signSandboxWebhook(SECRET, body);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(body, signature)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.filter((r) => r.json().data.duplicate === false)).toHaveLength(1);
    const later = await deliver(body, signSandboxWebhook(SECRET, body));
    expect(later.json().data.duplicate).toBe(true);

    expect((await gift.creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('100.00');
    expect((await gift.creator.browser.get('/v1/user/transactions')).json().meta.total).toBe(1);
    expect(
      (await t.app.inject({ url: `/v1/profile/${gift.creator.page_url}` })).json().data.donation_count,
    ).toBe(1);
    expect(await audit(t.db)).toEqual([]);
  });

  it('credits once when the provider sends the payment under several event ids, concurrently', async () => {
    const gift = await pendingGift('55.50');
    const deliveries = Array.from({ length: 10 }, (_, i) => {
      const body = paidBody({ ...gift, amount: gift.centavos, eventId: `evt_many_${gift.checkoutId}_${i}` });
      return deliver(body, signSandboxWebhook(SECRET, body));
    });
    const responses = await Promise.all(deliveries);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect((await gift.creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('55.50');
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, gift.reference));
    expect(payment!.status).toBe('paid');
  });

  it('settles many payments arriving together, each once, with the right counters', async () => {
    const creators = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const gifts = [];
    for (let i = 0; i < 24; i++) {
      const creator = creators[i % 3]!;
      gifts.push({ creator, ...(await startGift(t, creator.page_url, { amount: String(20 + i) })) });
    }
    const bodies = gifts.map((gift, i) => paidBody({ ...gift, amount: (20 + i) * 100 }));
    const responses = await Promise.all(
      [...bodies, ...bodies].map((body) => deliver(body, signSandboxWebhook(SECRET, body))),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(responses.filter((r) => r.json().data.duplicate === false)).toHaveLength(24);
    for (const [n, creator] of creators.entries()) {
      const expected = gifts.reduce((sum, _g, i) => (i % 3 === n ? sum + 20 + i : sum), 0);
      expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe(`${expected}.00`);
      const profile = (await t.app.inject({ url: `/v1/profile/${creator.page_url}` })).json().data;
      expect(profile.donation_count).toBe(8);
    }
    expect(await audit(t.db)).toEqual([]);
  });

  it("keeps a batch's words exactly as sent, whatever characters they hold", async () => {
    const creator = await signedInUser(t);
    // what an array literal, JSON or SQL would read specially, and text that is not ASCII
    const words = ['NULL', '"Q", {b} c', 'back\\slash', 'Salamat 🎉 ñ'];
    const gifts = [];
    for (const word of words) {
      const gift = await startGift(t, creator.page_url, {
        amount: '25',
        supporter_name: word,
        supporter_message: `${word} ${word}`,
      });
      gifts.push({ ...gift, word });
    }
    const bodies = gifts.map((gift) =>
      JSON.stringify({ ...JSON.parse(paidBody({ ...gift, amount: 2_500 })), note: gift.word }),
    );
    const responses = await Promise.all(
      bodies.map((body) => deliver(body, signSandboxWebhook(SECRET, body))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(words.map(() => 200));

    const lines = rowsOf<{ counterparty_name: string; message: string }>(
      await t.db.execute(
        sql`select counterparty_name, message from statement_lines where user_id = ${creator.user.id as string}`,
      ),
    );
    expect(lines.map((line) => [line.counterparty_name, line.message]).sort()).toEqual(
      words.map((word) => [word, `${word} ${word}`]).sort(),
    );
    const events = await t.db
      .select({ payload: webhookEvents.payload })
      .from(webhookEvents)
      .where(
        inArray(
          webhookEvents.eventId,
          bodies.map((body) => JSON.parse(body).id as string),
        ),
      );
    expect(events.map(({ payload }) => payload)).toEqual(
      expect.arrayContaining(bodies.map((body) => JSON.parse(body) as unknown)),
    );
    expect(events).toHaveLength(bodies.length);
    expect(await audit(t.db)).toEqual([]);
  });

  it('keeps one broken settlement from failing the others that arrived with it', async () => {
    const good = await pendingGift('30');
    const broken = await pendingGift('40');
    // a payment whose gift row is gone cannot settle
    await t.db.execute(
      sql`delete from gifts where payment_id = (select id from payments where reference = ${broken.reference})`,
    );
    const goodBody = paidBody({ ...good, amount: good.centavos });
    const brokenBody = paidBody({ ...broken, amount: broken.centavos });
    const [goodResponse, brokenResponse] = await Promise.all([
      deliver(goodBody, signSandboxWebhook(SECRET, goodBody)),
      deliver(brokenBody, signSandboxWebhook(SECRET, brokenBody)),
    ]);
    expect(goodResponse.statusCode).toBe(200);
    expect(brokenResponse.statusCode).toBe(500);
    expect(brokenResponse.json()).toEqual({
      exception: 'ServerErrorException',
      message: 'An unexpected error has occurred. Try again later.',
      message_key: 'unexpected',
    });
    expect((await good.creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('30.00');
    expect((await broken.creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('0.00');
    // the failed event was not kept, so the provider's retry is not taken for a duplicate
    const stored = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, JSON.parse(brokenBody).id));
    expect(stored).toEqual([]);
    expect(await audit(t.db)).toEqual([]);
  });

  it('does not credit an amount other than the one asked for, and gives it back to the payer', async () => {
    const gift = await pendingGift('100');
    const body = paidBody({ ...gift, amount: 1 });
    const response = await deliver(body, signSandboxWebhook(SECRET, body));
    expect(response.statusCode).toBe(200);
    expect((await gift.creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('0.00');
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, gift.reference));
    // settled as given back: never asked about again by reconciliation
    expect(payment!.status).toBe('paid');
    // what was paid goes back (the provider's side runs in the refund job)
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    expect(refund).toMatchObject({ amount: 1, reason: 'others', status: 'pending' });
    expect(await audit(t.db)).toEqual([]);
  });

  it('stores an event for a checkout it does not know, and moves no money', async () => {
    const body = paidBody({ checkoutId: 'cs_sbx_unknown', reference: 'G-NOPE', amount: 100 });
    const response = await deliver(body, signSandboxWebhook(SECRET, body));
    expect(response.statusCode).toBe(200);
    const stored = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, JSON.parse(body).id));
    expect(stored).toHaveLength(1);
    expect(await audit(t.db)).toEqual([]);
  });

  it('records events it does not act on', async () => {
    const body = JSON.stringify({
      id: 'evt_other_type',
      type: 'checkout.expired',
      data: {
        checkout_id: 'cs_sbx_x',
        reference: null,
        amount: 100,
        currency: 'PHP',
        paid_at: new Date().toISOString(),
      },
    });
    const response = await deliver(body, signSandboxWebhook(SECRET, body));
    expect(response.json().data).toEqual({ received: true, duplicate: false });
  });
});
