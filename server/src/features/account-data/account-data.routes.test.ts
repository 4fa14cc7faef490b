import * as OTPAuth from 'otpauth';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { dataExports } from '../../db/schema/index.ts';
import {
  buyPost,
  client,
  createSnap,
  distinctImage,
  clearForPayouts,
  fundWallet,
  insertUserBank,
  multipartFile,
  newMobile,
  payCheckout,
  signedInUser,
  smsCodeFor,
  startGift,
} from '../../test/builders.ts';
import { softAuthenticator } from '../../test/soft-authenticator.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createQueuedMailer } from '../../providers/mail/mailer.ts';
import { createAccountDataRepository } from './account-data.repository.ts';
import { createAccountDataService } from './account-data.service.ts';

const t = useTestApp();

const dev = client(t, { ip: '127.0.0.1' });
const advance = (seconds: number) => dev.post('/dev/clock', { advance_seconds: seconds });
afterEach(() => dev.post('/dev/clock', { reset: true }));

const EXPORT = '/v1/user/account/export';
const DAY = 86_400;

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** Asks for an export and lets the job build it, as a worker would. */
async function exportOf(person: Person) {
  const asked = await person.browser.post(EXPORT);
  expect(asked.statusCode, asked.body).toBe(202);
  await t.jobs.drain('build-data-export');
  const latest = (await person.browser.get(EXPORT)).json().data;
  expect(latest).toMatchObject({ id: asked.json().data.id, state: 'ready' });
  return latest as { id: string; download_url: string; expires_at: string };
}

/** The ZIP's files by name, read back with a ZIP reader. */
async function download(person: Person, url: string) {
  const response = await person.browser.get(url);
  expect(response.statusCode, response.body).toBe(200);
  const entries = unzipSync(new Uint8Array(response.rawPayload));
  return { response, entries, text: (name: string) => strFromU8(entries[name]!) };
}

const json = (read: (name: string) => string, name: string) =>
  JSON.parse(read(name)) as Record<string, unknown>[];

/** The code the person's authenticator app shows now, by the app's clock. */
async function totpCode(secret: string) {
  const now = new Date((await dev.get('/dev/clock')).json().data.now as string);
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: now.getTime(),
  });
}

/**
 * A creator with something in every part: a profile with a bio and an avatar, a Snap with its photo, a
 * gift received and one sent, a purchase, a sale, a tier, a bank, a payout, a referral, two-factor on.
 */
