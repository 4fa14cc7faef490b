import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { payments, webhookEvents } from '../../db/schema/index.ts';
import { audit, createLedger, rowsOf } from '../../ledger/ledger.ts';
import type { PaidMethod } from '../../providers/payments/payment-provider.ts';
import {
  createSandboxProvider,
  type SandboxWebhook,
} from '../../providers/payments/sandbox/sandbox-provider.ts';
import { client, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createPaymentsRepository, type PaymentRow } from './payments.repository.ts';
import { createPaymentsService } from './payments.service.ts';

const t = useTestApp();
const silent = { warn: () => undefined, error: () => undefined };

/**
 * Payments of a kind that keeps a saved method, as memberships will: what its handler is told is kept
 * for the test to read, as that feature would keep it in its own rows.
 */
function paymentsWithSavedMethods() {
  const sandbox = createSandboxProvider({
    db: t.db,
    publicUrl: t.config.publicUrl,
    secret: 'sandbox-code-secret',
    webhookSecret: 'sandbox-secret',
  });
  const settled: { payment: PaymentRow; method: PaidMethod | undefined }[] = [];
  const failed: { payment: PaymentRow; failureCode: string | undefined }[] = [];
  const recorded: string[] = [];
  const service = createPaymentsService({
    db: t.db,
    publicUrl: t.config.publicUrl,
    repository: createPaymentsRepository(t.db),
    ledger: createLedger(),
    provider: sandbox,
    fees: t.config.payments.fees,
    handlers: {
      membership: {
        async onSettled(_tx, rows, methods) {
          for (const payment of rows) settled.push({ payment, method: methods.get(payment.id) });
          return new Map(rows.map((p) => [p.id, { description: p.description }]));
        },
        async onFailed(_tx, rows, codes) {
          for (const payment of rows) failed.push({ payment, failureCode: codes.get(payment.id) });
        },
      },
    },
    log: silent,
  });
  const deliver = (event: SandboxWebhook) =>
    service.receiveWebhook({ headers: { 'sandbox-signature': event.signature }, rawBody: event.rawBody });
  // the charges' webhooks reach this service, as the app's reach its own
  const delivered: Promise<unknown>[] = [];
  sandbox.sendWebhooksWith(async (event) => {
    delivered.push(deliver(event));
  });
  const record = async (_tx: Tx, payment: PaymentRow) => {
    recorded.push(payment.id);
  };
  return {
    sandbox,
    service,
    settled,
    failed,
    recorded,
    deliver,
    record,
    /** Waits for the webhooks the sandbox sent on its own. */
    webhooksSent: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.all(delivered);
    },
  };
}

async function people() {
  const creator = await signedInUser(t);
  const supporter = await signedInUser(t);
  return { creator, supporter };
}

/** A member who joined paying by card, the card kept: the token to charge it again. */
async function joinedByCard(p: ReturnType<typeof paymentsWithSavedMethods>, amount = 15_000) {
  const { creator, supporter } = await people();
  const { linkUrl } = await p.service.startCheckout({
    kind: 'membership',
    payeeUserId: creator.user.id,
    payerUserId: supporter.user.id,
    amount,
    source: 'web',
    description: `Membership of ${creator.page_url}`,
    successUrl: { given: undefined, fallback: `${t.config.publicUrl}/${creator.page_url}` },
    failureUrl: { given: undefined, fallback: `${t.config.publicUrl}/${creator.page_url}` },
    campaign: {},
    record: p.record,
    saveMethod: true,
  });
  const checkoutId = new URL(linkUrl).pathname.split('/').pop()!;
  const paid = await p.sandbox.payCheckout(checkoutId, 'card');
  await p.deliver(p.sandbox.paidEvent(paid!));
  const joined = p.settled.at(-1)!;
  return { creator, supporter, token: joined.method!.recurringToken! };
}

async function balanceOf(userId: string) {
  const [row] = rowsOf<{ balance: number }>(
    await t.db.execute(
      sql`select coalesce(sum(balance), 0)::int as balance from ledger_accounts where user_id = ${userId}`,
    ),
  );
  return row!.balance;
}

