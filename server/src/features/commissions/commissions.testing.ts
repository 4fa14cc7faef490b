import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerAccounts, sessions } from '../../db/schema/index.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { type Client, client, multipartFile, payCheckout, sampleImage } from '../../test/builders.ts';
import type { TestApp } from '../../test/test-app.ts';

type Who = { browser: Client };

/** A commission type as a creator makes it: a ₱500 portrait sketch, 3 slots, unless `overrides` say otherwise. */
export async function newType(creator: Who, overrides: Record<string, unknown> = {}) {
  const made = await creator.browser.post('/v1/user/commissions/types', {
    title: 'Portrait sketch',
    description: 'A pencil portrait of you or your #oc',
    price: '500',
    slots: 3,
    ...overrides,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { id: string; slots_left: number; [key: string]: unknown };
}

/** Uploads a reference image as `who`; the answer as it came. */
export async function uploadReference(
  who: Who,
  image?: Buffer,
  options: { filename?: string; contentType?: string } = {},
) {
  const { payload, headers } = multipartFile(image ?? (await sampleImage('png')), {
    field: 'image',
    filename: options.filename ?? 'reference.png',
    contentType: options.contentType ?? 'image/png',
  });
  return who.browser.post('/v1/user/commissions/references', payload, headers);
}

/** Opens the checkout of a request; the answer as it came. */
export const requestCommission = (who: Who, typeId: string, body: Record<string, unknown> = {}) =>
  who.browser.post(`/v1/commissions/types/${typeId}/requests`, {
    brief: 'Me and my cat, in the style of your sketches',
    ...body,
  });

/** Requests a commission and pays what is paid first by GCash at the sandbox checkout. */
export async function requestAndPay(
  t: TestApp,
  who: Who,
  typeId: string,
  body: Record<string, unknown> = {},
) {
  const started = await requestCommission(who, typeId, body);
  expect(started.statusCode, started.body).toBe(200);
  const { link_url, reference, request_id } = started.json().data as Record<string, string>;
  await payCheckout(t, new URL(link_url!).pathname);
  return { reference: reference!, requestId: request_id! };
}

/** A creator's step of a request (`accept`, `decline`, `start`, `ask-balance`, `deliver`); the answer. */
export const step = (creator: Who, requestId: string, name: string) =>
  creator.browser.post(`/v1/user/commissions/received/${requestId}/${name}`);

/** A request as `who` sees it. */
export async function requestAs(who: Who, requestId: string) {
  const response = await who.browser.get(`/v1/user/commissions/requests/${requestId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    status: string;
    files: { id: string; url: string | null; downloads_left: number | null }[];
    references: { id: string; url: string }[];
    [key: string]: unknown;
  };
}

/** What waits in commissions held for this payment: what its postings put in, less what they took out. */
export async function heldFor(t: TestApp, reference: string) {
  const result = await t.db.execute(sql`
    select coalesce(sum(e.amount), 0)::text as total
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions x on x.id = e.transaction_id
    where a.kind = 'commissions_held' and x.reference = ${reference}`);
  return Number(rowsOf<{ total: string }>(result)[0]!.total);
}

/** A user's available balance, in centavos. */
export async function available(t: TestApp, userId: string) {
  const [row] = await t.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'available')));
  return row?.balance ?? 0;
}

/** The person's commission notifications, oldest first, as `step: body`. */
export async function commissionNotices(t: TestApp, who: Who) {
  await t.jobs.drain('deliver-notification');
  const response = await who.browser.get('/v1/user/notifications');
  expect(response.statusCode).toBe(200);
  return (response.json().data as { kind: string; title: string; body: string }[])
    .filter((notice) => notice.kind === 'commission_updated')
    .map((notice) => `${notice.title}: ${notice.body}`)
    .reverse();
}

/** The same person with a new session from `at` (the app's clock, moved on): a session lasts a day here. */
export async function signedInAgain<P extends { user: { id: string } }>(t: TestApp, who: P, at: Date) {
  const token = randomToken(32);
  await t.db.insert(sessions).values({
    idHash: hashToken(t.config.sessionSecret, token),
    userId: who.user.id,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + 86_400_000),
  });
  return { ...who, browser: client(t, { cookie: `pixel_session=${token}` }) };
}

/** The path and query of an address the API answered with. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
