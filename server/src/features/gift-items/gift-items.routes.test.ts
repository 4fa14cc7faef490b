import { manilaToday } from '@pixel/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  giftItems,
  ledgerAccounts,
  overlayEvents,
  payments,
  purchases,
  refunds,
  statementLines,
  users,
} from '../../db/schema/index.ts';
import { auditCounts } from '../../db/counts.ts';
import { audit, rowsOf } from '../../ledger/ledger.ts';
import { addManilaMonths } from '../../lib/manila.ts';
import {
  type Client,
  client,
  createSlide,
  createSnap,
  newMobile,
  payCheckout,
  signedInUser,
  staffMember,
  unique,
} from '../../test/builders.ts';
import { signSandboxWebhook } from '../../providers/payments/sandbox/sandbox-provider.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  creatorWithTiers,
  DAY_MS,
  mailsTo,
  myMembership,
  signInAgain,
  useDevClock,
} from '../memberships/memberships.testing.ts';

// a membership pays a 10 % fee, a post 20 %: what a claim takes is the fee of what the gift gives
const t = useTestApp({ env: { MEMBERSHIP_FEE_BPS: '1000', PURCHASE_FEE_BPS: '2000' } });
const { clockNow, moveClockTo } = useDevClock(t);

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** Starts a gift as `giver`; the answer as it came. */
const startGift = (giver: { browser: Client }, body: Record<string, unknown>) =>
  giver.browser.post('/v1/gift-items', body);

/** Starts a gift and pays it by GCash at the sandbox checkout; answers its payment's reference. */
async function giveAndPay(giver: { browser: Client }, body: Record<string, unknown>) {
  const started = await startGift(giver, body);
  expect(started.statusCode, started.body).toBe(200);
  const { link_url, reference } = started.json().data as { link_url: string; reference: string };
  await payCheckout(t, new URL(link_url).pathname);
  return reference as string;
}

/** The claim token of the newest gift mail or text to `to`. */
async function claimTokenFor(to: string) {
  const messages = (await t.outbox()).filter((message) => message.to === to);
  const match = messages.map((message) => message.body.match(/\/gifts\/claim\/([\w-]+)/)).find(Boolean);
  if (!match) throw new Error(`no gift link for ${to}`);
  return match[1]!;
}

const giftMailsTo = async (email: string) =>
  (await mailsTo(t, email)).filter((mail) => mail.subject?.endsWith('sent you a gift on PIXEL'));

/** A user's available balance, in centavos. */
async function available(userId: string) {
  const [row] = await t.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'available')));
  return row?.balance ?? 0;
}

/** What waits in gifts held for this payment: what its postings put in, less what they took out. */
async function heldFor(reference: string) {
  const result = await t.db.execute(sql`
    select coalesce(sum(e.amount), 0)::text as total
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions x on x.id = e.transaction_id
    where a.kind = 'gifts_held' and x.reference = ${reference}`);
  return Number(rowsOf<{ total: string }>(result)[0]!.total);
}

const pageNameOf = async (who: Person) => {
  const [row] = await t.db.select({ pageName: users.pageName }).from(users).where(eq(users.id, who.user.id));
  return row!.pageName;
};

const giftOf = async (reference: string) => {
  const [row] = await t.db
    .select({ gift: giftItems })
    .from(giftItems)
    .innerJoin(payments, eq(payments.id, giftItems.paymentId))
    .where(eq(payments.reference, reference));
  return row!.gift;
};