async function postingsOf(reference: string) {
  const [row] = rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from ledger_transactions where reference = ${reference}`,
    ),
  );
  return row!.n;
}

const renewal = (
  joined: Awaited<ReturnType<typeof joinedByCard>>,
  p: ReturnType<typeof paymentsWithSavedMethods>,
  key: string,
) => ({
  kind: 'membership' as const,
  payeeUserId: joined.creator.user.id,
  payerUserId: joined.supporter.user.id,
  amount: 15_000,
  description: 'Membership renewal',
  token: joined.token,
  record: p.record,
  idempotencyKey: key,
});

describe('saving a method at checkout', () => {
  it('gives the handler a token for a card the payer let the merchant keep', async () => {
    const p = paymentsWithSavedMethods();
    const joined = await joinedByCard(p);
    expect(p.settled.at(-1)!.method).toEqual({ type: 'card', recurringToken: joined.token });
    expect(joined.token).toMatch(/^card_sbx_/);
  });

  it('gives no token for GCash, nor for a card when the checkout did not ask to keep it', async () => {
    const p = paymentsWithSavedMethods();
    const { creator, supporter } = await people();
    const open = (saveMethod: boolean) =>
      p.service.startCheckout({
        kind: 'membership',
        payeeUserId: creator.user.id,
        payerUserId: supporter.user.id,
        amount: 5_000,
        source: 'web',
        description: 'Membership',
        successUrl: { given: undefined, fallback: t.config.publicUrl },
        failureUrl: { given: undefined, fallback: t.config.publicUrl },
        campaign: {},
        record: p.record,
        saveMethod,
      });
    for (const [saveMethod, method] of [
      [true, 'gcash'],
      [false, 'card'],
    ] as const) {
      const { linkUrl } = await open(saveMethod);
      const paid = await p.sandbox.payCheckout(new URL(linkUrl).pathname.split('/').pop()!, method);
      await p.deliver(p.sandbox.paidEvent(paid!));
      expect(p.settled.at(-1)!.method).toEqual({ type: method, recurringToken: null });
    }
  });
});

describe('charging a saved method', () => {
  it('settles a renewal once when its webhook arrives twice: one posting, one credit', async () => {
    const p = paymentsWithSavedMethods();
    const joined = await joinedByCard(p);
    const before = await balanceOf(joined.creator.user.id);

    const charged = await p.service.chargeSaved(renewal(joined, p, `renew-${joined.token}-1`));
    expect(charged).toMatchObject({ status: 'paid', failureCode: null });
    expect(charged.reference).toMatch(/^M-/);
    await p.webhooksSent();
    // the provider retries: the same event again
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, charged.paymentId));
    const again = await p.deliver((await p.sandbox.webhookOf(payment!.providerCheckoutId!))!);
    expect(again).toEqual({ ok: true, duplicate: true });

    const [after] = await t.db.select().from(payments).where(eq(payments.id, charged.paymentId));
    expect(after!.status).toBe('paid');
    expect(await postingsOf(charged.reference)).toBe(1);
    expect(p.settled.filter((s) => s.payment.id === charged.paymentId)).toHaveLength(1);
    expect(p.settled.find((s) => s.payment.id === charged.paymentId)!.method).toEqual({
      type: 'card',
      recurringToken: null,
    });
    // the creator is credited the renewal, less the platform's fee
    const fee = Math.round((15_000 * t.config.payments.fees.membership) / 10_000);
    expect((await balanceOf(joined.creator.user.id)) - before).toBe(15_000 - fee);
    expect(await audit(t.db)).toEqual([]);
  });

  it('makes one payment and one charge for a repeated key, even at once', async () => {
    const p = paymentsWithSavedMethods();
    const joined = await joinedByCard(p);
    const key = `renew-${joined.token}-twice`;
    const [first, second] = await Promise.all([
      p.service.chargeSaved(renewal(joined, p, key)),
      p.service.chargeSaved(renewal(joined, p, key)),
    ]);
    await p.webhooksSent();
    const third = await p.service.chargeSaved(renewal(joined, p, key));
    expect(second.paymentId).toBe(first.paymentId);
    expect(third).toMatchObject({ paymentId: first.paymentId, status: 'paid' });
    expect(p.recorded.filter((id) => id === first.paymentId)).toHaveLength(1);
    const [charges] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from sandbox_charges where token = ${joined.token}`),
    );
    expect(charges!.n).toBe(1);
    expect(await postingsOf(first.reference)).toBe(1);
  });

  it('cancels a declined renewal and tells the handler once, however often the webhook comes', async () => {
    const p = paymentsWithSavedMethods();
    const joined = await joinedByCard(p);
    const declined = await client(t).post(`/sandbox/saved-methods/${joined.token}/decline`, {});
    expect(declined.statusCode).toBe(200);

    const charged = await p.service.chargeSaved(renewal(joined, p, `renew-${joined.token}-declined`));
    expect(charged).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    await p.webhooksSent();
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, charged.paymentId));
    const event = (await p.sandbox.webhookOf(payment!.providerCheckoutId!))!;
    expect(await p.deliver(event)).toEqual({ ok: true, duplicate: true });

    expect(payment!.status).toBe('cancelled');
    expect(p.failed.filter((f) => f.payment.id === charged.paymentId)).toEqual([
      expect.objectContaining({ failureCode: 'card_declined' }),
    ]);
    expect(p.settled.some((s) => s.payment.id === charged.paymentId)).toBe(false);
    expect(await postingsOf(charged.reference)).toBe(0);
    // a repeat of the same renewal is the same failed charge, not a new one
    expect(await p.service.chargeSaved(renewal(joined, p, `renew-${joined.token}-declined`))).toMatchObject({
      paymentId: charged.paymentId,
      status: 'failed',
    });
  });

  it('settles what the charge answered even when its webhook came too early to find the payment', async () => {
    const p = paymentsWithSavedMethods();
    const joined = await joinedByCard(p);
    // the webhooks reach nothing here, as one that arrives before the checkout's id is kept finds nothing
    p.sandbox.sendWebhooksWith(async () => undefined);
    const paid = await p.service.chargeSaved(renewal(joined, p, `renew-early-${joined.token}`));
    await client(t).post(`/sandbox/saved-methods/${joined.token}/decline`, {});
    const declined = await p.service.chargeSaved(renewal(joined, p, `renew-early-2-${joined.token}`));

    const statusOf = async (id: string) =>
      (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;
    expect(await statusOf(paid.paymentId)).toBe('paid');
    expect(await statusOf(declined.paymentId)).toBe('cancelled');
    expect(await postingsOf(paid.reference)).toBe(1);
    expect(p.failed.filter((f) => f.payment.id === declined.paymentId)).toHaveLength(1);
  });

  it('ends a charge of an unknown token as refused, telling the handler', async () => {
    const p = paymentsWithSavedMethods();
    const joined = await joinedByCard(p);
    const charged = await p.service.chargeSaved({
      ...renewal(joined, p, `renew-unknown-${joined.token}`),
      token: 'card_sbx_nobody',
    });
    expect(charged).toMatchObject({ status: 'failed', failureCode: 'resource_not_found' });
    expect(p.failed.find((f) => f.payment.id === charged.paymentId)).toMatchObject({
      failureCode: 'resource_not_found',
    });
  });

  it('settles or ends a charge whose webhook was lost when reconciliation asks about it', async () => {
    const p = paymentsWithSavedMethods();
    const joined = await joinedByCard(p);
    // the sandbox sends nothing this time: both outcomes only reach the provider's records
    p.sandbox.sendWebhooksWith(async () => undefined);
    const paid = await p.service.chargeSaved(renewal(joined, p, `renew-lost-${joined.token}`));
    await client(t).post(`/sandbox/saved-methods/${joined.token}/decline`, {});
    const failed = await p.service.chargeSaved(renewal(joined, p, `renew-lost-2-${joined.token}`));

    expect((await p.service.refresh(paid.reference))!.status).toBe('paid');
    expect((await p.service.refresh(failed.reference))!.status).toBe('cancelled');
    expect(p.failed.filter((f) => f.payment.id === failed.paymentId)).toHaveLength(1);
    expect(await postingsOf(paid.reference)).toBe(1);
  });
});

