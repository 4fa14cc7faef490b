import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ledgerAccounts,
  ledgerEntries,
  payments,
  purchases,
  refunds,
  sandboxRefunds,
} from '../../db/schema/index.ts';
import { audit, createLedger } from '../../ledger/ledger.ts';
import { ProviderUnavailableError } from '../../providers/payments/payment-provider.ts';
import {
  createSandboxProvider,
  signSandboxWebhook,
} from '../../providers/payments/sandbox/sandbox-provider.ts';
import { createSnap, member, payCheckout, startPurchase, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createRefundsRepository } from './refunds.repository.ts';
import { RefundsNotFinalError } from './refunds.jobs.ts';
import { createRefundsService } from './refunds.service.ts';

// a 10% fee on purchases, so that a price counted twice would show in the fees as well as in the balance
const t = useTestApp({ env: { PURCHASE_FEE_BPS: '1000' } });

const deliverPaid = (checkoutId: string, reference: string, amount: number, eventId: string) => {
  const body = JSON.stringify({
    id: eventId,
    type: 'checkout.paid',
    data: { checkout_id: checkoutId, reference, amount, currency: 'PHP', paid_at: new Date().toISOString() },
  });
  return t.app.inject({
    method: 'POST',
    url: '/v1/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signSandboxWebhook('sandbox-secret', body),
    },
    payload: body,
  });
};

/**
 * A buyer with two tabs: both checkouts opened before either was paid (the page of the first is
 * forgotten, as for checkouts opened before pages were kept, so the second call opens a new one).
 */
async function twoTabs(fan: Member, snap: { id: string; type: string }) {
  const first = await startPurchase(fan, snap);
  await t.db.update(payments).set({ checkoutUrl: null }).where(eq(payments.reference, first.reference));
  const second = await startPurchase(fan, snap);
  expect(second.reference).not.toBe(first.reference);
  return [first, second] as const;
}

const supported = async (fan: Member) =>
  (await fan.browser.get('/v1/user/supported')).json().data as {
    reference: string;
    status: string;
    amount: string;
    post: { id: string } | null;
  }[];

// the platform's accounts keep no cached balance: the sum of their entries is it
const platformBalance = async (kind: 'refunds_due' | 'platform_fees') => {
  const [row] = await t.db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, kind)));
  return Number(row?.balance ?? 0);
};

const refundOf = async (reference: string) => {
  const [row] = await t.db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.reference, reference));
  return row?.refund ?? null;
};

