import sharp from 'sharp';
import { sessions, users } from '../db/schema/index.ts';
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

/** A browser-like caller: one address, and the session cookie it was given. */
export function client(t: TestApp, options: { ip?: string; cookie?: string } = {}) {
  const state = { ip: options.ip ?? newIp(), cookie: options.cookie };
  const call = async (
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await t.app.inject({
      method,
      url,
      remoteAddress: state.ip,
      headers: { ...(state.cookie && { cookie: state.cookie }), ...headers },
      ...(payload !== undefined && { payload: payload as object }),
    });
    const cookie = sessionCookie(response);
    if (cookie !== undefined) state.cookie = cookie.endsWith('=') ? undefined : cookie;
    const cleared = response.cookies.some((c) => c.name === 'pixel_session' && c.value === '');
    if (cleared) state.cookie = undefined;
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

export function newAccount(overrides: Partial<{ email: string; password: string; page_url: string }> = {}) {
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

/**
 * An active user with a session, written straight to the database: for tests that need many people
 * (followers, reactors) and are not about signing up.
 */
export async function member(t: TestApp, values: Partial<typeof users.$inferInsert> = {}) {
  const row = await insertUser(t, values);
  const token = randomToken(32);
  await t.db.insert(sessions).values({
    idHash: hashToken(t.config.sessionSecret, token),
    userId: row.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { user: row, page_url: row.pageUrl, browser: client(t, { cookie: `pixel_session=${token}` }) };
}

export type Member = Awaited<ReturnType<typeof member>>;

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

/** Uploads an image as `who`; returns the address image fields take. */
export async function uploadImage(who: { browser: Client }) {
  const { payload, headers } = multipartFile(await sampleImage());
  const response = await who.browser.post('/v1/images/upload', payload, headers);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().data.absolute_url as string;
}
