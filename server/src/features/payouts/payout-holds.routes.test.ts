import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { supportEmail } from '@pixel/contract';
import { sessions } from '../../db/schema/index.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import {
  client,
  clearForPayouts,
  fundWallet,
  insertUser,
  insertUserBank,
  newMobile,
  smsCodeFor,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { manilaDateTime } from '../../lib/manila.ts';
import { fil } from '../../locales/fil.ts';

const t = useTestApp();
// the development clock: the five days pass in a call, not in a sleep
const dev = client(t, { ip: '127.0.0.1' });
const HOUR = 3_600;
const DAY = 86_400;

const REQUEST = '/v1/user/transactions/payout/request';
const SUBMIT = '/v1/user/transactions/payout/bank';
const ADD = '/v1/user/banks/add/bank';
const MOBILE = '/v1/user/transactions/payout/add/mobilenumber';
const payout = { bank_slug: 'PH_BDO', amount: '100' };

afterEach(async () => {
  await dev.post('/dev/clock', { reset: true });
});

const clockNow = async () => new Date((await dev.get('/dev/clock')).json().data.now as string);

/** A browser signed in as the user, its session valid for a month by the app's clock. */
async function signIn(userId: string) {
  const token = randomToken(32);
  await t.db.insert(sessions).values({
    idHash: hashToken(t.config.sessionSecret, token),
    userId,
    expiresAt: new Date((await clockNow()).getTime() + 30 * DAY * 1000),
  });
  return client(t, { cookie: `pixel_session=${token}` });
}

/** A creator with ₱1,000.00 available and a BDO account whose number is `mobile`. */
async function creator() {
  const user = await insertUser(t);
  const mobile = newMobile();
  await fundWallet(t, user.id, 100_000);
  await clearForPayouts(t, user.id);
  await insertUserBank(t, user.id, { mobileNumber: mobile });
  return { user, mobile, browser: await signIn(user.id) };
}

type Creator = Awaited<ReturnType<typeof creator>>;

/** Changes the payout number with the code sent to the number on file. */
async function changeNumber(who: Creator, fresh: string) {
  const confirm = await who.browser.put(MOBILE, { mobile_number: fresh, confirm: 1 });
  expect(confirm.statusCode).toBe(200);
  const changed = await who.browser.put(MOBILE, {
    mobile_number: fresh,
    otp_code: await smsCodeFor(t, who.mobile),
    otp_token: confirm.json().data.otp_token,
  });
  expect(changed.statusCode).toBe(200);
}

/** The newest message to `to`, and the "This wasn't me" link in it. */
async function noticeTo(to: string) {
  const message = (await t.outbox()).find((m) => m.to === to);
  const link = message?.body.match(/https?:\/\/\S+\/w\/[\w-]+/)?.[0];
  return { message, link, path: link ? new URL(link).pathname : undefined };
}

/** Asks for a payout code and confirms it with the code sent to `mobile`. */
async function withdraw(browser: ReturnType<typeof client>, mobile: string) {
  const requested = await browser.post(REQUEST, { ...payout, confirm: 1 });
  if (requested.statusCode !== 200) return requested;
  return browser.post(SUBMIT, {
    ...payout,
    otp_code: await smsCodeFor(t, mobile),
    otp_token: requested.json().data.otp_token,
  });
}

describe('a stolen session', () => {
  it('cannot move payouts to its own number or bank: the codes go to the number on file', async () => {
    const owner = await creator();
    const thief = client(t, { cookie: owner.browser.state.cookie });
    const theirs = newMobile();

    const number = await thief.put(MOBILE, { mobile_number: theirs, confirm: 1 });
    expect(number.statusCode).toBe(200);
    expect(number.json().data.sent_to).toBe(`+63 9** *** ${owner.mobile.slice(-4)}`);
    const code = await noticeTo(`+63${owner.mobile}`);
    expect(code.message?.body).toContain(`payout number to +63 9** *** ${theirs.slice(-4)}`);

    const bank = await thief.post(ADD, {
      bank_slug: 'PH_GCASH',
      account_name: 'Not Maria',
      account_number: theirs,
      confirm: 1,
    });
    expect(bank.statusCode).toBe(200);
    expect(bank.json().data.sent_to).toBe(`+63 9** *** ${owner.mobile.slice(-4)}`);
    // nothing reached the thief's phone, and without the owner's codes nothing changed
    expect((await t.outbox()).some((m) => m.to === `+63${theirs}`)).toBe(false);
    const banks = (await owner.browser.get('/v1/user/banks')).json().data;
    expect(banks).toEqual([expect.objectContaining({ mobile_number: owner.mobile, is_disabled: false })]);
  });
});

