import { eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { accountDeletionMessages } from '@pixel/contract';
import {
  dataExports,
  identityVerifications,
  payouts,
  photoPosts,
  photos,
  uploads,
  users,
} from '../../db/schema/index.ts';
import { audit, balancesOf, rowsOf } from '../../ledger/ledger.ts';
import { auditCounts } from '../../db/counts.ts';
import {
  buyPost,
  client,
  createSnap,
  clearForPayouts,
  fundWallet,
  insertUserBank,
  newAccount,
  newMobile,
  payCheckout,
  signedInUser,
  smsCodeFor,
  startGift,
  unique,
  uploadImage,
  verificationCodeFor,
  type Client,
} from '../../test/builders.ts';
import { softAuthenticator } from '../../test/soft-authenticator.ts';
import { type TestApp, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const DELETE = '/v1/user/account/delete';
const CANCEL = '/v1/user/account/delete/cancel';
const DAY = 86_400;

const dev = () => client(t, { ip: '127.0.0.1' });
const advanceDays = (days: number) => dev().post('/dev/clock', { advance_seconds: days * DAY });
const runJobs = () => dev().post('/dev/jobs/run');

/** Signs up with a page name of its own (a text the erasure must find nowhere), verified and signed in. */
async function person(t: TestApp) {
  const account = newAccount();
  const pageName = `Ligaya ${unique('Q')}`;
  const browser = client(t);
  await browser.post('/v1/auth/register', { ...account, page_name: pageName });
  const code = await verificationCodeFor(t, account.email);
  const login = await browser.post('/v1/auth/login', {
    email: account.email,
    password: account.password,
    authorization_code: code,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const user = login.json().data.user as { id: string };
  return { ...account, pageName, browser, id: user.id };
}

/** A signed-in gift of ₱100.00 from `from` to the page, paid and settled. */
async function gift(from: Client, pageUrl: string, message: string) {
  const started = await startGift(t, pageUrl, { supporter_message: message }, from);
  await payCheckout(t, started.checkoutPath);
}

/** Every text, varchar and jsonb column of every table of the app that holds `needle`. */
async function tablesHolding(needle: string) {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await t.db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and (c.data_type in ('text', 'character varying', 'jsonb', 'json') or c.udt_name in ('_text', '_varchar'))`),
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table_name)}
            where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
      ),
    );
    if (row!.n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe('deleting an account', () => {
  it('needs a signed-in user', async () => {
    expect((await client(t).post(DELETE, { password: 'whatever' })).statusCode).toBe(401);
    expect((await client(t).post(CANCEL)).statusCode).toBe(401);
  });

  it('is refused while the wallet holds money, then while a payout is on its way', async () => {
    const owner = await signedInUser(t);
    const mobile = newMobile();
    await fundWallet(t, owner.user.id, 21_500);
    await clearForPayouts(t, owner.user.id);
    // an account number the sandbox leaves pending until told
    await insertUserBank(t, owner.user.id, { mobileNumber: mobile, accountNumber: '4000000002' });

    const withBalance = await owner.browser.post(DELETE, { password: owner.password });
    expect(withBalance.statusCode).toBe(409);
    expect(withBalance.json()).toMatchObject({
      exception: 'ConflictException',
      message: accountDeletionMessages.balanceLeft,
    });

    const requested = await owner.browser.post('/v1/user/transactions/payout/request', {
      bank_slug: 'PH_BDO',
      amount: '200',
      confirm: 1,
    });
    const submitted = await owner.browser.post('/v1/user/transactions/payout/bank', {
      bank_slug: 'PH_BDO',
      amount: '200',
      otp_code: await smsCodeFor(t, mobile),
      otp_token: requested.json().data.otp_token,
    });
    expect(submitted.json().data.status).toBe('pending');
    expect(await balancesOf(t.db, owner.user.id)).toMatchObject({ available: 0, pending: 0 });
    const inFlight = await owner.browser.post(DELETE, { password: owner.password });
    expect(inFlight.statusCode).toBe(409);
    expect(inFlight.json().message).toBe(accountDeletionMessages.payoutInFlight);
    // nothing was closed
    expect((await client(t).get(`/v1/profile/${owner.page_url}`)).statusCode).toBe(200);
    expect((await owner.browser.get('/v1/user/profile')).statusCode).toBe(200);
  });

  it("mails its closing and its cancelling in the account's language", async () => {
    const owner = await person(t);
    await owner.browser.put('/v1/user/language', { language: 'fil' });
    expect((await owner.browser.post(DELETE, { password: owner.password })).statusCode).toBe(200);
    const mails = async () => (await t.outbox()).filter((m) => m.to === owner.email).map((m) => m.subject);
    expect(await mails()).toContain('Buburahin ang PIXEL account mo');
    const again = await owner.browser.post('/v1/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(again.statusCode).toBe(200);
    expect((await owner.browser.post(CANCEL)).statusCode).toBe(200);
    expect(await mails()).toContain('Bumalik na ang PIXEL account mo');
  });

  it('says a wrong password under the password field, and closes nothing', async () => {
    const owner = await signedInUser(t);
    const wrong = await owner.browser.post(DELETE, { password: 'not the password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual([accountDeletionMessages.passwordIncorrect]);
    const missing = await owner.browser.post(DELETE, {});
    expect(missing.json().errors.password).toEqual([accountDeletionMessages.passwordRequired]);
    expect((await client(t).get(`/v1/profile/${owner.page_url}`)).statusCode).toBe(200);
  });

  it('asks an account with two-factor sign-in for its code: the password alone is refused', async () => {
    const owner = await signedInUser(t);
    const enrol = (await owner.browser.post('/v1/user/two-factor/totp')).json().data;
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrol.secret) });
    await owner.browser.post('/v1/user/two-factor/totp/confirm', { code: totp.generate() });

    const alone = await owner.browser.post(DELETE, { password: owner.password });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().errors.two_factor_code).toEqual([
      'The code from your authenticator app is required.',
    ]);
    expect((await client(t).get(`/v1/profile/${owner.page_url}`)).statusCode).toBe(200);
  });

  it('closes the page at once, takes the person off search, lists and walls, and cancelling brings it all back', async () => {
    const owner = await person(t);
    const friend = await signedInUser(t);
    await gift(owner.browser, friend.page_url, 'Salamat sa lahat!');
    await friend.browser.post('/v1/user/follow', { username: owner.page_url });
    // a cached visitor's copy of the page exists before the request
    expect((await client(t).get(`/v1/profile/${owner.page_url}`)).statusCode).toBe(200);

    const deleted = await owner.browser.post(DELETE, { password: owner.password });
    expect(deleted.statusCode).toBe(200);
    const { erase_at, requested_at, message } = deleted.json().data;
    expect((Date.parse(erase_at) - Date.parse(requested_at)) / 1000).toBe(30 * DAY);
    expect(message).toMatch(
      /^Your account is closed and will be erased on .+\. Sign in before then to cancel\.$/,
    );
    const mail = (await t.outbox()).find((m) => m.to === owner.email && m.subject?.includes('erased'));
    expect(mail?.subject).toBe('Your PIXEL account will be erased');
    expect(mail?.body).toContain('Sign in before then to cancel');

    // every session ended, the page gone for everyone
    expect((await owner.browser.get('/v1/user/profile')).statusCode).toBe(401);
    expect((await client(t).get(`/v1/profile/${owner.page_url}`)).statusCode).toBe(404);
    expect((await friend.browser.get(`/v1/profile/${owner.page_url}`)).statusCode).toBe(404);
    const search = (await client(t).get(`/v1/profiles?search=${encodeURIComponent(owner.pageName)}`)).json();
    expect(search.data).toEqual([]);
    const following = (await friend.browser.get('/v1/user/following')).json();
    expect(following.data.map((f: { page_url: string }) => f.page_url)).not.toContain(owner.page_url);
    const wall = (await client(t).get(`/v1/profile/${friend.page_url}/gifts`)).json();
    expect(wall.data[0]).toMatchObject({ supporter_name: 'Former member', supporter_page_url: null });

    // signing in is allowed, to the screen that offers to cancel; nothing else is open to it
    const again = client(t);
    const login = await again.post('/v1/auth/login', { email: owner.email, password: owner.password });
    expect(login.json().data.deletion_details).toEqual({ requested_at, erase_at });
    expect((await again.get('/v1/user/profile')).statusCode).toBe(401);
    expect((await again.get(DELETE)).json().data).toEqual({ requested_at, erase_at });

    const cancelled = await again.post(CANCEL);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.message).toBe(accountDeletionMessages.cancelled);
    expect((await t.outbox()).find((m) => m.to === owner.email)?.subject).toBe('Your PIXEL account is back');
    expect((await again.get('/v1/user/profile')).statusCode).toBe(200);
    expect((await again.get(DELETE)).json().data).toBeNull();
    expect((await again.post(CANCEL)).statusCode).toBe(409);
    expect((await client(t).get(`/v1/profile/${owner.page_url}`)).statusCode).toBe(200);
    const found = (await client(t).get(`/v1/profiles?search=${encodeURIComponent(owner.pageName)}`)).json();
    expect(found.data.map((p: { page_url: string }) => p.page_url)).toEqual([owner.page_url]);
    const back = (await friend.browser.get('/v1/user/following')).json();
    expect(back.data.map((f: { page_url: string }) => f.page_url)).toContain(owner.page_url);
    const wallBack = (await client(t).get(`/v1/profile/${friend.page_url}/gifts`)).json();
    expect(wallBack.data[0]).toMatchObject({
      supporter_name: owner.pageName,
      supporter_page_url: owner.page_url,
    });
  });

  it('erases the person 30 days later: nothing of them in any table or storage, buyers keep 15 days, the ledger balances', async () => {
    const owner = await person(t);
    const friend = await signedInUser(t);
    const buyer = await signedInUser(t);
    const mobile = newMobile();
    const accountNumber = `55${Date.now().toString().slice(-8)}`;
    const message = `Para sa iyo ${unique('m')}`;
    const bio = `Photographer from Cebu ${unique('b')}`;
    const post = `Behind the scenes ${unique('p')}`;

    await owner.browser.put('/v1/user/profile', { page_name: owner.pageName, bio });
    await owner.browser.post('/v1/user/profile/avatar', { image: await uploadImage(owner) });
    await insertUserBank(t, owner.id, { mobileNumber: mobile, accountNumber, accountName: owner.pageName });
    await owner.browser.post('/v1/user/bloc', { body: post });
    const snap = await createSnap(owner, { price_id: 4 });
    await buyPost(t, buyer, snap);
    await gift(owner.browser, friend.page_url, message);
    // the creator's money, the buyer's payment with it, is withdrawn before the request (a standard
    // payout's fee on top)
    await fundWallet(t, owner.id, 20_000);
    await clearForPayouts(t, owner.id, owner.pageName);
    const amount = (((await balancesOf(t.db, owner.id)).available - 1_500) / 100).toFixed(2);
    const requested = await owner.browser.post('/v1/user/transactions/payout/request', {
      bank_slug: 'PH_BDO',
      amount,
      confirm: 1,
    });
    const withdrawn = await owner.browser.post('/v1/user/transactions/payout/bank', {
      bank_slug: 'PH_BDO',
      amount,
      otp_code: await smsCodeFor(t, mobile),
      otp_token: requested.json().data.otp_token,
    });
    expect(withdrawn.json().data.status).toBe('completed');

    const files = [
      ...(await t.db
        .select({ key: photos.originalKey, preview: photos.previewKey })
        .from(photos)
        .innerJoin(photoPosts, eq(photoPosts.id, photos.postId))
        .where(eq(photoPosts.userId, owner.id))),
    ].flatMap((photo) => [
      { key: photo.key, area: 'private' as const },
      { key: photo.preview, area: 'public' as const },
    ]);
    const uploaded = await t.db
      .select({ key: uploads.key })
      .from(uploads)
      .where(eq(uploads.userId, owner.id));
    expect(files.length).toBeGreaterThan(0);
    expect(uploaded.length).toBeGreaterThan(0);

    // a passkey, the account's second factor: the request is confirmed with it
    const passkeyName = `Phone of ${unique('k')}`;
    const phone = softAuthenticator();
    const options = await owner.browser.post('/v1/user/passkeys/options', {});
    const added = await owner.browser.post('/v1/user/passkeys', {
      name: passkeyName,
      response: phone.create(options.json().data),
    });
    expect(added.statusCode, added.body).toBe(201);
    // a copy of their data, asked for before
    expect((await owner.browser.post('/v1/user/account/export')).statusCode).toBe(202);
    await runJobs();
    const [copy] = await t.db.select().from(dataExports).where(eq(dataExports.userId, owner.id));
    expect(copy!.storageKey).toBeTruthy();

    const stepUp = await owner.browser.post('/v1/user/two-factor/passkey/options');
    const deleted = await owner.browser.post(DELETE, {
      password: owner.password,
      two_factor_passkey: phone.get(stepUp.json().data),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    // the buyer keeps the photo for 15 days from the request, then loses it
    const readSnap = () =>
      buyer.browser.get(`/v1/profile/content/images/${owner.page_url}/image_id/${snap.id}`);
    expect((await readSnap()).statusCode).toBe(200);
    expect(
      (await client(t).get(`/v1/profile/content/images/${owner.page_url}/image_id/${snap.id}`)).statusCode,
    ).toBe(404);
    await advanceDays(15);
    expect((await readSnap()).statusCode).toBe(404);

    // not erased before its day, however often the job runs
    await advanceDays(14);
    await runJobs();
    expect((await t.db.select().from(users).where(eq(users.id, owner.id)))[0]!.email).toBe(owner.email);

    await advanceDays(1);
    expect((await runJobs()).json().data.ran).toMatchObject({ 'erase-accounts': 1 });
    await runJobs();
    const outbox = await t.outbox();
    const erasedMails = outbox.filter((m) => m.subject === 'Your PIXEL account has been erased');
    expect(erasedMails.map((m) => m.to)).toEqual([owner.email]);

    // nothing of the person in any table, but for two stand-ins for systems outside the app: the sandbox
    // provider's tables (the provider's own records) and the development outbox (the mailboxes mails went
    // to), where what reached the person is only the mail that says it is done; and the identity check
    // their payout needed, which the anti-money-laundering rules keep five more years (decision 0106)
    const [kept] = await t.db
      .select({ retainUntil: identityVerifications.retainUntil })
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, owner.id));
    expect(kept?.retainUntil).toBeInstanceOf(Date);
    for (const needle of [
      owner.email,
      owner.pageName,
      mobile,
      accountNumber,
      message,
      bio,
      post,
      owner.page_url,
      passkeyName,
    ]) {
      const found = (await tablesHolding(needle)).filter(
        (column) =>
          !column.startsWith('sandbox_') &&
          !column.startsWith('outbox_messages.') &&
          !column.startsWith('identity_verifications.'),
      );
      expect(found, needle).toEqual([]);
    }
    const toThePerson = outbox.filter((m) => m.to === owner.email || m.to === `+63${mobile}`);
    expect(toThePerson.map((m) => m.subject)).toEqual(['Your PIXEL account has been erased']);
    expect(toThePerson[0]!.body).not.toContain(owner.pageName);
    for (const file of files) expect(await t.storage.read(file.key, file.area), file.key).toBeNull();
    expect(await t.db.select().from(dataExports).where(eq(dataExports.userId, owner.id))).toEqual([]);
    expect(await t.storage.read(copy!.storageKey!, 'private')).toBeNull();
    for (const { key } of uploaded) {
      expect(await t.storage.read(key, 'public')).toBeNull();
      expect(await t.storage.read(key, 'private')).toBeNull();
    }

    // the money records stay, tied to the anonymous tombstone
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.userId, owner.id));
    expect(payout).toMatchObject({ status: 'completed', accountName: 'Former member' });
    expect(await audit(t.db)).toEqual([]);
    expect(await auditCounts(t.db)).toEqual([]);
    const wall = (await client(t).get(`/v1/profile/${friend.page_url}/gifts`)).json();
    expect(wall.data[0]).toMatchObject({ supporter_name: 'Former member', supporter_message: null });
    const login = await client(t).post('/v1/auth/login', { email: owner.email, password: owner.password });
    expect(login.statusCode).toBe(422);

    await dev().post('/dev/clock', { reset: true });
  });
});
