import sharp from 'sharp';
import type { StaffRole } from '@pixel/contract';
import {
  identityVerifications,
  otpChallenges,
  type OtpPurpose,
  payoutClearances,
  sessions,
  staffMembers,
  userBanks,
  users,
  velocityOverrides,
} from '../db/schema/index.ts';
import { type OtpBinding, otpBindingHash, otpCodeHash } from '../features/payouts/otp/otp.service.ts';
import { createLedger } from '../ledger/ledger.ts';
import { paymentSettlement } from '../ledger/postings.ts';
import { hashToken, randomToken } from '../lib/tokens.ts';
import type { TestApp } from './test-app.ts';
import { sessionCookie } from './test-app.ts';

let counter = 0;
/** A value no other test in the run uses. */
export const unique = (prefix: string) => `${prefix}${process.pid}${Date.now().toString(36)}${++counter}`;

let ipCounter = 0;
/** Each actor calls from its own address, so per-address rate limits stay out of unrelated tests. */
export const newIp = () => `10.${(process.pid >> 8) & 255}.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A browser-like caller: one address, the session cookie it was given, and its device cookie (sent, as a
 * browser sends it, only to the sign-in calls under /v1/auth).
 */
export function client(t: TestApp, options: { ip?: string; cookie?: string; device?: string } = {}) {
  const state = { ip: options.ip ?? newIp(), cookie: options.cookie, device: options.device };
  const call = async (
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const device = state.device && url.startsWith('/v1/auth/') ? `pixel_device=${state.device}` : undefined;
    const cookies = [state.cookie, device].filter(Boolean).join('; ');
    const response = await t.app.inject({
      method,
      url,
      remoteAddress: state.ip,
      headers: { ...(cookies && { cookie: cookies }), ...headers },
      ...(payload !== undefined && { payload: payload as object }),
    });
    const cookie = sessionCookie(response);
    if (cookie !== undefined) state.cookie = cookie.endsWith('=') ? undefined : cookie;
    const cleared = response.cookies.some((c) => c.name === 'pixel_session' && c.value === '');
    if (cleared) state.cookie = undefined;
    const given = response.cookies.find((c) => c.name === 'pixel_device');
    if (given) state.device = given.value;
    return response;
  };
  return {
    state,
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      call('POST', url, payload, headers),
    put: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      call('PUT', url, payload, headers),
    delete: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      call('DELETE', url, payload, headers),
  };
}

export type Client = ReturnType<typeof client>;

export const PASSWORD = 'correct horse battery';

export function newAccount(
  overrides: Partial<{ email: string; password: string; page_url: string; referral_code: string }> = {},
) {
  const id = unique('u');
  return { email: `${id}@example.ph`, password: PASSWORD, page_url: id, ...overrides };
}

/** The verification code from the latest mail sent to `email`. */
export async function verificationCodeFor(t: TestApp, email: string) {
  const mail = (await t.outbox()).find((m) => m.to === email && m.subject === 'Verify your email address');
  const match = mail?.body.match(/verification_code=([\w-]+)/);
  if (!match) throw new Error(`no verification mail for ${email}`);
  return match[1]!;
}

/** Signs up, follows the mail's link and logs in: a signed-in, active user. */
export async function signedInUser(t: TestApp, overrides: Parameters<typeof newAccount>[0] = {}) {
  const account = newAccount(overrides);
  const browser = client(t);
  const registered = await browser.post('/v1/auth/register', account);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const code = await verificationCodeFor(t, account.email);
  const login = await browser.post('/v1/auth/login', {
    email: account.email,
    password: account.password,
    authorization_code: code,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...account, browser, user: login.json().data.user };
}

/** A user row straight in the database, for tests below the API (the ledger, jobs). */
export async function insertUser(t: TestApp, values: Partial<typeof users.$inferInsert> = {}) {
  const id = unique('l');
  const [row] = await t.db
    .insert(users)
    .values({
      email: `${id}@example.ph`,
      pageUrl: id,
      pageName: id,
      status: 'active',
      referralCode: id.toUpperCase().slice(-12),
      ...values,
    })
    .returning();
  return row!;
}

/** Starts a gift the way the web app does; returns the checkout page's path and the reference. */
export async function startGift(
  t: TestApp,
  pageUrl: string,
  body: Record<string, unknown> = {},
  browser: Client = client(t),
) {
  const response = await browser.post(`/v1/donate/${pageUrl}`, { amount: '100', ...body });
  if (response.statusCode !== 200) throw new Error(`gift failed: ${response.body}`);
  const { link_url, reference } = response.json().data as { link_url: string; reference: string };
  const url = new URL(link_url);
  return { checkoutPath: url.pathname, checkoutId: url.pathname.split('/').pop()!, reference };
}

/** Presses Pay on the sandbox checkout page; returns where the browser is sent. */
export async function payCheckout(t: TestApp, checkoutPath: string) {
  const response = await t.app.inject({ method: 'POST', url: `${checkoutPath}/pay` });
  if (response.statusCode !== 303) throw new Error(`pay failed: ${response.statusCode} ${response.body}`);
  return response.headers.location as string;
}

/** A membership tier the creator makes the way the web app does; answers its id. */
export async function newTier(
  creator: { browser: Client },
  tier: { name: string; price: string } & Record<string, unknown>,
) {
  const made = await creator.browser.post('/v1/user/memberships/tiers', tier);
  if (made.statusCode !== 201) throw new Error(`tier not made: ${made.statusCode} ${made.body}`);
  return made.json().data.id as string;
}

/** Joins a tier for a month (or `months`) and pays at the sandbox checkout; answers the payment's reference. */
export async function joinTier(t: TestApp, supporter: { browser: Client }, tierId: string, months = 1) {
  const started = await supporter.browser.post('/v1/memberships/join', { tier_id: tierId, months });
  if (started.statusCode !== 200) throw new Error(`join failed: ${started.statusCode} ${started.body}`);
  const { link_url, reference } = started.json().data as { link_url: string; reference: string };
  await payCheckout(t, new URL(link_url).pathname);
  return reference;
}

/**
 * An active user with a session, written straight to the database: for tests that need many people
 * (followers, reactors) and are not about signing up.
 */
export async function member(
  t: TestApp,
  values: Partial<typeof users.$inferInsert> = {},
  session: { secondFactor?: boolean; at?: Date } = {},
) {
  const row = await insertUser(t, values);
  const token = randomToken(32);
  const at = session.at ?? new Date();
  await t.db.insert(sessions).values({
    idHash: hashToken(t.config.sessionSecret, token),
    userId: row.id,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + 86_400_000),
    secondFactor: session.secondFactor ?? false,
  });
  return { user: row, page_url: row.pageUrl, browser: client(t, { cookie: `pixel_session=${token}` }) };
}

export type Member = Awaited<ReturnType<typeof member>>;

/**
 * A staff member (decision 0098) with a session signed in with a second step, unless told otherwise;
 * `at`: the app's time, when a test moved its clock.
 */
export async function staffMember(
  t: TestApp,
  role: StaffRole,
  session: { secondFactor?: boolean; at?: Date } = {},
) {
  const who = await member(t, {}, { secondFactor: true, ...session });
  await t.db.insert(staffMembers).values({ userId: who.user.id, role });
  return who;
}

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export function multipartFile(
  file: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
) {
  const boundary = `----pixel${randomToken(12)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'image'}"; ` +
    `filename="${options.filename ?? 'photo.png'}"\r\nContent-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small real image of the given format. */
export async function sampleImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff' = 'png',
  size: { width: number; height: number } = { width: 40, height: 30 },
) {
  return sharp({ create: { ...size, channels: 3, background: '#d94f8a' } })
    .toFormat(format)
    .toBuffer();
}

let colour = 0;
/** A small JPEG no other call makes: a flat colour of its own, so two photos never share bytes. */
export async function distinctImage() {
  const n = ++colour * 7919 + process.pid;
  const background = { r: n & 255, g: (n >> 8) & 255, b: (n >> 16) & 255 };
  return sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** Uploads an image as `who`; returns the address image fields take. */
export async function uploadImage(who: { browser: Client }, image?: Buffer) {
  const { payload, headers } = multipartFile(image ?? (await sampleImage()));
  const response = await who.browser.post('/v1/images/upload', payload, headers);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().data.absolute_url as string;
}

type PhotoPostJson = { id: string; type: 'image' | 'image_collection'; [key: string]: unknown };

/** A Snap by `who` from a fresh upload, as the create call answered it. */
export async function createSnap(who: { browser: Client }, body: Record<string, unknown> = {}) {
  const image = await uploadImage(who, await distinctImage());
  const response = await who.browser.post('/v1/user/content/images/create', { image, ...body });
  if (response.statusCode !== 201) throw new Error(`snap failed: ${response.body}`);
  return response.json().data as PhotoPostJson;
}

/** A Slide by `who` of `count` fresh uploads, as the create call answered it. */
export async function createSlide(
  who: { browser: Client },
  count: number,
  body: Record<string, unknown> = {},
) {
  const images = [];
  for (let i = 0; i < count; i++) images.push({ url: await uploadImage(who, await distinctImage()) });
  const response = await who.browser.post('/v1/user/content/images/collection/create', { images, ...body });
  if (response.statusCode !== 201) throw new Error(`slide failed: ${response.body}`);
  return response.json().data as PhotoPostJson;
}

/** Starts the purchase of a post as `who`; returns the sandbox checkout's path and the reference. */
export async function startPurchase(
  who: { browser: Client },
  post: { id: string; type: string },
  body: Record<string, unknown> = {},
) {
  const response =
    post.type === 'image'
      ? await who.browser.post('/v1/user/content/images/purchase', { image_id: post.id, ...body })
      : await who.browser.post('/v1/user/content/images/collection/purchase', {
          image_collection_id: post.id,
          ...body,
        });
  if (response.statusCode !== 200) throw new Error(`purchase failed: ${response.body}`);
  const { link_url, reference } = response.json().data as { link_url: string; reference: string };
  return { checkoutPath: new URL(link_url).pathname, reference };
}

/** Buys a post through the sandbox checkout, paid and settled. */
export async function buyPost(
  t: TestApp,
  who: { browser: Client },
  post: { id: string; type: string },
  body: Record<string, unknown> = {},
) {
  const started = await startPurchase(who, post, body);
  await payCheckout(t, started.checkoutPath);
  return started;
}

/** A clock a test can move on; it runs with real time in between. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

/** Money in a user's available balance, as a settled web gift would leave it. */
export async function fundWallet(t: TestApp, userId: string, amount: number) {
  await t.db.transaction((tx) =>
    createLedger().post(
      tx,
      paymentSettlement({
        payeeUserId: userId,
        gross: amount,
        feeBasisPoints: 0,
        pending: false,
        type: 'donation',
        description: 'Gift',
        reference: unique('G-'),
        idempotencyKey: unique('settle:test:'),
      }),
    ),
  );
}

/**
 * An approved identity verification straight in the database (decision 0106), in the name the payout
 * accounts of `insertUserBank` carry unless told otherwise.
 */
export async function insertVerifiedIdentity(
  t: TestApp,
  userId: string,
  values: Partial<typeof identityVerifications.$inferInsert> = {},
) {
  const at = new Date();
  await t.db.insert(identityVerifications).values({
    userId,
    status: 'approved',
    legalName: 'Maria Santos',
    birthDate: '1995-04-02',
    address: '12 Mabini St, Quezon City',
    idType: 'passport',
    reviewedAt: at,
    reason: 'Matches the ID.',
    createdAt: at,
    ...values,
  });
}

/**
 * A creator who may be paid at once: identity verified, first-payout review behind them (decision 0107).
 * Tests of the checks themselves start without it.
 */
export async function clearForPayouts(t: TestApp, userId: string, legalName = 'Maria Santos') {
  await insertVerifiedIdentity(t, userId, { legalName });
  await t.db.insert(payoutClearances).values({ userId, clearedAt: new Date() }).onConflictDoNothing();
}

/** A staff override of one of a person's velocity limits (decision 0108), straight in the database. */
export async function overrideLimit(t: TestApp, userId: string, limitKey: string, value: number) {
  await t.db.insert(velocityOverrides).values({
    userId,
    limitKey,
    value,
    setBy: userId,
    reason: 'A test that needs more room.',
    createdAt: new Date(),
  });
}

/** A payout account straight in the database, enabled unless told otherwise. */
export async function insertUserBank(
  t: TestApp,
  userId: string,
  values: Partial<typeof userBanks.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(userBanks)
    .values({
      userId,
      bankSlug: 'PH_BDO',
      bankName: 'BDO Unibank',
      accountName: 'Maria Santos',
      accountNumber: '001234567890',
      mobileNumber: '9171234567',
      ...values,
    })
    .returning();
  return row!;
}

/** The code in the latest SMS sent to a number (10 digits after +63). */
export async function smsCodeFor(t: TestApp, mobileNumber: string) {
  const sms = (await t.outbox()).find((m) => m.channel === 'sms' && m.to === `+63${mobileNumber}`);
  const match = sms?.body.match(/code (?:is|mo:) (\d{6})/);
  if (!match) throw new Error(`no code sent to ${mobileNumber}`);
  return match[1]!;
}

/**
 * A code straight in the database, as the OTP service would store it: for tests that need many codes
 * at once, past the per-user SMS allowance.
 */
export async function insertOtpChallenge(
  t: TestApp,
  input: { userId: string; purpose: OtpPurpose; binding: OtpBinding; mobileNumber?: string },
) {
  const secret = t.config.sessionSecret;
  const token = randomToken(24);
  const tokenHash = hashToken(secret, token);
  const code = String(100_000 + (++counter % 900_000));
  const now = Date.now();
  await t.db.insert(otpChallenges).values({
    tokenHash,
    userId: input.userId,
    purpose: input.purpose,
    bindingHash: otpBindingHash(secret, input.purpose, input.binding),
    mobileNumber: input.mobileNumber ?? '9171234567',
    codeHash: otpCodeHash(secret, tokenHash, code),
    lastSentAt: new Date(now),
    resendAvailableAt: new Date(now + 300_000),
    expiresAt: new Date(now + 600_000),
  });
  return { otp_token: token, otp_code: code };
}

let mobileCounter = 0;
/** A mobile number (10 digits after +63) no other test in the run uses. */
export const newMobile = () =>
  `91${String((process.pid % 1000) * 100_000 + (++mobileCounter % 100_000)).padStart(8, '0')}`;
