import { eq } from 'drizzle-orm';
import { refundRequestMessages } from '@pixel/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { payments, refunds, staffAudit } from '../../db/schema/index.ts';
import { audit, balancesOf } from '../../ledger/ledger.ts';
import {
  buyPost,
  client,
  createSnap,
  payCheckout,
  signedInUser,
  staffMember,
  startGift,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const devClock = () => client(t, { ip: '127.0.0.1' });
const clockNow = async () => new Date((await devClock().get('/dev/clock')).json().data.now as string);
const advance = (seconds: number) => devClock().post('/dev/clock', { advance_seconds: seconds });
const runJobs = () => devClock().post('/dev/jobs/run');
afterEach(() => devClock().post('/dev/clock', { reset: true }));

type Person = Awaited<ReturnType<typeof signedInUser>>;
const idOf = async (person: Person) =>
  (await person.browser.get('/v1/user/profile')).json().data.id as string;
const mailTo = async (email: string, subject: string) =>
  (await t.outbox()).find((m) => m.to === email && m.subject?.startsWith(subject));

async function sale() {
  const creator = await signedInUser(t);
  const buyer = await signedInUser(t);
  const snap = await createSnap(creator, { price_id: 4 });
  const { reference } = await buyPost(t, buyer, snap);
  const post = async () =>
    (await buyer.browser.get(`/v1/profile/content/images/${creator.page_url}/image_id/${snap.id}`)).json()
      .data;
  return { creator, buyer, reference, post };
}

describe('a refund request', () => {
  it('is asked from a purchase, mailed to the creator, and approved by them: the post closes and the money goes back', async () => {
    const { creator, buyer, reference, post } = await sale();
    // My support offers it for 7 days from the payment
    const supported = async () =>
      ((await buyer.browser.get('/v1/user/supported')).json().data as { reference: string }[]).find(
        (record) => record.reference === reference,
      );
    const offered = await supported();
    expect(offered).toMatchObject({ refund_request: null });
    const [paid] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    expect(Date.parse((offered as unknown as { refundable_until: string }).refundable_until)).toBe(
      paid!.paidAt!.getTime() + 7 * 86_400_000,
    );
    const asked = await buyer.browser.post('/v1/user/refund-requests', {
      reference: reference.toLowerCase(),
      reason: 'The photo is blurry, not like the preview',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({
      message: refundRequestMessages.asked,
      request: { reference, status: 'awaiting_creator', kind: 'purchase' },
    });
    const mail = await mailTo(creator.email, 'A supporter asks for a refund');
    expect(mail?.body).toContain('The photo is blurry, not like the preview');

    expect(await supported()).toMatchObject({
      refund_request: { status: 'awaiting_creator' },
      refundable_until: null,
    });
    const received = (await creator.browser.get('/v1/user/refund-requests')).json();
    expect(received.data).toMatchObject([{ reference, supporter: { page_url: buyer.page_url } }]);
    expect((await buyer.browser.get('/v1/user/refund-requests?side=asked')).json().data).toHaveLength(1);
    expect((await buyer.browser.get('/v1/user/refund-requests')).json().data).toEqual([]);

    // only the creator answers it, once
    const id = asked.json().data.request.id as string;
    expect((await buyer.browser.post(`/v1/user/refund-requests/${id}/approve`, {})).statusCode).toBe(404);
    const approved = await creator.browser.post(`/v1/user/refund-requests/${id}/approve`, {
      reply: 'Sorry about that!',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.request).toMatchObject({ status: 'refunded', reply: 'Sorry about that!' });
    expect(await post()).toMatchObject({ is_purchased: false, is_locked: true });
    expect(
      (await creator.browser.post(`/v1/user/refund-requests/${id}/decline`, { reply: 'No' })).statusCode,
    ).toBe(409);

    await t.jobs.drain('refund-payments');
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    expect(refund).toMatchObject({ status: 'succeeded', origin: 'creator' });
    expect((await mailTo(buyer.email, 'Your refund request is approved'))?.body).toContain(
      'Sorry about that!',
    );
    expect(await audit(t.db)).toEqual([]);
  });

  it('left unanswered for 3 days goes to support, who decide it; the decision is in the audit trail', async () => {
    const { creator, buyer, reference } = await sale();
    const creatorId = await idOf(creator);
    const before = await balancesOf(t.db, creatorId);
    const asked = await buyer.browser.post('/v1/user/refund-requests', { reference, reason: 'Never loaded' });
    const id = asked.json().data.request.id as string;

    await advance(3 * 86_400 - 120);
    await runJobs();
    const support = await staffMember(t, 'support', { at: await clockNow() });
    expect((await support.browser.get('/v1/admin/refund-requests')).json().data).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    await advance(180);
    await runJobs();
    expect((await mailTo(buyer.email, 'Your refund request went to PIXEL support'))?.body).toContain(
      reference,
    );
    const queue = (await support.browser.get('/v1/admin/refund-requests')).json().data;
    expect(queue).toContainEqual(expect.objectContaining({ id, status: 'with_support' }));
    // the creator's time is over
    expect((await creator.browser.post(`/v1/user/refund-requests/${id}/approve`, {})).statusCode).toBe(409);

    const finance = await staffMember(t, 'finance', { at: await clockNow() });
    expect(
      (await finance.browser.post(`/v1/admin/refund-requests/${id}/approve`, { reason: 'x' })).statusCode,
    ).toBe(403);
    const noReason = await support.browser.post(`/v1/admin/refund-requests/${id}/approve`, {});
    expect(noReason.json().errors).toEqual({ reason: ['The reason field is required.'] });
    const approved = await support.browser.post(`/v1/admin/refund-requests/${id}/approve`, {
      reason: 'The file is broken, checked it',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.request.status).toBe('refunded');
    expect((await balancesOf(t.db, creatorId)).available).toBeLessThan(before.available);
    const [line] = await t.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'refund_request.approve'));
    expect(line).toMatchObject({
      staffUserId: support.user.id,
      subjectUserId: creatorId,
      reason: 'The file is broken, checked it',
      after: { status: 'refunded' },
    });
    await t.jobs.drain('refund-payments');
    expect(await audit(t.db)).toEqual([]);
  });

  it('is declined by the creator with a reply the supporter reads', async () => {
    const { creator, buyer, reference, post } = await sale();
    const id = (
      await buyer.browser.post('/v1/user/refund-requests', { reference, reason: 'Changed my mind' })
    ).json().data.request.id as string;
    const blank = await creator.browser.post(`/v1/user/refund-requests/${id}/decline`, { reply: ' ' });
    expect(blank.json().errors).toEqual({ reply: ['The reply field is required.'] });
    const declined = await creator.browser.post(`/v1/user/refund-requests/${id}/decline`, {
      reply: 'The preview showed it as it is.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.request.status).toBe('declined');
    expect(await post()).toMatchObject({ is_purchased: true });
    expect((await mailTo(buyer.email, 'Your refund request is declined'))?.body).toContain(
      'The preview showed it as it is.',
    );
  });

  it("is refused for someone else's payment, a gift, after 7 days, and twice", async () => {
    const { creator, buyer, reference } = await sale();
    const stranger = await signedInUser(t);
    const ask = (who: Person, body: Record<string, unknown>) =>
      who.browser.post('/v1/user/refund-requests', body);

    const notTheirs = await ask(stranger, { reference, reason: 'x' });
    expect(notTheirs.json().errors).toEqual({ reference: [refundRequestMessages.notYours] });
    const gift = await startGift(t, creator.page_url, {}, buyer.browser);
    await payCheckout(t, gift.checkoutPath);
    expect((await ask(buyer, { reference: gift.reference, reason: 'x' })).json().errors).toEqual({
      reference: [refundRequestMessages.notRefundable],
    });
    expect((await ask(buyer, { reference, reason: '' })).json().errors).toEqual({
      reason: ['The reason field is required.'],
    });
    expect((await ask(buyer, { reference, reason: 'Blurry' })).statusCode).toBe(201);
    const twice = await ask(buyer, { reference, reason: 'Blurry' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(refundRequestMessages.alreadyAsked);

    const late = await sale();
    await advance(7 * 86_400 + 60);
    expect((await ask(late.buyer, { reference: late.reference, reason: 'Late' })).json().errors).toEqual({
      reference: [refundRequestMessages.tooLate],
    });
    expect((await client(t).post('/v1/user/refund-requests', { reference, reason: 'x' })).statusCode).toBe(
      401,
    );
  });
});
