import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, statementLines } from '../../db/schema/index.ts';
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
});
