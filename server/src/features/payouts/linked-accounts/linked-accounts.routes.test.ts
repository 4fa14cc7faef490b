import { describe, expect, it } from 'vitest';
import { linkedAccounts } from '../../../db/schema/index.ts';
import {
  client,
  type Client,
  clearForPayouts,
  fundWallet,
  newMobile,
  signedInUser,
  smsCodeFor,
  unique,
} from '../../../test/builders.ts';
import { useTestApp } from '../../../test/test-app.ts';

// the sandbox provider has account sign-in: an e-payment account is linked by signing in to it
const t = useTestApp();

const WITH = '/v1/user/linked-account/with';
const TOKEN = '/v1/user/linked-account/token';

/** Presses Allow on the sandbox's sign-in page for `authUrl`; returns what it sends back. */
async function allowAtProvider(authUrl: string, account: { username: string; mobile?: string }) {
  const url = new URL(authUrl);
  const allow = await t.app.inject({
    method: 'POST',
    url: '/sandbox/oauth/authorize',
    payload: new URLSearchParams({
      state: url.searchParams.get('state')!,
      redirect_uri: url.searchParams.get('redirect_uri')!,
      username: account.username,
      mobile_number: account.mobile ?? '',
      action: 'allow',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(allow.statusCode).toBe(303);
  const back = new URL(allow.headers.location as string);
  return { back, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

/** The Link button, the provider's page, and the web page it comes back to, which posts the code. */
async function linkAtProvider(browser: Client, account: { username: string; mobile?: string }) {
  const start = await browser.post(WITH, { platform: 'sandbox' });
  expect(start.statusCode).toBe(200);
  const { back, code, state } = await allowAtProvider(start.json().data.authentication_url, account);
  expect(back.pathname).toBe('/dashboard/e-payment/link');
  return browser.post(TOKEN, { code, state });
}

/** A withdrawal as the Withdraw modal makes it: the code request, then the code. */
async function withdrawDirect(browser: Client, mobile: string, amount: string) {
  const requested = await browser.post('/v1/user/transactions/payout/request', {
    bank_slug: 'e-payment',
    amount,
    confirm: 1,
  });
  expect(requested.statusCode).toBe(200);
  expect(requested.json().data.sent_to).toBe(`+63 9** *** ${mobile.slice(-4)}`);
  return browser.post('/v1/user/transactions/payout/bank', {
    bank_slug: 'e-payment',
    amount,
    otp_code: await smsCodeFor(t, mobile),
    otp_token: requested.json().data.otp_token,
  });
}

describe('linking an e-payment account by signing in at the provider', () => {
  it('lets a creator who signed up by email link one and withdraw to it for free', async () => {
    const creator = await signedInUser(t);
    expect(creator.user.linked_account).toBeNull();
    const mobile = newMobile();
    const username = unique('epay').toLowerCase();

    const linked = await linkAtProvider(creator.browser, { username, mobile });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toEqual({ username, mobile_number: mobile });
    const profile = (await creator.browser.get('/v1/user/profile')).json().data;
    expect(profile).toMatchObject({
      email: creator.email,
      linked_account: { username, mobile_number: mobile },
    });

    await fundWallet(t, profile.id, 50_000);
    await clearForPayouts(t, profile.id);
    const payout = await withdrawDirect(creator.browser, mobile, '300');
    expect(payout.statusCode).toBe(200);
    expect(payout.json().data).toMatchObject({
      method: 'direct',
      bank_details: { slug: 'e-payment', name: 'Direct e-payment' },
      account_number: mobile,
      amount: '300.00',
      fee: '0.00',
      total_amount: '300.00',
      status: 'completed',
    });
    const balance = (await creator.browser.get('/v1/user/balance')).json().data[0];
    expect(balance.amount).toBe('200.00');
  });

  it('signs the creator in with the linked account afterwards, into the same PIXEL account', async () => {
    const creator = await signedInUser(t);
    const username = unique('again').toLowerCase();
    expect((await linkAtProvider(creator.browser, { username, mobile: newMobile() })).statusCode).toBe(200);

    const visitor = client(t);
    const start = await visitor.post('/v1/auth/login/with', { platform: 'sandbox' });
    const stateCookie = start.cookies.find((c) => c.name === 'pixel_login_state')!;
    const { back } = await allowAtProvider(start.json().data.authentication_url, { username });
    expect(back.pathname).toBe('/v1/auth/login/token');
    await visitor.get(back.pathname + back.search, { cookie: `pixel_login_state=${stateCookie.value}` });
    const profile = (await visitor.get('/v1/user/profile')).json().data;
    expect(profile.id).toBe(creator.user.id);
  });

  it('refuses with 409 an e-payment account already linked to another PIXEL account', async () => {
    const username = unique('taken').toLowerCase();
    // someone who signed in through the provider with it
    const owner = await signedInUser(t);
    await t.db.insert(linkedAccounts).values({
      userId: owner.user.id,
      provider: 'sandbox',
      accountId: `sbx_${username}`,
      username,
      mobileNumber: newMobile(),
    });
    const creator = await signedInUser(t);

    const response = await linkAtProvider(creator.browser, { username, mobile: newMobile() });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      exception: 'ConflictException',
      message: 'This e-payment account is already linked to another PIXEL account.',
      message_key: 'ePaymentLinkedElsewhere',
    });
    expect((await creator.browser.get('/v1/user/profile')).json().data.linked_account).toBeNull();
  });

  it('keeps one account per creator: the same one again refreshes it, another is refused', async () => {
    const creator = await signedInUser(t);
    const username = unique('mine').toLowerCase();
    await linkAtProvider(creator.browser, { username, mobile: newMobile() });
    const newNumber = newMobile();

    const again = await linkAtProvider(creator.browser, { username, mobile: newNumber });
    expect(again.json().data).toEqual({ username, mobile_number: newNumber });

    const other = await linkAtProvider(creator.browser, {
      username: unique('other').toLowerCase(),
      mobile: newMobile(),
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      'You already have a linked e-payment account. To change it, please contact our support team.',
    );
  });

  it('finishes a link only in the session that started it, once', async () => {
    const creator = await signedInUser(t);
    const attacker = await signedInUser(t);
    // the attacker starts a link and signs in at the provider with their own e-wallet…
    const start = await attacker.browser.post(WITH, { platform: 'sandbox' });
    const { code, state } = await allowAtProvider(start.json().data.authentication_url, {
      username: unique('attacker').toLowerCase(),
      mobile: newMobile(),
    });
    // …and sends the creator the page it came back to
    const lured = await creator.browser.post(TOKEN, { code, state });
    expect(lured.statusCode).toBe(422);
    expect(lured.json().errors.state).toEqual([
      'The link to your e-payment account has expired. Please try again.',
    ]);
    expect((await creator.browser.get('/v1/user/profile')).json().data.linked_account).toBeNull();

    expect((await attacker.browser.post(TOKEN, { code, state })).statusCode).toBe(200);
    expect((await attacker.browser.post(TOKEN, { code, state })).statusCode).toBe(422);
  });

  it('refuses an account that shares no mobile number, which payouts could not reach', async () => {
    const creator = await signedInUser(t);
    const response = await linkAtProvider(creator.browser, { username: unique('nomobile').toLowerCase() });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toHaveLength(1);
    expect((await creator.browser.get('/v1/user/profile')).json().data.linked_account).toBeNull();
  });

  it('needs a signed-in user, and offers no e-wallet number where the provider has sign-in', async () => {
    expect((await client(t).post(WITH, { platform: 'sandbox' })).statusCode).toBe(401);
    expect((await client(t).post(TOKEN, { code: 'c', state: 's' })).statusCode).toBe(401);
    const creator = await signedInUser(t);
    const number = await creator.browser.post('/v1/user/linked-account/mobile-number', {
      account_name: 'Juan dela Cruz',
      mobile_number: newMobile(),
      confirm: 1,
    });
    expect(number.statusCode).toBe(422);
    expect(number.json().errors.mobile_number).toEqual(['Link your e-payment account by signing in to it.']);
  });
});
