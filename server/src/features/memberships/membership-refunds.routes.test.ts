import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { membershipPayments, payments, sandboxCheckouts } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { createSlide, joinTier, payCheckout, signedInUser, staffMember } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { creatorWithTiers, DAY_MS, myMembership, signInAgain, useDevClock } from './memberships.testing.ts';

const t = useTestApp();
const { clockNow, moveClockTo } = useDevClock(t);

describe('a refunded membership payment (decision 0104)', () => {
  const refundAsFinance = async (reference: string, amount: string) => {
    const finance = await staffMember(t, 'finance', { at: await clockNow() });
    const refunded = await finance.browser.post(`/v1/admin/payments/${reference}/refund`, {
      amount,
      reason: 'The member asked',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
  };

  it('ends the membership at once: members-only posts lock, and it never renews by itself', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const slide = await createSlide(creator, 1, { min_tier_id: tier1.id });
    const supporter = await signedInUser(t);
    const started = await supporter.browser.post('/v1/memberships/join', {
      tier_id: tier1.id,
      months: 1,
      auto_renew: 1,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `${new URL(started.json().data.link_url).pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=card',
    });
    expect(paid.statusCode).toBe(303);
    const joined = await myMembership(supporter.browser);
    expect(joined).toMatchObject({ status: 'active', auto_renew: true, total_paid: '100.00' });
    const locked = async () =>
      (
        await supporter.browser.get(
          `/v1/profile/content/images/collection/${creator.page_url}/collection_id/${slide.id}`,
        )
      ).json().data.is_locked as boolean;
    expect(await locked()).toBe(false);

    await refundAsFinance(started.json().data.reference, '100.00');
    expect(await locked()).toBe(true);
    expect(await myMembership(supporter.browser)).toMatchObject({
      status: 'lapsed',
      auto_renew: false,
      total_paid: '0.00',
    });
    await t.jobs.drain('refund-payments');

    // when the refunded period would have ended, nothing is charged
    await moveClockTo(new Date(new Date(joined.ends_at).getTime() + 60_000));
    await t.jobs.runDue();
    const charges = await t.db
      .select()
      .from(membershipPayments)
      .where(
        and(
          eq(membershipPayments.supporterUserId, supporter.user.id),
          eq(membershipPayments.purpose, 'recurring'),
        ),
      );
    expect(charges).toEqual([]);
    expect(await audit(t.db)).toEqual([]);
  });

  it("ends it the same when the creator approves the member's refund request", async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const supporter = await signedInUser(t);
    const reference = await joinTier(t, supporter, tier1.id);
    const asked = await supporter.browser.post('/v1/user/refund-requests', {
      reference,
      reason: 'I did not mean to join',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await creator.browser.post(
      `/v1/user/refund-requests/${asked.json().data.request.id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await myMembership(supporter.browser)).toMatchObject({ status: 'lapsed', auto_renew: false });
    await t.jobs.drain('refund-payments');
    expect(await audit(t.db)).toEqual([]);
  });

  it('of a renewal paid ahead leaves the period paid before it; refused by the provider, it is as it was', async () => {
    const { tier1 } = await creatorWithTiers(t);
    const supporter = await signedInUser(t);
    await joinTier(t, supporter, tier1.id);
    const joined = await myMembership(supporter.browser);
    await moveClockTo(new Date(new Date(joined.ends_at).getTime() - 5 * DAY_MS));
    await signInAgain(supporter);
    const renew = await supporter.browser.post(`/v1/user/memberships/${joined.id}/renew`, {});
    await payCheckout(t, new URL(renew.json().data.link_url).pathname);
    const renewed = await myMembership(supporter.browser);
    expect(renewed).toMatchObject({ status: 'active', total_paid: '200.00' });
    expect(new Date(renewed.ends_at).getTime()).toBeGreaterThan(new Date(joined.ends_at).getTime());

    const { reference } = renew.json().data as { reference: string };
    await refundAsFinance(reference, '100.00');
    // the month paid first runs to its end; nothing renews after it
    expect(await myMembership(supporter.browser)).toMatchObject({
      status: 'active',
      ends_at: joined.ends_at,
      auto_renew: false,
      total_paid: '100.00',
    });

    // the provider refuses the refund (past the payment's window): the renewal's month is the member's again
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    await t.db
      .update(sandboxCheckouts)
      .set({ paidAt: new Date((await clockNow()).getTime() - 181 * DAY_MS) })
      .where(eq(sandboxCheckouts.id, payment!.providerCheckoutId!));
    await t.jobs.drain('refund-payments');
    expect(await myMembership(supporter.browser)).toMatchObject({
      status: 'active',
      ends_at: renewed.ends_at,
      cancelled_at: null,
      total_paid: '200.00',
    });
    expect(await audit(t.db)).toEqual([]);
  });
});
