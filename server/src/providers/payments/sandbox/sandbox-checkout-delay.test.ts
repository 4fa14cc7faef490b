import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema/index.ts';
import { createSnap, member, payCheckout, type Member } from '../../../test/builders.ts';
import { useTestApp } from '../../../test/test-app.ts';

// the sandbox takes a second to create a checkout, as a real provider does
const t = useTestApp({ env: { SANDBOX_CHECKOUT_DELAY_MS: '1000' } });

const purchase = (who: Member, id: string) =>
  who.browser.post('/v1/user/content/images/purchase', { image_id: id });

/** The buyer's payments written and still waiting for the provider to answer with the checkout's page. */
const beingCreated = async (who: Member) =>
  (
    await t.db
      .select({ reference: payments.reference })
      .from(payments)
      .where(and(eq(payments.payerUserId, who.user.id), isNull(payments.checkoutUrl)))
  ).length;

const supportedStatuses = async (who: Member) =>
  ((await who.browser.get('/v1/user/supported')).json().data as { status: string }[])
    .map((record) => record.status)
    .sort();

describe('a sandbox that takes as long as a real provider to create a checkout', () => {
  it('gives a second purchase call made while the first checkout is being created a checkout of its own', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const snap = await createSnap(creator, { price_id: 4 });

    const firstCall = purchase(fan, snap.id);
    // the first call has written its payment and waits for the provider: no page to send anyone back to yet
    await expect.poll(() => beingCreated(fan)).toBe(1);
    const second = await purchase(fan, snap.id);
    const first = await firstCall;
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().data.link_url).not.toBe(first.json().data.link_url);
    expect(second.json().data.reference).not.toBe(first.json().data.reference);

    // both are paid at the provider: one purchase, and the repeat payment goes back to the buyer
    await payCheckout(t, new URL(first.json().data.link_url).pathname);
    await payCheckout(t, new URL(second.json().data.link_url).pathname);
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('50.00');
    expect(await supportedStatuses(fan)).toEqual(['paid', 'refunding']);
    expect(await t.jobs.drain('refund-payments')).toBe(1);
    expect(await supportedStatuses(fan)).toEqual(['paid', 'refunded']);
  });

  it('sends a buyer who asks again once the checkout is open back to it', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const snap = await createSnap(creator, { price_id: 4 });
    const first = await purchase(fan, snap.id);
    const again = await purchase(fan, snap.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
  });
});
