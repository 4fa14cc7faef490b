import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commissionRequests, refunds, statementLines } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { client, member, multipartFile, newMobile, payCheckout, sampleImage } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DAY_MS, useDevClock } from '../memberships/memberships.testing.ts';
import { zipOf } from '../shop/shop.testing.ts';
import {
  available,
  commissionNotices,
  heldFor,
  newType,
  pathOf,
  requestAndPay,
  requestAs,
  signedInAgain,
  step,
  uploadReference,
} from './commissions.testing.ts';

// a commission pays the fee of a purchase, 20 % here, as its money reaches the creator
const t = useTestApp({ env: { PURCHASE_FEE_BPS: '2000' } });
const { clockNow, moveClockTo } = useDevClock(t);

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const textsTo = async (mobile: string) =>
  (await t.outbox()).filter((message) => message.to === `+63${mobile}`).map((message) => message.body);
const mailsTo = async (email: string) =>
  (await t.outbox()).filter((message) => message.to === email).map((message) => message.subject);
const refundsOf = async (requestId: string) => {
  const [request] = await t.db.select().from(commissionRequests).where(eq(commissionRequests.id, requestId));
  return t.db.select().from(refunds).where(eq(refunds.paymentId, request!.paymentId));
};

describe('a commission with a down payment', () => {
  it('is requested with references, held, accepted, worked on, its balance paid, and delivered', async () => {
    const creator = await member(t, { pageName: 'Ana' });
    const fan = await member(t, { pageName: 'Ben' });
    const stranger = await member(t);
    const mobile = newMobile();
    const type = await newType(creator, {
      price_mode: 'range',
      price: '500',
      max_price: '1000',
      slots: 2,
      down_payment_percent: 30,
    });
    const page = (await client(t).get(`/v1/profile/${creator.page_url}/commissions`)).json().data;
    expect(page).toMatchObject([
      { id: type.id, price: '500.00', max_price: '1000.00', slots_left: 2, down_payment_percent: 30 },
    ]);

    // two reference images, uploaded first: the supporter's alone until a request names them
    const png = await uploadReference(fan, await sampleImage('png'));
    const jpeg = await uploadReference(fan, await sampleImage('jpeg'), {
      filename: 'b.jpg',
      contentType: 'image/jpeg',
    });
    expect([png.statusCode, jpeg.statusCode], jpeg.body).toEqual([201, 201]);
    const references = [png, jpeg].map((uploaded) => uploaded.json().data as { id: string; url: string });
    expect((await fan.browser.get(pathOf(references[0]!.url))).statusCode).toBe(200);
    expect((await creator.browser.get(pathOf(references[0]!.url))).statusCode).toBe(404);

    // ₱800 offered within the range: 30 % of it, ₱240, paid now and held, not the creator's yet
    const { reference, requestId } = await requestAndPay(t, fan, type.id, {
      amount: '800',
      reference_ids: references.map((image) => image.id),
      mobile_number: `0${mobile}`,
    });
    expect(reference).toMatch(/^C-/);
    expect(await heldFor(t, reference)).toBe(240_00);
    expect(await available(t, creator.user.id)).toBe(0);
    const thanks = await fan.browser.get(`/v1/payments/${reference}`);
    expect(thanks.json().data).toMatchObject({ kind: 'commission', status: 'paid' });
    expect(thanks.json().data.beneficiary_message.message).toContain('7 days to accept it');
    const received = (await creator.browser.get('/v1/user/commissions/received')).json().data;
    expect(received).toMatchObject([
      {
        id: requestId,
        side: 'creator',
        status: 'requested',
        amount: '800.00',
        down_payment: '240.00',
        balance: '560.00',
        mobile_number: null,
        supporter: { page_name: 'Ben' },
      },
    ]);
    // the creator asked sees the references now; nobody else does
    const asked = (received[0].references as { id: string; url: string }[]).find(
      (image) => image.id === references[1]!.id,
    )!;
    expect(received[0].references).toHaveLength(2);
    const shown = await creator.browser.get(pathOf(asked.url));
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect((await stranger.browser.get(pathOf(asked.url))).statusCode).toBe(404);
    expect(
      (await client(t).get(`/v1/profile/${creator.page_url}/commissions`)).json().data[0].slots_left,
    ).toBe(1);

    // accepted: the held ₱240 reaches Ana less the 20 % fee, on a line of its own type; once only
    const accepted = await step(creator, requestId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe('accepted');
    expect((await step(creator, requestId, 'accept')).statusCode).toBe(409);
    expect(await heldFor(t, reference)).toBe(0);
    expect(await available(t, creator.user.id)).toBe(192_00);
    const [line] = (await creator.browser.get('/v1/user/transactions?transaction_type=commission')).json()
      .data;
    expect(line).toMatchObject({
      type: 'commission',
      description: 'Commission from Ben: Portrait sketch',
      total_amount: '192.00',
    });

    // in progress, then the balance asked for before delivery: nothing to deliver before it is paid
    expect((await step(creator, requestId, 'start')).json().data.status).toBe('in_progress');
    expect((await step(creator, requestId, 'deliver')).statusCode).toBe(409);
    expect((await step(creator, requestId, 'ask-balance')).json().data.status).toBe('balance_due');
    const balance = await fan.browser.post(`/v1/user/commissions/requests/${requestId}/pay-balance`, {});
    expect(balance.statusCode, balance.body).toBe(200);
    // asked again while its checkout is open: the same checkout
    const again = await fan.browser.post(`/v1/user/commissions/requests/${requestId}/pay-balance`, {});
    expect(again.json().data.link_url).toBe(balance.json().data.link_url);
    await payCheckout(t, new URL(balance.json().data.link_url as string).pathname);
    expect((await requestAs(fan, requestId)).status).toBe('balance_paid');
    // the balance is Ana's at once: ₱560 less 20 %
    expect(await available(t, creator.user.id)).toBe(192_00 + 448_00);
    const lines = await t.db.select().from(statementLines).where(eq(statementLines.userId, creator.user.id));
    expect(lines.map((row) => [row.type, row.description]).sort()).toEqual([
      ['commission', 'Commission balance from Ben: Portrait sketch'],
      ['commission', 'Commission from Ben: Portrait sketch'],
    ]);

    // the delivery: a ZIP uploaded, not the supporter's before it is delivered, then theirs alone
    const zip = zipOf(1);
    const { payload, headers } = multipartFile(zip, {
      field: 'file',
      filename: 'portrait.zip',
      contentType: 'application/zip',
    });
    const uploaded = await creator.browser.post(
      `/v1/user/commissions/received/${requestId}/files`,
      payload,
      headers,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect((await requestAs(fan, requestId)).files).toEqual([]);
    expect((await step(creator, requestId, 'deliver')).json().data.status).toBe('delivered');
    const [file] = (await requestAs(fan, requestId)).files;
    expect(file).toMatchObject({ downloads_left: 10 });
    const download = await fan.browser.get(pathOf(file!.url!));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment; filename="portrait.zip"');
    expect(sha(download.rawPayload)).toBe(sha(zip));
    expect((await stranger.browser.get(pathOf(file!.url!))).statusCode).toBe(403);
    expect((await client(t).get(pathOf(file!.url!))).statusCode).toBe(403);
    const forged = pathOf(file!.url!).replace(/viewer=[^&]+/, `viewer=${stranger.user.id}`);
    expect((await stranger.browser.get(forged)).statusCode).toBe(403);
    expect((await requestAs(fan, requestId)).files[0]!.downloads_left).toBe(9);

    // each step told to Ben once, in the app, by mail and by text; Ana told of the request and the balance
    expect(await commissionNotices(t, fan)).toEqual([
      'Commission accepted: Ana accepted your commission "Portrait sketch".',
      'Commission in progress: Ana started work on your commission "Portrait sketch".',
      'Balance due: Ana asks for the ₱560.00 balance of your commission "Portrait sketch".',
      'Commission delivered: Ana delivered your commission "Portrait sketch". Download its files.',
    ]);
    expect(await commissionNotices(t, creator)).toEqual([
      'New commission request: Ben requested "Portrait sketch" for ₱800.00. Answer within 7 days.',
      'Balance paid: Ben paid the ₱560.00 balance of "Portrait sketch". Deliver it when it is ready.',
    ]);
    const texts = await textsTo(mobile);
    expect(texts).toHaveLength(4);
    expect(texts.at(-1)).toMatch(/^PIXEL: Ana accepted your commission "Portrait sketch"\. http/);
    const mails = (await mailsTo(fan.user.email!)).filter(
      (subject) => subject?.startsWith('Commission') || subject?.startsWith('Balance'),
    );
    expect(mails).toHaveLength(4);
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('a request the creator does not take', () => {
  it('declined, goes back to its supporter through the refund path and frees its slot', async () => {
    const creator = await member(t, { pageName: 'Cora' });
    const fan = await member(t);
    const mobile = newMobile();
    const type = await newType(creator, { price: '300', slots: 1 });
    const { reference, requestId } = await requestAndPay(t, fan, type.id, { mobile_number: mobile });
    expect(await heldFor(t, reference)).toBe(300_00);
    expect((await client(t).get(`/v1/commissions/types/${type.id}`)).json().data.slots_left).toBe(0);

    const declined = await step(creator, requestId, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined' });
    expect((await step(creator, requestId, 'accept')).statusCode).toBe(409);
    expect(await heldFor(t, reference)).toBe(0);
    await t.jobs.drain('refund-payments');
    expect(await refundsOf(requestId)).toMatchObject([
      { amount: 300_00, status: 'succeeded', origin: 'settlement' },
    ]);
    expect(await available(t, creator.user.id)).toBe(0);
    expect((await client(t).get(`/v1/commissions/types/${type.id}`)).json().data.slots_left).toBe(1);
    expect(await commissionNotices(t, fan)).toEqual([
      'Commission declined: Cora declined your commission "Portrait sketch". Your ₱300.00 is refunded.',
    ]);
    expect(await textsTo(mobile)).toHaveLength(1);
    expect(await audit(t.db)).toEqual([]);
  });

  it('left 7 days, is refunded by itself once however often the job runs', async () => {
    let creator = await member(t, { pageName: 'Dina' });
    let fan = await member(t);
    const type = await newType(creator, { price: '400', down_payment_percent: 50 });
    const { reference, requestId } = await requestAndPay(t, fan, type.id);
    expect(await heldFor(t, reference)).toBe(200_00);
    const runJob = async () => {
      await t.jobs.send('commissions', {});
      await t.jobs.drain('commissions');
    };

    // six days on: still the creator's to answer
    const start = await clockNow();
    await moveClockTo(new Date(start.getTime() + 6 * DAY_MS));
    // a session lasts a day here: each signs in again on the moved clock
    [creator, fan] = [
      await signedInAgain(t, creator, await clockNow()),
      await signedInAgain(t, fan, await clockNow()),
    ];
    await runJob();
    expect((await requestAs(fan, requestId)).status).toBe('requested');
    // past the seventh: too late to accept, and the job gives it back, once
    await moveClockTo(new Date(start.getTime() + 7 * DAY_MS + 60_000));
    [creator, fan] = [
      await signedInAgain(t, creator, await clockNow()),
      await signedInAgain(t, fan, await clockNow()),
    ];
    expect((await step(creator, requestId, 'accept')).statusCode).toBe(409);
    await runJob();
    await runJob();
    expect((await requestAs(fan, requestId)).status).toBe('expired');
    await t.jobs.drain('refund-payments');
    expect(await refundsOf(requestId)).toMatchObject([{ amount: 200_00, status: 'succeeded' }]);
    expect(await heldFor(t, reference)).toBe(0);
    expect(await available(t, creator.user.id)).toBe(0);
    expect(await commissionNotices(t, fan)).toEqual([
      'Commission refunded: Dina did not answer your commission "Portrait sketch" in 7 days. Your ₱200.00 is refunded.',
    ]);
    expect(await audit(t.db)).toEqual([]);
  });
});
