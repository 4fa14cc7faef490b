import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from './client.ts';
import { eventually, freePort, freshDatabase, startInstance, type Instance } from './instances.ts';

const PASSWORD = 'correct horse battery';
const ABANDONED = 210;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let dataDir: string;
let a: Instance;
let b: Instance;
let publicUrl: string;

beforeAll(async () => {
  database = await freshDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-reconcile-'));
  const portA = await freePort();
  publicUrl = `http://127.0.0.1:${portA}`;
  const env = {
    APP_ENV: 'development',
    DATABASE_URL: database.url,
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'cluster-session-secret-of-at-least-32-chars',
    SANDBOX_WEBHOOK_SECRET: 'cluster-sandbox-webhook-secret',
    SEED_DEMO: 'off',
    // a checkout is asked about from its first minute instead of its sixth: the run's order and the
    // per-run batch are the default ones, so what this test shows holds for the default too (0065)
    RECONCILE_AFTER_SECONDS: '0',
    // behind one proxy: each supporter comes from an address of their own, as on the internet
    TRUST_PROXY: '1',
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
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

type Mail = { to: string; body: string };
const outbox = async (on: Instance) =>
  ((await (await fetch(`${on.url}/dev/outbox.json`)).json()) as { data: Mail[] }).data;

async function signUpCreator() {
  const id = `rc${randomBytes(4).toString('hex')}`;
  const account = { email: `${id}@example.ph`, password: PASSWORD, page_url: id };
  const who = browser(publicUrl);
  expect((await who.on(a.url).post('/v1/auth/register', account)).status).toBe(201);
  const mail = await eventually(
    async () => (await outbox(a)).find((m) => m.to === account.email),
    20_000,
    'the verification mail',
  );
  const code = mail.body.match(/verification_code=([\w-]+)/)![1];
  const login = await who.on(a.url).post('/v1/auth/login', {
    email: account.email,
    password: PASSWORD,
    authorization_code: code,
  });
  expect(login.status).toBe(200);
  return { ...account, browser: who };
}

let visitor = 0;
/** A gift from a visitor of their own (their own address), through either instance. */
async function openGift(pageUrl: string, amount: string) {
  visitor++;
  const on = visitor % 2 ? a : b;
  const response = await browser(publicUrl)
    .on(on.url)
    .post(
      `/v1/donate/${pageUrl}`,
      { amount },
      { 'x-forwarded-for': `198.51.${visitor >> 8}.${visitor & 255}` },
    );
  expect(response.status).toBe(200);
  const data = response.json().data as { link_url: string; reference: string };
  return { reference: data.reference, checkoutPath: new URL(data.link_url).pathname };
}

const statusOf = async (reference: string) =>
  (
    await database.query<{ status: string }>('select status from payments where reference = $1', [reference])
  )[0]!.status;

describe('reconciliation across instances', () => {
  it(`settles a paid checkout whose webhook was lost behind ${ABANDONED} abandoned ones, within 4 minutes`, async () => {
    const creator = await signUpCreator();
    // abandoned: opened, never paid; a few at a time, as supporters arrive
    for (let i = 0; i < ABANDONED; i += 10) {
      await Promise.all(Array.from({ length: 10 }, () => openGift(creator.page_url, '100')));
    }
    // the newest is paid, and its webhook never reaches us
    const paid = await openGift(creator.page_url, '150');
    const pay = await fetch(`${b.url}${paid.checkoutPath}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'webhook=drop',
    });
    expect(pay.status).toBe(303);
    expect(await statusOf(paid.reference)).toBe('pending');

    await eventually(
      async () => ((await statusOf(paid.reference)) === 'paid' ? true : undefined),
      240_000,
      'the paid checkout to settle',
    );
    const balance = await creator.browser.on(a.url).get('/v1/user/balance');
    expect(balance.json().data[0].amount).toBe('150.00');
    // the abandoned ones were each asked about, and wait longer before the next question
    const [counts] = await database.query<{ pending: string; checked: string }>(
      `select count(*) filter (where status = 'pending') as pending,
                count(*) filter (where status = 'pending' and checks >= 1 and next_check_at > created_at) as checked
         from payments where payee_user_id = (select id from users where page_url = $1)`,
      [creator.page_url],
    );
    expect(Number(counts!.pending)).toBe(ABANDONED);
    expect(Number(counts!.checked)).toBe(ABANDONED);

    // the books balance afterwards, as the operator's own command says
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'ledger:audit'], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: database.url },
    });
    expect(stdout).toContain('The ledger balances');
  }, 360_000);
});