describe('a gift of a membership', () => {
  it('is paid by GCash, held, mailed on its date, claimed once by a new account, and extended by a second gift', async () => {
    const { creator, tier2 } = await creatorWithTiers(t);
    const giver = await signedInUser(t);
    const email = `${unique('friend')}@example.ph`;
    const start = await clockNow();
    const deliverOn = manilaToday(new Date(start.getTime() + 3 * DAY_MS));

    // 3 months of Studio Pass (₱400 a month): ₱1,200.00, no period discount
    const reference = await giveAndPay(giver, {
      kind: 'membership',
      tier_id: tier2.id,
      months: 3,
      recipient_email: email.toUpperCase(),
      message: 'Happy birthday!',
      is_anonymous: 1,
      deliver_on: deliverOn,
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment).toMatchObject({ kind: 'gift_item', status: 'paid', amount: 1_200_00 });
    // the page the giver comes back to thanks them in the gift's own words
    const returned = await giver.browser.get(`/v1/payments/${reference}`);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().data).toMatchObject({
      kind: 'gift_item',
      status: 'paid',
      beneficiary_message: {
        message: 'Thank you! Your gift is paid: on its day, its recipient gets a link to claim it.',
      },
    });
    // held for its recipient: not the creator's, no statement line, no mail before its date
    expect(await heldFor(reference)).toBe(1_200_00);
    expect(await available(creator.user.id)).toBe(0);
    expect(
      await t.db.select().from(statementLines).where(eq(statementLines.userId, creator.user.id)),
    ).toEqual([]);
    expect(await giftMailsTo(email)).toEqual([]);
    await t.jobs.runDue();
    expect(await giftMailsTo(email)).toEqual([]);
    const sent = (await giver.browser.get('/v1/user/gift-items?side=sent')).json().data;
    expect(sent).toMatchObject([
      {
        kind: 'membership',
        status: 'scheduled',
        tier: { name: 'Studio Pass' },
        months: 3,
        amount: '1200.00',
        recipient: { kind: 'email', value: email },
        from_name: await pageNameOf(giver),
        deliver_on: deliverOn,
      },
    ]);

    // its day comes in Manila: the job mails the link, anonymous
    await moveClockTo(new Date(Date.parse(`${deliverOn}T00:00:00+08:00`) + 60_000));
    await t.jobs.runDue();
    const mails = await giftMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Someone sent you a gift on PIXEL');
    expect(mails[0]!.body).toContain('Someone gave you 3 months of the Studio Pass membership of');
    expect(mails[0]!.body).toContain('Happy birthday!');
    expect(mails[0]!.body).not.toContain(giver.email);
    const token = await claimTokenFor(email);

    // the claim page, without a session: what it is and from "Someone", never an address
    const view = await client(t).get(`/v1/gift-items/claim/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({
      kind: 'membership',
      status: 'delivered',
      tier_name: 'Studio Pass',
      months: 3,
      from_name: 'Someone',
      message: 'Happy birthday!',
      for_page_url: null,
      creator: { page_url: creator.page_url },
    });
    expect(view.body).not.toContain(giver.email);
    expect(view.body).not.toContain(giver.page_url);
    // a claim needs a session; a stranger's made-up token is not found
    expect((await client(t).post(`/v1/gift-items/claim/${token}`)).statusCode).toBe(401);
    const recipient = await signedInUser(t, { email });
    expect((await recipient.browser.post(`/v1/gift-items/claim/${'x'.repeat(43)}`)).statusCode).toBe(404);
    // its giver cannot claim it
    expect((await giver.browser.post(`/v1/gift-items/claim/${token}`)).statusCode).toBe(403);

    // the new account claims it: a Studio Pass membership for 3 months from now
    const claimedAt = await clockNow();
    const claimed = await recipient.browser.post(`/v1/gift-items/claim/${token}`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data.gift).toMatchObject({
      status: 'claimed',
      from_name: 'Someone',
      recipient: null,
    });
    const membership = await myMembership(recipient.browser);
    expect(membership).toMatchObject({ status: 'active', tier: { name: 'Studio Pass' }, auto_renew: false });
    const endsAt = Date.parse(membership.ends_at);
    expect(Math.abs(endsAt - addManilaMonths(claimedAt, 3).getTime())).toBeLessThan(5_000);
    // the money reaches the creator now, less the membership fee on what was paid
    expect(await heldFor(reference)).toBe(0);
    expect(await available(creator.user.id)).toBe(1_080_00);
    // once only
    const again = await recipient.browser.post(`/v1/gift-items/claim/${token}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This gift has already been claimed.');
    expect((await recipient.browser.get('/v1/user/gift-items?side=received')).json().data).toHaveLength(1);

    // a second gift, named by page address and sent at once, runs the membership a month longer
    const second = await giveAndPay(giver, {
      kind: 'membership',
      tier_id: tier2.id,
      months: 1,
      recipient_page_url: recipient.page_url,
    });
    expect((await giftOf(second)).status).toBe('delivered');
    const secondToken = await claimTokenFor(email);
    expect(secondToken).not.toBe(token);
    // only the account it names may claim it
    const stranger = await signedInUser(t);
    const notYours = await stranger.browser.post(`/v1/gift-items/claim/${secondToken}`);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toContain(recipient.page_url);
    const extended = await recipient.browser.post(`/v1/gift-items/claim/${secondToken}`);
    expect(extended.statusCode, extended.body).toBe(200);
    const longer = await myMembership(recipient.browser);
    expect(longer.id).toBe(membership.id);
    expect(Date.parse(longer.ends_at)).toBe(addManilaMonths(new Date(endsAt), 1).getTime());
    expect(await available(creator.user.id)).toBe(1_080_00 + 360_00);
    expect(await audit(t.db)).toEqual([]);
  });

  it('settles once however often its webhook arrives, and is alerted once on the overlay', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    // the creator has an alerts overlay
    expect((await creator.browser.get('/v1/user/overlay')).statusCode).toBe(200);
    const giver = await signedInUser(t);
    const mobile = newMobile();
    const started = await startGift(giver, {
      kind: 'membership',
      tier_id: tier1.id,
      months: 2,
      recipient_mobile_number: `+63 ${mobile}`,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { link_url, reference } = started.json().data;
    const checkoutId = new URL(link_url).pathname.split('/').pop()!;
    const paid = (eventId: string) =>
      JSON.stringify({
        id: eventId,
        type: 'checkout.paid',
        data: {
          checkout_id: checkoutId,
          reference,
          amount: 200_00,
          currency: 'PHP',
          paid_at: new Date().toISOString(),
        },
      });
    const deliver = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/webhooks/sandbox',
        headers: {
          'content-type': 'application/json',
          'sandbox-signature': signSandboxWebhook('sandbox-secret', body),
        },
        payload: body,
      });
    const same = paid(unique('evt_'));
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(same)),
      ...Array.from({ length: 3 }, () => deliver(paid(unique('evt_')))),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect((await deliver(same)).json().data.duplicate).toBe(true);
    expect(await heldFor(reference)).toBe(200_00);
    expect((await giftOf(reference)).status).toBe('delivered');
    expect((await t.outbox()).filter((message) => message.to === `+63${mobile}`)).toHaveLength(1);
    const alerts = await t.db.select().from(overlayEvents).where(eq(overlayEvents.userId, creator.user.id));
    // a number is never named on a stream
    expect(alerts.map((event) => event.payload)).toEqual([
      {
        type: 'member',
        supporter_name: await pageNameOf(giver),
        tier_name: 'Sketch Club',
        gift: { months: 2, recipient_name: null },
      },
    ]);
    expect(await audit(t.db)).toEqual([]);
  });

  it('is refunded to its giver when nobody claims it within 90 days; the creator never had it', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const giver = await signedInUser(t);
    const mobile = newMobile();
    const reference = await giveAndPay(giver, {
      kind: 'membership',
      tier_id: tier1.id,
      months: 2,
      recipient_mobile_number: `0${mobile}`,
    });
    // texted at once, with its link
    const texts = (await t.outbox()).filter((message) => message.to === `+63${mobile}`);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toMatch(
      /^PIXEL: .+ sent you a gift from .+\. Claim it by .+: http.+\/gifts\/claim\//,
    );
    const token = await claimTokenFor(`+63${mobile}`);
    const delivered = await giftOf(reference);
    // the creator's wall shows it from its payment: what it gives, by whom, not for whom nor its message
    const wall = async () => (await client(t).get(`/v1/profile/${creator.page_url}/gifts`)).json();
    const shown = await wall();
    expect(shown.meta.total).toBe(1);
    expect(shown.data).toEqual([
      expect.objectContaining({
        supporter_name: await pageNameOf(giver),
        supporter_page_url: giver.page_url,
        supporter_message: null,
        reply: null,
        gifted: { kind: 'membership', months: 2, tier_name: tier1.name },
      }),
    ]);
    expect(JSON.stringify(shown)).not.toContain(mobile);
    expect(await auditCounts(t.db)).toEqual([]);

    // a day short of 90: still waiting
    await moveClockTo(new Date(delivered.deliveredAt!.getTime() + 89 * DAY_MS));
    await t.jobs.runDue();
    expect((await giftOf(reference)).status).toBe('delivered');

    await moveClockTo(new Date(delivered.deliveredAt!.getTime() + 90 * DAY_MS + 60_000));
    await t.jobs.runDue();
    await t.jobs.runDue();
    const gift = await giftOf(reference);
    expect(gift.status).toBe('refunded');
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, gift.paymentId));
    expect(refund).toMatchObject({ amount: 200_00, status: 'succeeded', origin: 'settlement' });
    // given back, it leaves the wall, and the wall's count with it
    expect(await wall()).toMatchObject({ data: [], meta: { total: 0 } });
    expect(await auditCounts(t.db)).toEqual([]);
    expect(await heldFor(reference)).toBe(0);
    expect(await available(creator.user.id)).toBe(0);
    // the giver is told their money is back
    expect(
      (await mailsTo(t, giver.email)).some((mail) => mail.subject?.startsWith('Your PIXEL refund')),
    ).toBe(true);
    // its link now says so
    const late = await signedInUser(t);
    const refused = await late.browser.post(`/v1/gift-items/claim/${token}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This gift has gone back to its giver: it can no longer be claimed.');
    await signInAgain(giver);
    expect((await giver.browser.get('/v1/user/gift-items?side=sent')).json().data[0]).toMatchObject({
      status: 'refunded',
      recipient: { kind: 'mobile', value: mobile },
    });
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('a refund finance gives of a gift', () => {
  it('takes an unclaimed gift out of gifts held, never from the creator, and its link stops', async () => {
    const finance = await staffMember(t, 'finance');
    const { creator, tier1 } = await creatorWithTiers(t);
    const giver = await signedInUser(t);
    const email = `${unique('friend')}@example.ph`;
    const reference = await giveAndPay(giver, {
      kind: 'membership',
      tier_id: tier1.id,
      months: 1,
      recipient_email: email,
    });
    const token = await claimTokenFor(email);
    const refunded = await finance.browser.post(`/v1/admin/payments/${reference}/refund`, {
      amount: '100.00',
      reason: 'Sent to the wrong address',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.refund).toMatchObject({ creator_share: '0.00', owed: '0.00' });
    await t.jobs.runDue();
    expect(await heldFor(reference)).toBe(0);
    expect(await available(creator.user.id)).toBe(0);
    expect((await giftOf(reference)).status).toBe('refunded');
    const [refund] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, (await giftOf(reference)).paymentId));
    expect(refund!.status).toBe('succeeded');
    const recipient = await signedInUser(t, { email });
    const refused = await recipient.browser.post(`/v1/gift-items/claim/${token}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This gift has gone back to its giver: it can no longer be claimed.');
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('a gift of a post', () => {
  it('opens a paid Slide for its recipient only: not its giver, not a stranger', async () => {
    const creator = await signedInUser(t);
    const slide = await createSlide(creator, 2, { price_id: 4 });
    const giver = await signedInUser(t);
    const recipient = await signedInUser(t);
    const stranger = await signedInUser(t);
    const locked = async (who: Person) =>
      (
        await who.browser.get(
          `/v1/profile/content/images/collection/${creator.page_url}/collection_id/${slide.id}`,
        )
      ).json().data.is_locked as boolean;
    expect(await locked(recipient)).toBe(true);

    const reference = await giveAndPay(giver, {
      kind: 'post',
      post_id: slide.id,
      recipient_page_url: recipient.page_url.toUpperCase(),
    });
    const mails = await giftMailsTo(recipient.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`gave you a Slide by ${await pageNameOf(creator)} on PIXEL`);
    // not theirs until claimed
    expect(await locked(recipient)).toBe(true);
    const token = await claimTokenFor(recipient.email);
    const claimed = await recipient.browser.post(`/v1/gift-items/claim/${token}`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data.gift).toMatchObject({
      kind: 'post',
      post: { id: slide.id, type: 'image_collection' },
      from_name: await pageNameOf(giver),
    });
    expect(await locked(recipient)).toBe(false);
    expect(await locked(giver)).toBe(true);
    expect(await locked(stranger)).toBe(true);
    const bought = await t.db.select().from(purchases).where(isNull(purchases.revokedAt));
    expect(bought.filter((row) => row.postId === slide.id).map((row) => row.buyerUserId)).toEqual([
      recipient.user.id,
    ]);
    // ₱50.00 less the purchase fee
    expect(await available(creator.user.id)).toBe(40_00);
    expect(await heldFor(reference)).toBe(0);

    // a second gift of the same Slide to its holder cannot be claimed
    await giveAndPay(giver, { kind: 'post', post_id: slide.id, recipient_page_url: recipient.page_url });
    const again = await recipient.browser.post(
      `/v1/gift-items/claim/${await claimTokenFor(recipient.email)}`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have this post: the gift cannot give it to you again.');
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('what a gift refuses', () => {
  it('answers each bad field with its own message, and opens no checkout', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const giver = await signedInUser(t);
    const freeSnap = await createSnap(creator);
    const clubOnly = await createSlide(creator, 1, { min_tier_id: tier1.id });
    const membership = { kind: 'membership', tier_id: tier1.id, months: 1 };
    const errorsOf = async (body: Record<string, unknown>, who: { browser: Client } = giver) => {
      const response = await startGift(who, body);
      expect(response.statusCode, response.body).toBe(422);
      return response.json().errors;
    };

    expect(await errorsOf({ ...membership, recipient_mobile_number: '12345' })).toEqual({
      recipient_mobile_number: ['The mobile number must be a valid mobile number.'],
    });
    expect(await errorsOf({ ...membership, months: 13, recipient_email: 'a@example.ph' })).toEqual({
      months: ['The months must not be greater than 12.'],
    });
    expect(await errorsOf({ ...membership, months: 0, recipient_email: 'a@example.ph' })).toEqual({
      months: ['The months must be at least 1.'],
    });
    expect(await errorsOf({ kind: 'membership', recipient_email: 'a@example.ph' })).toEqual({
      tier_id: ['The tier field is required.'],
      months: ['The months field is required.'],
    });
    expect(await errorsOf(membership)).toMatchObject({
      recipient_email: ['Name one recipient: a page address, an email or a mobile number.'],
    });
    expect(
      await errorsOf({ ...membership, recipient_email: 'a@example.ph', recipient_page_url: 'someone' }),
    ).toEqual({
      recipient_email: ['Name one recipient: a page address, an email or a mobile number.'],
      recipient_page_url: ['Name one recipient: a page address, an email or a mobile number.'],
    });
    expect(await errorsOf({ ...membership, recipient_page_url: unique('nobody') })).toEqual({
      recipient_page_url: ['There is no PIXEL page with this address.'],
    });
    expect(await errorsOf({ ...membership, recipient_page_url: giver.page_url })).toEqual({
      recipient_page_url: ['A gift is for someone else: name another person.'],
    });
    expect(await errorsOf({ ...membership, recipient_email: giver.email })).toEqual({
      recipient_email: ['A gift is for someone else: name another person.'],
    });
    expect(await errorsOf({ ...membership, recipient_page_url: creator.page_url })).toEqual({
      recipient_page_url: ['The creator has this already: name someone else.'],
    });
    // a creator's own tier, to anyone
    expect(await errorsOf({ ...membership, recipient_email: 'a@example.ph' }, creator)).toEqual({
      tier_id: ['You cannot gift your own membership or post.'],
    });
    expect(
      await errorsOf({ ...membership, recipient_email: 'a@example.ph', tier_id: crypto.randomUUID() }),
    ).toEqual({ tier_id: ['The selected tier is invalid.'] });
    const post = { kind: 'post', recipient_email: 'a@example.ph' };
    expect(await errorsOf({ ...post, post_id: freeSnap.id })).toEqual({
      post_id: ['This post is free: there is nothing to gift.'],
    });
    expect(await errorsOf({ ...post, post_id: clubOnly.id })).toEqual({
      post_id: ['This post is for members only and is never sold: gift a membership instead.'],
    });
    expect(await errorsOf({ ...post, post_id: crypto.randomUUID() })).toEqual({
      post_id: ['This post cannot be found.'],
    });
    expect(await errorsOf({ ...post, post_id: freeSnap.id, months: 2 })).toEqual({
      months: ['A gift is a membership (a tier and months) or a post, not both.'],
    });
    const now = await clockNow();
    expect(
      await errorsOf({
        ...membership,
        recipient_email: 'a@example.ph',
        deliver_on: manilaToday(new Date(now.getTime() + 400 * DAY_MS)),
      }),
    ).toEqual({ deliver_on: ['The delivery date must be within a year from today.'] });
    expect(
      await errorsOf({ ...membership, recipient_email: 'a@example.ph', deliver_on: '2026-02-30' }),
    ).toEqual({ deliver_on: ['The delivery date is not a valid date.'] });
    expect(
      await errorsOf({ ...membership, recipient_email: 'a@example.ph', message: 'x'.repeat(121) }),
    ).toEqual({ message: ['The message must not be greater than 120 characters.'] });
    expect(await errorsOf({ ...membership, recipient_email: 'a@example.ph', surprise: 1 })).toHaveProperty(
      'surprise',
    );
    const mine = await t.db.select().from(payments).where(eq(payments.payerUserId, giver.user.id));
    expect(mine).toEqual([]);
    expect(await audit(t.db)).toEqual([]);
  });

  it('refuses a claim of another tier while the recipient is a member of one, and lets it wait', async () => {
    const { tier1, tier2 } = await creatorWithTiers(t);
    const giver = await signedInUser(t);
    const recipient = await signedInUser(t);
    const joined = await recipient.browser.post('/v1/memberships/join', { tier_id: tier1.id, months: 1 });
    expect(joined.statusCode, joined.body).toBe(200);
    await payCheckout(t, new URL(joined.json().data.link_url).pathname);
    const before = await myMembership(recipient.browser);
    await giveAndPay(giver, {
      kind: 'membership',
      tier_id: tier2.id,
      months: 2,
      recipient_page_url: recipient.page_url,
    });
    const token = await claimTokenFor(recipient.email);
    const refused = await recipient.browser.post(`/v1/gift-items/claim/${token}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^You are a Sketch Club member of this creator until .+: this gift/,
    );
    expect(await myMembership(recipient.browser)).toMatchObject({
      tier: { name: 'Sketch Club' },
      ends_at: before.ends_at,
    });
    // once that membership has ended, the gift starts the gifted tier
    await moveClockTo(new Date(Date.parse(before.ends_at) + 4 * DAY_MS));
    await signInAgain(recipient);
    const claimed = await recipient.browser.post(`/v1/gift-items/claim/${token}`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await myMembership(recipient.browser)).toMatchObject({
      status: 'active',
      tier: { name: 'Studio Pass' },
    });
    expect(await audit(t.db)).toEqual([]);
  });
});
