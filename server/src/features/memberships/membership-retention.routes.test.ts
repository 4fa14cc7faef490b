import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { client, joinTier, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { confirmLink, latestReceipt, linksIn, payAt, viewLink } from './membership-links.testing.ts';
import { creatorWithTiers, myMembership } from './memberships.testing.ts';

const t = useTestApp();

describe("a creator's retention offer", () => {
  it('is set within its limits, and another creator reads their own', async () => {
    const { creator } = await creatorWithTiers(t);
    expect((await creator.browser.get('/v1/user/memberships/retention-offer')).json().data).toEqual({
      enabled: false,
      percent: 20,
      months: 1,
    });
    const refused = await creator.browser.put('/v1/user/memberships/retention-offer', {
      enabled: 1,
      percent: 60,
      months: 4,
      extra: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({
      percent: ['The percent must not be greater than 50.'],
      months: ['The months must not be greater than 3.'],
    });
    const saved = await creator.browser.put('/v1/user/memberships/retention-offer', {
      enabled: 1,
      percent: 25,
      months: 3,
    });
    expect(saved.json().data).toEqual({ enabled: true, percent: 25, months: 3 });
    expect((await creator.browser.get('/v1/user/memberships/retention-offer')).json().data.percent).toBe(25);
    const other = await signedInUser(t);
    expect((await other.browser.get('/v1/user/memberships/retention-offer')).json().data.enabled).toBe(false);
    expect((await client(t).get('/v1/user/memberships/retention-offer')).statusCode).toBe(401);
  });

  it('is taken once instead of cancelling: the next renewal costs less, the ledger stays clean, and it is not offered again', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    await creator.browser.put('/v1/user/memberships/retention-offer', { enabled: 1, percent: 20, months: 1 });
    const supporter = await signedInUser(t);
    await joinTier(t, supporter, tier1.id);
    const joined = await myMembership(supporter.browser);
    const { cancel } = linksIn((await latestReceipt(t, supporter.email)).body);

    // the cancel link's page offers it before cancelling, priced
    const stranger = client(t);
    const view = (await viewLink(stranger, cancel!)).json().data;
    expect(view.choices.retention_offer).toEqual({
      percent: 20,
      months: 1,
      price: '100.00',
      offer_price: '80.00',
    });
    const taken = await confirmLink(stranger, cancel!, { choice: 'retention_offer' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({
      done: 'retention_offer',
      membership: { cancelled_at: null, renewal_price: '80.00', status: 'active' },
    });

    // the next renewal is ₱80.00, posted as paid, with the fee on what was paid
    const renew = await supporter.browser.post(`/v1/user/memberships/${joined.id}/renew`, {});
    expect(renew.statusCode, renew.body).toBe(200);
    expect((await client(t).get(new URL(renew.json().data.link_url).pathname)).body).toContain('Pay ₱80.00');
    await payAt(t, renew.json().data.link_url);
    const [paid] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.reference, renew.json().data.reference));
    expect(paid).toMatchObject({ amount: 80_00, status: 'paid' });
    expect((await myMembership(supporter.browser)).total_paid).toBe('180.00');
    expect(await audit(t.db)).toEqual([]);

    // it covered one month: the renewal after is at the tier's price
    const next = await supporter.browser.post(`/v1/user/memberships/${joined.id}/renew`, {});
    expect((await client(t).get(new URL(next.json().data.link_url).pathname)).body).toContain('Pay ₱100.00');

    // once per member: a later cancel link offers it no more, and taking it is refused
    const later = linksIn((await latestReceipt(t, supporter.email)).body).cancel!;
    expect(later).not.toBe(cancel);
    expect((await viewLink(stranger, later)).json().data.choices.retention_offer).toBeNull();
    const again = await confirmLink(stranger, later, { choice: 'retention_offer' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This offer is not open to you.');
    const signedIn = await supporter.browser.post(`/v1/user/memberships/${joined.id}/retention-offer`);
    expect(signedIn.statusCode).toBe(409);
    expect(
      (await supporter.browser.get(`/v1/user/memberships/${joined.id}/stay-choices`)).json().data
        .retention_offer,
    ).toBeNull();
    // refused, the later link still cancels
    expect((await confirmLink(stranger, later)).statusCode).toBe(200);
  });
});
