import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { client, member, multipartFile } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { zipOf } from '../shop/shop.testing.ts';
import {
  newType,
  pathOf,
  requestAndPay,
  requestAs,
  requestCommission,
  step,
  uploadReference,
} from './commissions.testing.ts';

const t = useTestApp({ env: { PURCHASE_FEE_BPS: '2000' } });

describe('slots', () => {
  it('refuse a full or closed type before anyone pays, and come back from a checkout that ended unpaid', async () => {
    const creator = await member(t);
    const type = await newType(creator, { slots: 1 });
    const [first, second] = [await member(t), await member(t)];
    const opened = await requestCommission(first, type.id);
    expect(opened.statusCode, opened.body).toBe(200);
    // the open checkout holds the one slot
    const full = await requestCommission(second, type.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Every slot of this commission is taken. Try again when one opens.');
    const before = await t.db.select().from(payments).where(eq(payments.payerUserId, second.user.id));
    expect(before).toEqual([]);

    // the checkout expired unpaid: the job gives the slot back
    await t.db
      .update(payments)
      .set({ status: 'expired' })
      .where(eq(payments.reference, opened.json().data.reference));
    await t.jobs.send('commissions', {});
    await t.jobs.drain('commissions');
    expect((await client(t).get(`/v1/commissions/types/${type.id}`)).json().data.slots_left).toBe(1);

    // closed by its creator: refused too, then open again
    const edit = (is_open: boolean) =>
      creator.browser.put(`/v1/user/commissions/types/${type.id}`, {
        title: 'Portrait sketch',
        price: '500',
        slots: 1,
        is_open,
      });
    expect((await edit(false)).json().data.is_open).toBe(false);
    const closed = await requestCommission(second, type.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This commission is closed for now.');
    await edit(true);
    await requestAndPay(t, second, type.id);
    expect((await creator.browser.get('/v1/user/commissions/types')).json().data[0].slots_left).toBe(0);
    // a type with requests is closed rather than deleted
    expect((await creator.browser.delete(`/v1/user/commissions/types/${type.id}`)).statusCode).toBe(409);
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('the calls and their refusals', () => {
  it('answer 401, 403, 404, 409 and 422 as a person would expect', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const stranger = await member(t);
    expect(
      (await client(t).post('/v1/user/commissions/types', { title: 'x', price: '1', slots: 1 })).statusCode,
    ).toBe(401);
    expect((await client(t).post('/v1/user/commissions/references')).statusCode).toBe(401);

    // the type's form: unknown fields, a range without its most or upside down, a fixed price with one
    const post = (body: Record<string, unknown>) => creator.browser.post('/v1/user/commissions/types', body);
    const unknownField = await post({ title: 'x', price: '10', slots: 1, colour: 'red' });
    expect(unknownField.statusCode).toBe(422);
    expect(Object.keys(unknownField.json().errors)).toEqual(['colour']);
    expect((await post({ title: 'x', price: '10', slots: 1, price_mode: 'range' })).json().errors).toEqual({
      max_price: ['The max price field is required.'],
    });
    expect(
      (await post({ title: 'x', price: '10', max_price: '5', slots: 1, price_mode: 'range' })).json().errors,
    ).toEqual({
      max_price: ['The max price must be more than the price.'],
    });
    expect(
      (await post({ title: 'x', price: '10', max_price: '50', slots: 1 })).json().errors.max_price,
    ).toEqual(['A fixed price has no max price: choose a range to give one.']);
    expect(
      (await post({ title: 'x', price: '10', slots: 0, down_payment_percent: 95 })).json().errors,
    ).toEqual({
      slots: ['The slots must be at least 1.'],
      down_payment_percent: ['The down payment percent must not be greater than 90.'],
    });
    const type = await newType(creator, { price_mode: 'range', price: '100', max_price: '200' });

    // someone else's type and requests are not there to them
    expect(
      (
        await stranger.browser.put(`/v1/user/commissions/types/${type.id}`, {
          title: 'Mine',
          price: '1',
          slots: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await client(t).get('/v1/commissions/types/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await requestCommission(creator, type.id, { amount: '150' })).statusCode).toBe(409);

    // the request's form: the amount within the range, a real mobile number, references of one's own
    const outside = await requestCommission(fan, type.id, { amount: '250' });
    expect(outside.json().errors).toEqual({ amount: ['The amount must be from ₱100.00 to ₱200.00.'] });
    expect(
      (await requestCommission(fan, type.id, { amount: '150', mobile_number: '12345' })).json().errors,
    ).toEqual({
      mobile_number: ['The mobile number must be a valid mobile number.'],
    });
    const othersImage = (await uploadReference(stranger)).json().data.id;
    const notMine = await requestCommission(fan, type.id, { amount: '150', reference_ids: [othersImage] });
    expect(notMine.json().errors).toEqual({
      reference_ids: ['Choose only reference images you uploaded for this request.'],
    });
    const tooMany = await requestCommission(fan, type.id, {
      amount: '150',
      reference_ids: Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`),
    });
    expect(tooMany.json().errors.reference_ids).toEqual(['The reference images must not be greater than 5.']);
    const { payload, headers } = multipartFile(Buffer.from('%PDF-1.4 a brief'), {
      field: 'image',
      filename: 'brief.pdf',
      contentType: 'application/pdf',
    });
    const notImage = await fan.browser.post('/v1/user/commissions/references', payload, headers);
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.image).toEqual(['A reference must be a JPG, PNG, GIF or WebP image.']);

    // a request paid: its steps are its creator's only, and each at its time
    const { requestId } = await requestAndPay(t, fan, type.id, { amount: '150' });
    expect((await step(stranger, requestId, 'accept')).statusCode).toBe(404);
    expect((await step(fan, requestId, 'accept')).statusCode).toBe(404);
    expect((await stranger.browser.get(`/v1/user/commissions/requests/${requestId}`)).statusCode).toBe(404);
    expect((await step(creator, requestId, 'start')).statusCode).toBe(409);
    expect(
      (await fan.browser.post(`/v1/user/commissions/requests/${requestId}/pay-balance`, {})).statusCode,
    ).toBe(409);
    expect((await step(creator, requestId, 'accept')).statusCode).toBe(200);
    // paid in full: no balance to ask for, and nothing to deliver before a file is uploaded
    expect((await step(creator, requestId, 'ask-balance')).statusCode).toBe(409);
    const nothing = await step(creator, requestId, 'deliver');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('Upload the files of the delivery first.');
    expect(await audit(t.db)).toEqual([]);
  });

  it('delivers straight after acceptance when paid in full, at most 10 downloads a day', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const type = await newType(creator, { price: '250' });
    const { requestId } = await requestAndPay(t, fan, type.id);
    await step(creator, requestId, 'accept');
    const { payload, headers } = multipartFile(zipOf(1), {
      field: 'file',
      filename: 'set.zip',
      contentType: 'application/zip',
    });
    const uploaded = await creator.browser.post(
      `/v1/user/commissions/received/${requestId}/files`,
      payload,
      headers,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    // another's request takes no file of theirs
    const stranger = await member(t);
    expect(
      (await stranger.browser.post(`/v1/user/commissions/received/${requestId}/files`, payload, headers))
        .statusCode,
    ).toBe(404);
    expect((await step(creator, requestId, 'deliver')).json().data.status).toBe('delivered');
    // what was delivered keeps its files
    const fileId = uploaded.json().data.id;
    expect(
      (await creator.browser.delete(`/v1/user/commissions/received/${requestId}/files/${fileId}`)).statusCode,
    ).toBe(409);
    const url = pathOf((await requestAs(fan, requestId)).files[0]!.url!);
    for (let i = 1; i <= 10; i++) expect((await fan.browser.get(url)).statusCode).toBe(200);
    const eleventh = await fan.browser.get(url);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('You have downloaded this file 10 times today. Try again tomorrow.');
    expect((await requestAs(fan, requestId)).files[0]!.downloads_left).toBe(0);
    expect(await audit(t.db)).toEqual([]);
  });

  it('gives back, through a refund request, an accepted request’s payment from its creator', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const type = await newType(creator, { price: '500' });
    const { reference, requestId } = await requestAndPay(t, fan, type.id);
    await step(creator, requestId, 'accept');
    const balance = async () => (await creator.browser.get('/v1/user/balance')).json().data[0].amount;
    expect(await balance()).toBe('400.00');
    const asked = await fan.browser.post('/v1/user/refund-requests', {
      reference,
      reason: 'Changed my mind',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await creator.browser.post(
      `/v1/user/refund-requests/${asked.json().data.request.id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await t.jobs.drain('refund-payments');
    expect((await requestAs(fan, requestId)).status).toBe('refunded');
    expect(await balance()).toBe('0.00');
    expect((await client(t).get(`/v1/commissions/types/${type.id}`)).json().data.slots_left).toBe(3);
    expect(await audit(t.db)).toEqual([]);
  });
});