async function busyCreator() {
  const creator = await signedInUser(t);
  const other = await signedInUser(t);
  const mobile = newMobile();

  expect(
    (await creator.browser.put('/v1/user/profile', { page_name: 'Maria Santos', bio: 'Film photos, Manila' }))
      .statusCode,
  ).toBe(200);
  const avatar = multipartFile(await distinctImage(), { filename: 'me.jpg', contentType: 'image/jpeg' });
  expect(
    (await creator.browser.post('/v1/user/profile/avatar', avatar.payload, avatar.headers)).statusCode,
  ).toBe(200);
  const snap = await createSnap(creator, { caption: 'Sunset over the bay', price_id: 2 });

  // a gift received, one sent, the other's purchase of the Snap, the creator's purchase of the other's
  const received = await startGift(t, creator.page_url, {
    amount: '150',
    supporter_name: 'Ana',
    supporter_message: 'Salamat!',
  });
  await payCheckout(t, received.checkoutPath);
  const sent = await startGift(
    t,
    other.page_url,
    { amount: '75', supporter_message: 'Keep going' },
    creator.browser,
  );
  await payCheckout(t, sent.checkoutPath);
  await buyPost(t, other, snap);
  const othersSnap = await createSnap(other, { price_id: 2 });
  await buyPost(t, creator, othersSnap);

  const tier = await creator.browser.post('/v1/user/memberships/tiers', {
    name: 'Darkroom Club',
    price: '150',
    benefits: ['A print a month'],
  });
  expect(tier.statusCode, tier.body).toBe(201);

  // a payout of 200.00 to the bank, with its code
  await fundWallet(t, creator.user.id, 50_000);
  await clearForPayouts(t, creator.user.id);
  await insertUserBank(t, creator.user.id, { accountNumber: '001234567890', mobileNumber: mobile });
  const body = { bank_slug: 'PH_BDO', amount: '200' };
  const requested = await creator.browser.post('/v1/user/transactions/payout/request', {
    ...body,
    confirm: 1,
  });
  expect(requested.statusCode, requested.body).toBe(200);
  const paid = await creator.browser.post('/v1/user/transactions/payout/bank', {
    ...body,
    otp_code: await smsCodeFor(t, mobile),
    otp_token: requested.json().data.otp_token,
  });
  expect(paid.statusCode, paid.body).toBe(200);

  // someone signs up with the creator's code
  const referred = await signedInUser(t, { referral_code: creator.user.referral_code });

  // a passkey, then the app, which asks for the passkey first (adding a second factor asks for one the
  // account has)
  const phone = softAuthenticator();
  const options = await creator.browser.post('/v1/user/passkeys/options', {});
  const added = await creator.browser.post('/v1/user/passkeys', {
    name: 'Pixel 8 phone',
    response: phone.create(options.json().data),
  });
  expect(added.statusCode, added.body).toBe(201);

  const stepUp = await creator.browser.post('/v1/user/two-factor/passkey/options');
  const started = (
    await creator.browser.post('/v1/user/two-factor/totp', {
      two_factor_passkey: phone.get(stepUp.json().data),
    })
  ).json().data as { secret: string };
  const confirmed = await creator.browser.post('/v1/user/two-factor/totp/confirm', {
    code: await totpCode(started.secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);

  return { creator, other, referred, snap, mobile, secret: started.secret };
}

describe('downloading one’s data', () => {
  it('needs a signed-in user to ask, and says there is none yet', async () => {
    expect((await client(t).post(EXPORT)).statusCode).toBe(401);
    expect((await client(t).get(EXPORT)).statusCode).toBe(401);
    const person = await signedInUser(t);
    expect((await person.browser.get(EXPORT)).json().data).toMatchObject({
      id: null,
      state: 'none',
      download_url: null,
    });
  });

  it('builds a ZIP with every part, the real values, the photos, and bank numbers masked', async () => {
    const { creator, other, referred, snap, mobile, secret } = await busyCreator();
    const asked = await creator.browser.post(EXPORT);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().data).toMatchObject({ state: 'building', download_url: null });

    await t.jobs.drain('build-data-export');
    const ready = (await creator.browser.get(EXPORT)).json().data;
    expect(ready).toMatchObject({
      state: 'ready',
      download_url: `/v1/user/account/export/${ready.id}/download`,
    });
    expect(Date.parse(ready.expires_at) - Date.parse(ready.ready_at)).toBe(DAY * 1000);

    // the owner is mailed a link to the page that downloads it
    const mail = (await t.outbox()).find(
      (m) => m.to === creator.email && m.subject === 'Your PIXEL data is ready to download',
    );
    expect(mail?.body).toContain('http://localhost:3000/dashboard/settings/data');

    const { response, entries, text } = await download(creator, ready.download_url);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="pixel-data-${creator.page_url}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );

    const parts = [
      'profile',
      'posts',
      'bloc-posts',
      'goals',
      'questions-received',
      'questions-asked',
      'gifts-sent',
      'gifts-received',
      'purchases',
      'sales',
      'memberships',
      'membership-tiers',
      'members',
      'transactions',
      'payouts',
      'payout-accounts',
      'sessions',
      'known-browsers',
      'referrals',
      'two-factor',
      'passkeys',
      'identity-verifications',
      'notifications',
      'files',
    ];
    for (const part of parts) {
      expect(Object.keys(entries), part).toEqual(expect.arrayContaining([`${part}.json`, `${part}.csv`]));
      expect(text('README.txt'), part).toContain(`${part}: `);
    }

    const profile = JSON.parse(text('profile.json'));
    expect(profile).toMatchObject({
      page_name: 'Maria Santos',
      page_url: creator.page_url,
      email: creator.email,
      bio: 'Film photos, Manila',
      avatar: expect.stringMatching(/^\/media\/avatars\//),
      mobile_number: `+63${mobile}`,
    });
    expect(text('profile.csv')).toContain('Film photos');

    const [post] = json(text, 'posts.json');
    expect(post).toMatchObject({ id: snap.id, kind: 'snap', caption: 'Sunset over the bay' });
    // the Snap's original is in the ZIP, the same image the creator uploaded
    const photoPath = (post!.photos as string[])[0]!;
    expect(photoPath).toMatch(new RegExp(`^files/posts/${snap.id}/1-`));
    expect(entries[photoPath]!.subarray(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
    // the avatar too, from the public area
    const files = json(text, 'files.json');
    expect(files.map((file) => file.kind).sort()).toEqual(['avatar', 'post photo']);
    for (const file of files) {
      expect(file.included).toBe(true);
      expect(entries[file.path as string]?.length).toBe(file.bytes);
    }

    expect(json(text, 'gifts-received.json')).toEqual([
      expect.objectContaining({
        from: 'Ana',
        message: 'Salamat!',
        amount_centavos: 15_000,
        amount: '₱150.00',
      }),
    ]);
    // the bell's news of that gift, with the facts it was told with
    expect(json(text, 'notifications.json')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'gift_received',
          facts: expect.arrayContaining(['supporter_name: Ana', 'amount: ₱150.00']),
          opens: '/dashboard',
          read_at: null,
        }),
      ]),
    );
    expect(json(text, 'gifts-sent.json')).toEqual([
      expect.objectContaining({
        creator: `${other.user.profile.page_name} (${other.page_url})`,
        message: 'Keep going',
        amount_centavos: 7_500,
        amount: '₱75.00',
        payment_status: 'paid',
      }),
    ]);
    expect(json(text, 'purchases.json')).toEqual([
      expect.objectContaining({ creator: expect.stringContaining(other.page_url), payment_status: 'paid' }),
    ]);
    expect(json(text, 'sales.json')).toEqual([
      expect.objectContaining({ post_id: snap.id, buyer: expect.stringContaining(other.page_url) }),
    ]);
    expect(json(text, 'membership-tiers.json')).toEqual([
      expect.objectContaining({
        name: 'Darkroom Club',
        monthly_price_centavos: 15_000,
        monthly_price: '₱150.00',
        benefits: ['A print a month'],
      }),
    ]);

    // the payout and the bank: the account number shows its last 4 digits only, everywhere in the ZIP
    expect(json(text, 'payouts.json')).toEqual([
      expect.objectContaining({
        account_number: '********7890',
        amount_centavos: 20_000,
        amount: '₱200.00',
        fee: '₱15.00',
        status: 'completed',
      }),
    ]);
    expect(json(text, 'payout-accounts.json')).toEqual([
      expect.objectContaining({ kind: 'bank', bank: 'BDO Unibank', account_number: '********7890' }),
    ]);
    expect(text('payouts.csv')).toContain('********7890');
    const everything = Object.entries(entries)
      .filter(([name]) => !name.startsWith('files/'))
      .map(([, body]) => strFromU8(body))
      .join('\n');
    expect(everything).not.toContain('001234567890');
    // two-factor: whether and since when, never the key
    expect(JSON.parse(text('two-factor.json'))).toMatchObject({
      enabled: true,
      enabled_at: expect.any(String),
      recovery_codes_left: 10,
    });
    expect(everything).not.toContain(secret);
    expect(json(text, 'passkeys.json')).toEqual([
      // used once, to add the app
      { name: 'Pixel 8 phone', added_at: expect.any(String), last_used_at: expect.any(String) },
    ]);

    const transactions = json(text, 'transactions.json');
    expect(transactions.map((line) => line.type)).toEqual(
      expect.arrayContaining(['donation', 'payment', 'payout']),
    );
    expect(transactions.find((line) => line.type === 'payout')).toMatchObject({
      total_amount_centavos: -21_500,
      total_amount: '-₱215.00',
    });
    expect(text('transactions.csv')).toContain(',-₱215.00,');

    expect(json(text, 'referrals.json')).toEqual([
      expect.objectContaining({ page_url: referred.page_url, earned_centavos: 0, earned: '₱0.00' }),
    ]);
    expect(json(text, 'sessions.json').length).toBeGreaterThan(0);
    // a spreadsheet reads the CSV files as UTF-8 (₱): they start with a byte order mark
    expect(entries['known-browsers.csv']!.subarray(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(text('known-browsers.csv').split('\r\n')[0]).toBe('first_signed_in_at,last_signed_in_at');
  });

  it('gives the ZIP to its owner only: another account and a visitor get 404', async () => {
    const owner = await signedInUser(t);
    const ready = await exportOf(owner);
    const stranger = await signedInUser(t);
    for (const who of [stranger.browser, client(t)]) {
      const response = await who.get(ready.download_url);
      expect(response.statusCode).toBe(404);
      expect(response.json().exception).toBe('NotFoundException');
      expect(response.headers['content-disposition']).toBeUndefined();
    }
    // the other account sees only its own state
    expect((await stranger.browser.get(EXPORT)).json().data.state).toBe('none');
    expect((await owner.browser.get('/v1/user/account/export/not-an-id/download')).statusCode).toBe(422);
  });

  it('takes one request a day: the second within 24 hours is a 429 that says when to ask again', async () => {
    const person = await signedInUser(t);
    expect((await person.browser.post(EXPORT)).statusCode).toBe(202);
    const again = await person.browser.post(EXPORT);
    expect(again.statusCode).toBe(429);
    expect(again.json().exception).toBe('TooManyRequestsException');
    expect(again.json().message).toMatch(
      /^You can ask for a copy of your data once a day\. Please try again after .+ \(Manila time\)\.$/,
    );
    expect(again.headers['retry-after']).toBe(String(again.json().data.retry_in_seconds));
    expect(again.json().data.retry_in_seconds).toBeGreaterThan(DAY - 60);
    expect(again.json().data.retry_in_seconds).toBeLessThanOrEqual(DAY);
    // the state says when, and only one export was started
    const latest = (await person.browser.get(EXPORT)).json().data;
    expect(latest.state).toBe('building');
    expect(Date.parse(latest.next_request_at) - Date.parse(latest.requested_at)).toBe(DAY * 1000);
    expect(await t.db.$count(dataExports, eq(dataExports.userId, person.user.id))).toBe(1);

    await advance(23 * 3_600);
    expect((await person.browser.post(EXPORT)).statusCode).toBe(429);
    await advance(3_600);
    expect((await person.browser.post(EXPORT)).statusCode).toBe(202);
  });

  it('stops working 24 hours after it is ready, and its file is removed from storage', async () => {
    const person = await signedInUser(t);
    const ready = await exportOf(person);
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(await t.storage.read(row!.storageKey!, 'private')).not.toBeNull();
    // never in the public area
    expect(await t.storage.read(row!.storageKey!, 'public')).toBeNull();

    await advance(DAY - 60);
    expect((await person.browser.get(ready.download_url)).statusCode).toBe(200);
    await advance(60);
    const expired = await person.browser.get(ready.download_url);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe('This download has expired. You can ask for a new one.');
    expect((await person.browser.get(EXPORT)).json().data).toMatchObject({
      state: 'expired',
      download_url: null,
    });

    const run = await dev.post('/dev/jobs/run');
    expect(run.statusCode).toBe(200);
    expect(await t.storage.read(row!.storageKey!, 'private')).toBeNull();
    // and a new one may be asked for
    expect((await person.browser.post(EXPORT)).statusCode).toBe(202);
  });

  it('leaves out the originals past the size cap, lists them, and says how to get them', async () => {
    const person = await signedInUser(t);
    await createSnap(person);
    await createSnap(person);
    // the same service as the app's, with a cap no photo fits under
    const service = createAccountDataService({
      db: t.db,
      repository: createAccountDataRepository(t.db),
      storage: t.storage,
      jobs: t.jobs,
      mailer: createQueuedMailer(t.jobs),
      publicUrl: t.config.publicUrl,
      now: () => new Date(),
      fileBytes: 1,
    });
    const asked = await service.request({ userId: person.user.id });
    await service.build({ exportId: asked.id! });
    const { body } = await service.download({ userId: person.user.id, exportId: asked.id! });
    const entries = unzipSync(new Uint8Array(body));

    expect(Object.keys(entries).filter((name) => name.startsWith('files/'))).toEqual([]);
    const files = JSON.parse(strFromU8(entries['files.json']!)) as { included: boolean; bytes: number }[];
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatchObject({ included: false, bytes: expect.any(Number) });
    expect(strFromU8(entries['README.txt']!)).toContain(
      '2 files did not fit in this download (files.csv marks them included: false).\nWrite to support@pixel.ph',
    );
  });
});