describe('a change of where the money goes', () => {
  it('holds payouts for 5 days after the number changes, telling the old number and the email at once', async () => {
    const who = await creator();
    const fresh = newMobile();
    const changedAt = await clockNow();
    await changeNumber(who, fresh);

    const sms = await noticeTo(`+63${who.mobile}`);
    expect(sms.message?.body).toContain('payout mobile number was changed');
    expect(sms.link).toMatch(/^http:\/\/localhost:3000\/w\//);
    expect(sms.message!.body.length).toBeLessThanOrEqual(160);
    const mail = await noticeTo(who.user.email!);
    expect(mail.message?.subject).toBe('Your PIXEL payout details changed');
    expect(mail.link).toBe(sms.link);

    const held = await who.browser.post(REQUEST, { ...payout, confirm: 1 });
    expect(held.statusCode).toBe(403);
    const heldUntil = new Date(held.json().data.held_until as string);
    expect(heldUntil.getTime() - changedAt.getTime()).toBeGreaterThanOrEqual(5 * DAY * 1000);
    expect(heldUntil.getTime() - changedAt.getTime()).toBeLessThan(5 * DAY * 1000 + 60_000);
    const message = `Payouts are on hold until ${manilaDateTime(heldUntil)} (Manila time) because your payout details were changed. If this wasn't you, use the link we sent you to freeze your payouts.`;
    expect(held.json()).toMatchObject({
      exception: 'ForbiddenException',
      message,
      errors: { payout_request: [message] },
    });
    expect(message).toMatch(/until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Manila time\)/);

    await dev.post('/dev/clock', { advance_seconds: 4 * DAY + 23 * HOUR });
    expect((await who.browser.post(REQUEST, { ...payout, confirm: 1 })).statusCode).toBe(403);

    await dev.post('/dev/clock', { advance_seconds: HOUR });
    const paid = await withdraw(who.browser, fresh);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.amount).toBe('100.00');
  });

  it('tells the old number and the email of an owner who chose Filipino in Filipino, with Filipino dates', async () => {
    const who = await creator();
    await who.browser.put('/v1/user/language', { language: 'fil' });
    await changeNumber(who, newMobile());
    const held = await who.browser.post(REQUEST, { ...payout, confirm: 1 });
    expect(held.statusCode).toBe(403);
    const heldUntil = new Date(held.json().data.held_until as string);
    const changedAt = new Date(heldUntil.getTime() - 5 * DAY * 1000);
    // the refusal too
    expect(held.json().errors.payout_request[0]).toMatch(
      /^Naka-hold ang mga payout hanggang .+ \(oras sa Manila\)/,
    );

    const mail = await noticeTo(who.user.email!);
    expect(mail.message?.subject).toBe(fil.mail.payoutDetailsChanged.subject);
    expect(mail.message?.subject).toBe('Nagbago ang payout details mo sa PIXEL');
    const { text } = fil.mail.payoutDetailsChanged;
    expect(mail.message?.body).toBe(
      text
        .replace('{{what}}', 'Napalitan ang mobile number ng payout mo')
        .replace('{{at}}', manilaDateTime(changedAt, 'fil'))
        .replace('{{until}}', manilaDateTime(heldUntil, 'fil'))
        .replace('{{link}}', mail.link!)
        .replace('{{email}}', supportEmail),
    );
    // the months are Filipino too: 'Nob 30, 2026, 10:15 PM'
    expect(mail.message?.body).toMatch(
      /naka-hold ang mga payout hanggang (Ene|Peb|Mar|Abr|May|Hun|Hul|Ago|Set|Okt|Nob|Dis) \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(oras sa Manila\)/,
    );
    expect(mail.message?.body).not.toMatch(/payouts are on hold|If this wasn't you|Then contact|Manila time/);

    const sms = await noticeTo(`+63${who.mobile}`);
    // the date of the mail without its year, to keep to one message
    const until = manilaDateTime(heldUntil, 'fil').replace(/, \d{4},/, ',');
    expect(sms.message?.body).toBe(
      `PIXEL: napalitan ang payout mobile number mo. Hold ang payout hanggang ${until}. Hindi ikaw? ${sms.link}`,
    );
    expect(sms.link).toBe(mail.link);
    expect(sms.message!.body.length).toBeLessThanOrEqual(160);
  });

  it('holds payouts when a further bank is added, but not after the first one', async () => {
    const user = await insertUser(t);
    await fundWallet(t, user.id, 100_000);
    await clearForPayouts(t, user.id);
    const browser = await signIn(user.id);
    const mobile = newMobile();
    const first = { bank_slug: 'PH_BDO', account_name: 'Maria Santos', account_number: '001234567890' };
    const confirm = await browser.post(ADD, { ...first, mobile_number: mobile, confirm: 1 });
    const added = await browser.post(ADD, {
      ...first,
      mobile_number: mobile,
      otp_code: await smsCodeFor(t, mobile),
      otp_token: confirm.json().data.otp_token,
    });
    expect(added.statusCode).toBe(200);
    // the first bank: straight on to a payout
    expect((await withdraw(browser, mobile)).statusCode).toBe(200);

    const second = { bank_slug: 'PH_GCASH', account_name: 'Maria Santos', account_number: '09171234567' };
    const again = await browser.post(ADD, { ...second, confirm: 1 });
    expect(
      (
        await browser.post(ADD, {
          ...second,
          otp_code: await smsCodeFor(t, mobile),
          otp_token: again.json().data.otp_token,
        })
      ).statusCode,
    ).toBe(200);
    expect((await noticeTo(`+63${mobile}`)).message?.body).toContain('a bank account was added');
    expect((await noticeTo(user.email!)).link).toBeDefined();
    const held = await browser.post(REQUEST, { bank_slug: 'PH_GCASH', amount: '100', confirm: 1 });
    expect(held.statusCode).toBe(403);
    expect(held.json().errors.payout_request[0]).toMatch(/^Payouts are on hold until /);
  });

  it('sends the code to the email when there is no number on file', async () => {
    const user = await insertUser(t);
    await insertUserBank(t, user.id, { mobileNumber: null });
    const browser = await signIn(user.id);
    const fresh = newMobile();
    const confirm = await browser.put(MOBILE, { mobile_number: fresh, confirm: 1 });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data).toMatchObject({
      otp_mode: 'email',
      sent_to: `${user.email!.slice(0, 1)}***@example.ph`,
    });
    const mail = (await t.outbox()).find((m) => m.to === user.email)!;
    const changed = await browser.put(MOBILE, {
      mobile_number: fresh,
      otp_code: mail.body.match(/code is (\d{6})/)![1],
      otp_token: confirm.json().data.otp_token,
    });
    expect(changed.statusCode).toBe(200);
    expect((await noticeTo(user.email!)).message?.subject).toBe('Your PIXEL payout details changed');
  });
});

