import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
} from '../src/providers/payments/sandbox/sandbox-provider.ts';
import { browser } from './client.ts';
import {
  eventually,
  freePort,
  freshDatabase,
  startInstance,
  startRedis,
  type Instance,
} from './instances.ts';

const WEBHOOK_SECRET = 'cluster-sandbox-webhook-secret';
const PASSWORD = 'correct horse battery';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let redis: Awaited<ReturnType<typeof startRedis>>;
let dataDir: string;
let a: Instance;
let b: Instance;
let publicUrl: string;

beforeAll(async () => {
  [database, redis] = await Promise.all([freshDatabase(), startRedis()]);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-cluster-'));
  const portA = await freePort();
  publicUrl = `http://127.0.0.1:${portA}`;
  const env = {
    APP_ENV: 'development',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'cluster-session-secret-of-at-least-32-chars',
    SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SEED_DEMO: 'off',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  };
  const started = await Promise.allSettled([
    startInstance('A', { ...env, PORT: String(portA) }),
    startInstance('B', env),
  ]);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    for (const result of started) if (result.status === 'fulfilled') await result.value.stop();
    throw failed.reason;
  }
  [a, b] = started.map((result) => (result as PromiseFulfilledResult<Instance>).value) as [
    Instance,
    Instance,
  ];
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([redis?.stop(), database?.drop()]);
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

type Mail = { to: string; subject: string | null; body: string };
const outbox = async (on: Instance) =>
  ((await (await fetch(`${on.url}/dev/outbox.json`)).json()) as { data: Mail[] }).data;

/** Signs up through A, follows the mail's link and logs in through B. */
async function signUp(prefix: string) {
  const id = `${prefix}${randomBytes(4).toString('hex')}`;
  const account = { email: `${id}@example.ph`, password: PASSWORD, page_url: id };
  const who = browser(publicUrl);
  expect((await who.on(a.url).post('/v1/auth/register', account)).status).toBe(201);
  const mail = await eventually(
    async () => (await outbox(b)).find((m) => m.to === account.email),
    20_000,
    `the verification mail to ${account.email}`,
  );
  const code = mail.body.match(/verification_code=([\w-]+)/)![1];
  const login = await who.on(b.url).post('/v1/auth/login', {
    email: account.email,
    password: PASSWORD,
    authorization_code: code,
  });
  expect(login.status).toBe(200);
  return { ...account, browser: who };
}

describe('notifications across instances', () => {
  it("shows a gift paid on A in the creator's bell on B within 5 s, and mails it once", async () => {
    const creator = await signUp('bell');
    const unreadOnB = async () =>
      (await creator.browser.on(b.url).get('/v1/user/notifications/unread-count')).json().data
        .unread_count as number;
    expect(await unreadOnB()).toBe(0);

    const donate = await browser(publicUrl)
      .on(a.url)
      .post(`/v1/donate/${creator.page_url}`, { amount: '75', supporter_name: 'Liza' });
    expect(donate.status).toBe(200);
    const [payment] = await database.query<{
      provider_checkout_id: string;
      reference: string;
      amount: string;
    }>('select provider_checkout_id, reference, amount from payments where reference = $1', [
      donate.json().data.reference,
    ]);
    const paid = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      type: 'checkout.paid',
      data: {
        checkout_id: payment!.provider_checkout_id,
        reference: payment!.reference,
        amount: Number(payment!.amount),
        currency: 'PHP',
        paid_at: new Date().toISOString(),
      },
    });
    const deliver = () =>
      fetch(`${a.url}/v1/webhooks/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(WEBHOOK_SECRET, paid),
        },
        body: paid,
      });
    expect((await deliver()).status).toBe(200);

    await eventually(async () => ((await unreadOnB()) === 1 ? true : undefined), 5_000, 'the bell on B');
    const list = (await creator.browser.on(b.url).get('/v1/user/notifications')).json().data;
    expect(list).toMatchObject([{ kind: 'gift_received', body: 'Liza sent you a gift of ₱75.00.' }]);

    // the provider delivers the same event again, to B this time: still one notification, one mail
    await fetch(`${b.url}/v1/webhooks/sandbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(WEBHOOK_SECRET, paid),
      },
      body: paid,
    });
    await eventually(
      async () => {
        const [row] = await database.query<{ email_state: string }>(
          `select email_state from notifications n join users u on u.id = n.recipient_user_id
            where u.page_url = $1`,
          [creator.page_url],
        );
        return row?.email_state === 'sent' ? true : undefined;
      },
      20_000,
      'the mail of the notification',
    );
    const mails = await eventually(async () => {
      const found = (await outbox(a)).filter(
        (m) => m.to === creator.email && m.subject?.startsWith('New gift'),
      );
      return found.length ? found : undefined;
    });
    expect(mails).toHaveLength(1);
    expect(await unreadOnB()).toBe(1);
  });
});
