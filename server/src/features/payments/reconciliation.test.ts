import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, sandboxCheckouts, statementLines } from '../../db/schema/index.ts';
import { member, startGift } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

// checkouts count as stale at once, so a test need not wait the production five minutes
const t = useTestApp({ env: { RECONCILE_AFTER_SECONDS: '0' } });

const paymentOf = async (reference: string) =>
  (await t.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;

/** Pays at the sandbox provider without its webhook reaching us (as in an outage). */
const payLosingWebhook = (checkoutPath: string) =>
  t.app.inject({
    method: 'POST',
    url: `${checkoutPath}/pay`,
    payload: 'webhook=drop',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const reconcile = async () => {
  await t.jobs.send('reconcile-payments', {});
  await t.jobs.drain('reconcile-payments');
};

describe('payment reconciliation', () => {
  it('settles a checkout that was paid but whose webhook never arrived, once', async () => {
    const creator = await member(t);
    const gift = await startGift(t, creator.page_url, { amount: '150' });
    expect((await payLosingWebhook(gift.checkoutPath)).statusCode).toBe(303);
    expect((await paymentOf(gift.reference)).status).toBe('pending');

    await reconcile();
    expect((await paymentOf(gift.reference)).status).toBe('paid');
    // the webhook arriving late, or reconciliation running again, changes nothing
    await reconcile();
    const lines = await t.db
      .select()
      .from(statementLines)
      .where(eq(statementLines.reference, gift.reference));
    expect(lines).toHaveLength(1);
    const wallet = await creator.browser.get('/v1/user/balance');
    expect(wallet.json().data[0].amount).toBe('150.00');
  });

  it('settles once when the webhook and reconciliation arrive at the same moment', async () => {
    const creator = await member(t);
    const gift = await startGift(t, creator.page_url, { amount: '75' });
    await Promise.all([
      t.app.inject({ method: 'POST', url: `${gift.checkoutPath}/pay` }),
      reconcile(),
      reconcile(),
    ]);
    expect((await paymentOf(gift.reference)).status).toBe('paid');
    const lines = await t.db
      .select()
      .from(statementLines)
      .where(eq(statementLines.reference, gift.reference));
    expect(lines).toHaveLength(1);
  });

  it('closes a checkout the supporter cancelled, and leaves an open one alone', async () => {
    const creator = await member(t);
    const cancelled = await startGift(t, creator.page_url);
    await t.app.inject({ method: 'POST', url: `${cancelled.checkoutPath}/cancel` });
    const open = await startGift(t, creator.page_url);
    await reconcile();
    expect((await paymentOf(cancelled.reference)).status).toBe('cancelled');
    expect((await paymentOf(open.reference)).status).toBe('pending');
  });

  it('reaches a paid checkout behind more abandoned ones than one run asks about', async () => {
    const creator = await member(t);
    const abandoned: string[] = [];
    for (let i = 0; i < 210; i++) abandoned.push((await startGift(t, creator.page_url)).reference);
    const paid = await startGift(t, creator.page_url, { amount: '150' });
    await payLosingWebhook(paid.checkoutPath);

    await reconcile();
    await reconcile();
    expect((await paymentOf(paid.reference)).status).toBe('paid');
    const wallet = await creator.browser.get('/v1/user/balance');
    expect(wallet.json().data[0].amount).toBe('150.00');
    // each abandoned one was asked about once, and waits a minute before the next question
    const left = await t.db.select().from(payments).where(inArray(payments.reference, abandoned));
    expect(left.every((row) => row.status === 'pending' && row.checks === 1)).toBe(true);
    const waits = left.map((row) => row.nextCheckAt!.getTime() - Date.now());
    expect(Math.min(...waits)).toBeGreaterThan(30_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(60_000);
  });

  it('asks about an open checkout again only after a wait that doubles', async () => {
    const creator = await member(t);
    const open = await startGift(t, creator.page_url);
    await reconcile();
    await reconcile();
    const once = await paymentOf(open.reference);
    expect(once.checks).toBe(1);
    // the wait is over: asked again, and the next wait is twice as long
    await t.db
      .update(payments)
      .set({ nextCheckAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, once.id));
    await reconcile();
    const twice = await paymentOf(open.reference);
    expect(twice.checks).toBe(2);
    expect(twice.nextCheckAt!.getTime() - Date.now()).toBeGreaterThan(90_000);
    expect(twice.status).toBe('pending');
  });

  it('expires a checkout left unpaid for a day, at the provider too', async () => {
    const creator = await member(t);
    const old = await startGift(t, creator.page_url);
    await t.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(payments.reference, old.reference));
    await reconcile();
    expect((await paymentOf(old.reference)).status).toBe('expired');
    const [checkout] = await t.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, old.checkoutId));
    expect(checkout!.status).toBe('expired');
    // nobody can pay it any more
    const page = await t.app.inject({ method: 'GET', url: old.checkoutPath });
    expect(page.body).toContain('This checkout is expired');
  });
});