describe('a second payment for a Snap already bought', () => {
  it('is refunded once through the provider, never reaches the creator, and shows refunded to the buyer', async () => {
    const creator = await member(t, { pageName: 'Ana' });
    const fan = await member(t, { pageName: 'Cora' });
    const snap = await createSnap(creator, { price_id: 4 });
    const [first, second] = await twoTabs(fan, snap);
    const feesBefore = await platformBalance('platform_fees');

    // both tabs are paid at the provider; its webhooks reach us
    await payCheckout(t, first.checkoutPath);
    await payCheckout(t, second.checkoutPath);
    // the provider sends the second payment's event again, and once more under a new id
    const secondCheckout = second.checkoutPath.split('/').pop()!;
    const again = await Promise.all([
      deliverPaid(secondCheckout, second.reference, 50_00, `evt_${secondCheckout}_retry`),
      deliverPaid(secondCheckout, second.reference, 50_00, `evt_${secondCheckout}_retry`),
    ]);
    expect(again.map((response) => response.statusCode)).toEqual([200, 200]);

    // one purchase opens the Snap; the creator counts the price once, net of one fee
    const rows = await t.db.select().from(purchases).where(eq(purchases.postId, snap.id));
    expect(rows.map((row) => row.isRepeat).sort()).toEqual([false, true]);
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('45.00');
    expect((await platformBalance('platform_fees')) - feesBefore).toBe(5_00);
    const lines = (await creator.browser.get('/v1/user/transactions')).json().data;
    expect(lines.map((line: { description: string }) => line.description)).toEqual([
      'Purchase of Snap by Cora',
    ]);

    // until the provider has given it back, the buyer sees it on its way
    const before = await supported(fan);
    expect(before.map((record) => [record.reference, record.status]).sort()).toEqual(
      [
        [first.reference, 'paid'],
        [second.reference, 'refunding'],
      ].sort(),
    );
    expect(await refundOf(first.reference)).toBeNull();
    expect(await refundOf(second.reference)).toMatchObject({ status: 'pending', amount: 50_00 });

    // one job asks the provider once; the repeated events queued nothing more
    expect(await t.jobs.drain('refund-payments')).toBe(1);
    expect(await t.jobs.drain('refund-payments')).toBe(0);
    const atProvider = await t.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.checkoutId, secondCheckout));
    expect(atProvider).toMatchObject([{ amount: 50_00, reason: 'duplicate' }]);
    expect(await refundOf(second.reference)).toMatchObject({
      status: 'succeeded',
      providerRefundId: atProvider[0]!.id,
      ledgerTransactionId: expect.any(String),
    });

    // the buyer's record shows both: the Snap bought and the payment refunded
    const after = await supported(fan);
    expect(after).toHaveLength(2);
    expect(after.find((record) => record.reference === first.reference)).toMatchObject({
      status: 'paid',
      amount: '50.00',
      post: { id: snap.id },
    });
    expect(after.find((record) => record.reference === second.reference)).toMatchObject({
      status: 'refunded',
      amount: '50.00',
    });
    // the money given back left the books where it came in: nothing waits in refunds due, none to withdraw
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('45.00');
    expect(await platformBalance('refunds_due')).toBe(0);
    expect(await audit(t.db)).toEqual([]);
    // the buyer is told, once, and got one receipt: for the payment that bought the Snap
    const mails = (await t.outbox()).filter((mail) => mail.to === fan.user.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your PIXEL receipt: ₱50.00 to Ana',
      'Your PIXEL refund: ₱50.00',
    ]);
    expect(mails.find((mail) => mail.subject?.includes('refund'))!.body).toContain(
      `Reference: ${second.reference}`,
    );
  });

  it('is refunded with a mail in Filipino to a buyer who chose Filipino', async () => {
    const creator = await member(t, { pageName: 'Ana' });
    const fan = await member(t, { pageName: 'Cora' });
    await fan.browser.put('/v1/user/language', { language: 'fil' });
    const snap = await createSnap(creator, { price_id: 4 });
    const [first, second] = await twoTabs(fan, snap);
    await payCheckout(t, first.checkoutPath);
    await payCheckout(t, second.checkoutPath);
    await t.jobs.drain('refund-payments');

    const mail = (await t.outbox()).find(
      (m) => m.to === fan.user.email && m.subject?.startsWith('Refund mo'),
    );
    expect(mail?.subject).toBe('Refund mo sa PIXEL: ₱50.00');
    expect(mail?.body).toBe(
      'Hi Cora,\n\n' +
        'Dalawang beses kang nagbayad para sa iisang post ni Ana, kaya ibinalik namin sa iyo ang pangalawang bayad. ' +
        'Babalik ito sa account mo sa paraang ipinambayad mo, sa tagal na kailangan ng bangko o e-wallet mo.\n\n' +
        `Halaga: ₱50.00\nReference: ${second.reference}\n\n` +
        'Sa iyo pa rin ang post na binili mo. Makikita mo ito sa My support ng dashboard mo.\n',
    );
  });

  it('asks the provider again after it could not be reached, and never twice once it has answered', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const snap = await createSnap(creator, { price_id: 4 });
    const [first, second] = await twoTabs(fan, snap);
    await payCheckout(t, first.checkoutPath);
    await payCheckout(t, second.checkoutPath);
    const refund = (await refundOf(second.reference))!;

    // the same provider the app runs, on the same records, with a first call that does not get through
    const sandbox = createSandboxProvider({
      db: t.db,
      publicUrl: t.config.publicUrl,
      secret: 'unused',
      webhookSecret: 'unused',
    });
    const calls: string[] = [];
    const service = createRefundsService({
      db: t.db,
      repository: createRefundsRepository(t.db),
      ledger: createLedger(),
      provider: {
        name: sandbox.name,
        fetchRefund: sandbox.fetchRefund,
        async createRefund(request) {
          calls.push(request.idempotencyKey);
          if (calls.length === 1) throw new ProviderUnavailableError('timed out');
          return sandbox.createRefund(request);
        },
      },
      queueRefunds: async () => undefined,
      log: { warn: () => undefined, error: () => undefined },
    });

    await expect(service.run([refund.id])).rejects.toBeInstanceOf(RefundsNotFinalError);
    expect(await refundOf(second.reference)).toMatchObject({ status: 'pending', providerRefundId: null });
    expect((await supported(fan)).find((r) => r.reference === second.reference)?.status).toBe('refunding');

    await service.run([refund.id]);
    await service.run([refund.id]);
    // the app's own job finds it ended and asks nothing
    await t.jobs.drain('refund-payments');
    expect(calls).toEqual([`refund:${refund.id}`, `refund:${refund.id}`]);
    expect(
      await t.db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, `refund:${refund.id}`)),
    ).toHaveLength(1);
    expect((await supported(fan)).find((r) => r.reference === second.reference)?.status).toBe('refunded');
    expect(await audit(t.db)).toEqual([]);
  });

  it('records a refund the provider refuses as failed, keeping the money in refunds due for support', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const snap = await createSnap(creator, { price_id: 4 });
    const [first, second] = await twoTabs(fan, snap);
    await payCheckout(t, first.checkoutPath);
    await payCheckout(t, second.checkoutPath);
    const refund = (await refundOf(second.reference))!;
    const due = await platformBalance('refunds_due');

    const service = createRefundsService({
      db: t.db,
      repository: createRefundsRepository(t.db),
      ledger: createLedger(),
      provider: {
        name: 'sandbox',
        fetchRefund: async () => null,
        createRefund: async () => ({ id: 'ref_refused', status: 'failed', failureReason: 'payment too old' }),
      },
      queueRefunds: async () => undefined,
      log: { warn: () => undefined, error: () => undefined },
    });
    await service.run([refund.id]);

    expect(await refundOf(second.reference)).toMatchObject({
      status: 'failed',
      failureReason: 'payment too old',
      ledgerTransactionId: null,
    });
    expect(await platformBalance('refunds_due')).toBe(due);
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('45.00');
    // still owed to the buyer: not shown as refunded
    expect((await supported(fan)).find((r) => r.reference === second.reference)?.status).toBe('refunding');
    await t.jobs.drain('refund-payments');
    expect(await refundOf(second.reference)).toMatchObject({ status: 'failed' });
  });

  it('is asked about again by the hourly sweep once its job has stopped retrying, a day on', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const snap = await createSnap(creator, { price_id: 4 });
    const [first, second] = await twoTabs(fan, snap);
    await payCheckout(t, first.checkoutPath);
    await payCheckout(t, second.checkoutPath);
    const refund = (await refundOf(second.reference))!;
    const sandbox = createSandboxProvider({
      db: t.db,
      publicUrl: t.config.publicUrl,
      secret: 'unused',
      webhookSecret: 'unused',
    });
    const service = createRefundsService({
      db: t.db,
      repository: createRefundsRepository(t.db),
      ledger: createLedger(),
      provider: sandbox,
      queueRefunds: async () => undefined,
      log: { warn: () => undefined, error: () => undefined },
    });

    // a refund of an hour ago still has its own job: the sweep leaves it alone
    expect(await service.sweep(new Date(Date.now() + 3_600_000))).toBe(0);
    expect(await refundOf(second.reference)).toMatchObject({ status: 'pending' });

    expect(await service.sweep(new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await refundOf(second.reference)).toMatchObject({ status: 'succeeded' });
    expect(
      await t.db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, `refund:${refund.id}`)),
    ).toHaveLength(1);
    await t.jobs.drain('refund-payments');
    expect(await audit(t.db)).toEqual([]);
  });

  it('is refunded the same when its webhook is lost and the payment settles on the return from the checkout', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const snap = await createSnap(creator, { price_id: 4 });
    const [first, second] = await twoTabs(fan, snap);
    await payCheckout(t, first.checkoutPath);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${second.checkoutPath}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'webhook=drop',
    });
    expect(paid.statusCode).toBe(303);
    expect(await refundOf(second.reference)).toBeNull();

    // the second tab comes back from the checkout and asks: the payment is re-checked, and settles
    const status = await fan.browser.get(`/v1/user/content/images/purchase/${second.reference}`);
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({ status: 'paid', id: snap.id });
    expect(await refundOf(second.reference)).toMatchObject({ status: 'pending' });
    await t.jobs.drain('refund-payments');
    expect((await supported(fan)).find((r) => r.reference === second.reference)?.status).toBe('refunded');
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('45.00');
    expect(await audit(t.db)).toEqual([]);
  });
});