describe('the sandbox checkout page', () => {
  it('lets the payer choose GCash or Card, and says when a card is kept', async () => {
    const p = paymentsWithSavedMethods();
    const opened = await p.sandbox.createCheckout({
      reference: 'M-PAGE',
      amount: 5_000,
      currency: 'PHP',
      description: 'Membership',
      successUrl: `${t.config.publicUrl}/ok`,
      failureUrl: `${t.config.publicUrl}/fail`,
      saveMethod: true,
    });
    const page = await t.app.inject({ url: new URL(opened.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<legend>Pay with</legend>');
    expect(page.body).toMatch(/<input type="radio" name="method" value="gcash" checked> GCash<\/label>/);
    expect(page.body).toMatch(/value="card" aria-describedby="card-note"> Card<\/label>/);
    expect(page.body).toContain('charge this card again later');
  });

  it('refuses a method it does not offer without a 500', async () => {
    const p = paymentsWithSavedMethods();
    const opened = await p.sandbox.createCheckout({
      reference: 'M-BAD',
      amount: 5_000,
      currency: 'PHP',
      description: 'Membership',
      successUrl: `${t.config.publicUrl}/ok`,
      failureUrl: `${t.config.publicUrl}/fail`,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `${new URL(opened.url).pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=bitcoin',
    });
    expect(response.statusCode).toBe(400);
    expect((await p.sandbox.findCheckout(opened.checkoutId))!.status).toBe('active');
  });

  it('pays by card from the page, and resends the paid webhook under the same event id', async () => {
    const p = paymentsWithSavedMethods();
    const opened = await p.sandbox.createCheckout({
      reference: 'M-RESEND',
      amount: 5_000,
      currency: 'PHP',
      description: 'Membership',
      successUrl: `${t.config.publicUrl}/ok`,
      failureUrl: `${t.config.publicUrl}/fail`,
      saveMethod: true,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `${new URL(opened.url).pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=card',
    });
    expect(paid.statusCode).toBe(303);
    const resent = await client(t).post(`/sandbox/webhooks/${opened.checkoutId}/resend`, {});
    expect(resent.statusCode).toBe(200);
    const events = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, resent.json().event_id));
    // the app stored the event once, with the kept card's token
    expect(events).toHaveLength(1);
    const { data } = events[0]!.payload as { data: { method: { type: string; recurring_token: string } } };
    expect(data.method.type).toBe('card');
    expect(data.method.recurring_token).toMatch(/^card_sbx_/);
  });

  it('answers 404 for a token or an id it does not know', async () => {
    expect((await client(t).post('/sandbox/saved-methods/card_sbx_nobody/decline', {})).statusCode).toBe(404);
    expect((await client(t).post('/sandbox/webhooks/cs_sbx_nobody/resend', {})).statusCode).toBe(404);
  });
});
