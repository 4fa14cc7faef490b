import { afterEach, describe, expect, it } from 'vitest';
import {
  buyPost,
  clearForPayouts,
  client,
  createSnap,
  fundWallet,
  insertUserBank,
  joinTier,
  member,
  newMobile,
  newTier,
  payCheckout,
  signedInUser,
  smsCodeFor,
  staffMember,
  type Member,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buyAndPay, newProduct, uploadProductFile, zipOf } from '../shop/shop.testing.ts';
import { mailsTo } from './notifications.testing.ts';

const t = useTestApp();

// the development routes answer this machine only
const dev = (body: object) => client(t, { ip: '127.0.0.1' }).post('/dev/clock', body);
const runDueJobs = () => client(t, { ip: '127.0.0.1' }).post('/dev/jobs/run', {});
afterEach(() => dev({ reset: true }));

describe('what each side is told', () => {
  const kindsOf = async (who: { browser: Member['browser'] }) =>
    ((await who.browser.get('/v1/user/notifications')).json().data as { kind: string; body: string }[]).map(
      (n) => `${n.kind}: ${n.body}`,
    );

  it('tells the creator of a purchase and of a refund request, and the buyer of the answer', async () => {
    const creator = await signedInUser(t);
    const buyer = await signedInUser(t);
    const snap = await createSnap(creator, { price_id: 4 });
    const { reference } = await buyPost(t, buyer, snap);
    const asked = await buyer.browser.post('/v1/user/refund-requests', { reference, reason: 'Blurry photo' });
    expect(asked.statusCode, asked.body).toBe(201);
    const [purchase, request] = [...(await kindsOf(creator))].reverse();
    expect(purchase).toMatch(/^purchase_made: .+ bought your post for ₱[\d,.]+\.$/);
    expect(request).toBe(
      `refund_requested: ${buyer.page_url} asks for a refund of ${purchase!.match(/₱[\d,.]+\d/)![0]} (${reference}).`,
    );
    const id = asked.json().data.request.id as string;
    const declined = await creator.browser.post(`/v1/user/refund-requests/${id}/decline`, {
      reply: 'The full photo is sharp',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await kindsOf(buyer)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^refund_answered: ${creator.page_url} declined your request for a refund of .+ \\(${reference}\\)\\.$`,
        ),
      ),
    ]);
  });

  it('tells the creator of a sale in her shop as a sale, not as a membership renewed', async () => {
    const creator = await signedInUser(t);
    const buyer = await signedInUser(t);
    const product = await newProduct(creator);
    expect((await uploadProductFile(creator, product.id, zipOf(1))).statusCode).toBe(201);
    await buyAndPay(t, buyer, product.id);
    expect(await kindsOf(creator)).toEqual([
      `purchase_made: ${buyer.page_url} bought from your shop for ₱150.00.`,
    ]);
  });

  /** A creator's payout of ₱200.00 to BDO; `accountNumber`: one the sandbox cannot reach keeps it pending. */
  async function payout(accountNumber?: string) {
    const creator = await member(t);
    const mobile = newMobile();
    await fundWallet(t, creator.user.id, 50_000);
    await clearForPayouts(t, creator.user.id);
    await insertUserBank(t, creator.user.id, {
      mobileNumber: mobile,
      ...(accountNumber && { accountNumber }),
    });
    const body = { bank_slug: 'PH_BDO', amount: '200' };
    const requested = await creator.browser.post('/v1/user/transactions/payout/request', {
      ...body,
      confirm: 1,
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const submitted = await creator.browser.post('/v1/user/transactions/payout/bank', {
      ...body,
      otp_code: await smsCodeFor(t, mobile),
      otp_token: requested.json().data.otp_token,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return { creator, ...(submitted.json().data as { reference: string; status: string }) };
  }

  it('tells a creator their payout was sent, by mail too', async () => {
    const { creator, reference, status } = await payout();
    expect(status).toBe('completed');
    expect(await kindsOf(creator)).toEqual([
      `payout_sent: Your payout of ₱200.00 to BDO Unibank was sent (${reference}).`,
    ]);
    await t.jobs.drain('deliver-notification');
    expect((await mailsTo(t, creator)).map((m) => m.subject)).toContain(
      `Payout sent: Your payout of ₱200.00 to BDO Unibank was sent (${reference}).`,
    );
  });

  it('tells a creator finance put their payout on hold', async () => {
    const finance = await staffMember(t, 'finance');
    const { creator, reference } = await payout('4000000003');
    const held = await finance.browser.post(`/v1/admin/payouts/${reference}/hold`, { reason: 'A check' });
    expect(held.statusCode, held.body).toBe(200);
    expect(await kindsOf(creator)).toEqual([
      `payout_held: Your payout of ₱200.00 (${reference}) is on hold for a review.`,
    ]);
  });

  it('tells a creator of a new member, and the member a week before their membership ends', async () => {
    const creator = await signedInUser(t);
    const fan = await signedInUser(t);
    const tier = await newTier(creator, {
      name: 'Sketch Club',
      price: '100',
      description: 'Monthly sketches',
      benefits: ['A sketch a week'],
    });
    await joinTier(t, fan, tier);
    expect(await kindsOf(creator)).toEqual([`member_joined: ${fan.page_url} joined your Sketch Club tier.`]);

    await dev({ advance_seconds: 25 * 86_400 });
    await runDueJobs();
    await runDueJobs();
    expect(await kindsOf(fan)).toEqual([
      `membership_ending: Your Sketch Club membership of ${creator.page_url} ends in a week.`,
    ]);
  });

  it('tells a creator a member moved up to another tier as an upgrade, not a renewal', async () => {
    const creator = await signedInUser(t);
    const fan = await signedInUser(t);
    const tierOf = (name: string, price: string) =>
      newTier(creator, { name, price, description: 'Monthly sketches', benefits: ['A sketch a week'] });
    const sketchClub = await tierOf('Sketch Club', '100');
    const studioPass = await tierOf('Studio Pass', '400');
    await joinTier(t, fan, sketchClub);
    const membership = (await fan.browser.get('/v1/user/memberships')).json().data[0] as { id: string };
    const upgrade = await fan.browser.post(`/v1/user/memberships/${membership.id}/change-tier`, {
      tier_id: studioPass,
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    await payCheckout(t, new URL(upgrade.json().data.link_url as string).pathname);

    const [told] = (await creator.browser.get('/v1/user/notifications')).json().data as {
      title: string;
      body: string;
    }[];
    expect(told!.title).toBe('Membership upgraded');
    expect(told!.body).toMatch(
      new RegExp(`^${fan.page_url} moved up to your Studio Pass tier \\(₱\\d+\\.\\d\\d\\)\\.$`),
    );
  });
});