describe('the notice\'s "This wasn\'t me" link', () => {
  it('freezes payouts and ends every session, once; an operator lifts the freeze', async () => {
    const who = await creator();
    const other = client(t, { cookie: who.browser.state.cookie });
    await changeNumber(who, newMobile());
    const { path } = await noticeTo(`+63${who.mobile}`);

    // opening the link only asks: a mail scanner opening it freezes nothing
    const asked = await t.app.inject({ method: 'GET', url: path! });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toContain('text/html');
    expect(asked.body).toContain('FREEZE MY PAYOUTS');
    expect((await who.browser.get('/v1/user/banks')).statusCode).toBe(200);

    const frozen = await t.app.inject({ method: 'POST', url: path! });
    expect(frozen.statusCode).toBe(200);
    expect(frozen.body).toContain('Your payouts are frozen');
    for (const browser of [who.browser, other]) {
      expect((await browser.get('/v1/user/banks')).statusCode).toBe(401);
    }

    // past the hold, still frozen
    await dev.post('/dev/clock', { advance_seconds: 6 * DAY });
    const signedInAgain = await signIn(who.user.id);
    const refused = await signedInAgain.post(REQUEST, { ...payout, confirm: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.payout_request[0]).toBe(
      'Payouts are frozen on this account because a change to your payout details was reported as not yours. Please contact support@pixel.ph.',
    );
    const usedAgain = await t.app.inject({ method: 'POST', url: path! });
    expect(usedAgain.body).toContain('This link was already used');
    expect((await t.app.inject({ method: 'GET', url: '/w/made-up' })).statusCode).toBe(404);

    // the step docs/deploy.md gives support, once the account is safe
    await t.db.execute(
      sql`update payout_changes set lifted_at = now()
          where user_id = (select id from users where email = ${who.user.email})
            and frozen_at is not null and lifted_at is null`,
    );
    expect((await signedInAgain.post(REQUEST, { ...payout, confirm: 1 })).statusCode).toBe(200);
  });
});
