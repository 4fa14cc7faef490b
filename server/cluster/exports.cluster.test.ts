import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../src/test/s3-server.ts';
import { browser } from './client.ts';
import { eventually, freePort, freshDatabase, startInstance, type Instance } from './instances.ts';

const PASSWORD = 'correct horse battery';
const READY_SUBJECT = 'Your PIXEL data is ready to download';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let dataDir: string;
let env: Record<string, string>;
let publicUrl: string;
const instances: Instance[] = [];

// A's road to the S3 server: a relay that, once told to hold, drops the connections it carries and keeps
// every new one waiting, as a storage that stopped answering
let holding = false;
const carried: Socket[] = [];
const held: Socket[] = [];
function hold() {
  holding = true;
  for (const socket of carried.splice(0)) socket.destroy();
}
let relay: Server;
let relayPort: number;

beforeAll(async () => {
  [database, s3] = await Promise.all([freshDatabase(), startS3Server()]);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-exports-'));
  const s3Port = Number(new URL(s3.endpoint).port);
  relay = createServer((socket) => {
    if (holding) {
      held.push(socket);
      socket.on('error', () => undefined);
      return;
    }
    const upstream = connect(s3Port, '127.0.0.1');
    carried.push(socket);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  relayPort = await freePort();
  await new Promise<void>((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));
  const portA = await freePort();
  publicUrl = `http://127.0.0.1:${portA}`;
  env = {
    APP_ENV: 'development',
    DATABASE_URL: database.url,
    ...s3.env,
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'cluster-session-secret-of-at-least-32-chars',
    SANDBOX_WEBHOOK_SECRET: 'cluster-sandbox-webhook-secret',
    SEED_DEMO: 'off',
    PORT: String(portA),
  };
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => relay?.close(resolve));
  await s3?.stop();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

type Mail = { to: string; subject: string; body: string };
const outbox = async (on: Instance) =>
  ((await (await fetch(`${on.url}/dev/outbox.json`)).json()) as { data: Mail[] }).data;

const exportJobs = () =>
  database.query<{ state: string }>(`select state from pgboss.job where name = 'build-data-export'`);

describe('a data export whose instance dies while it builds', () => {
  it('is built by another instance within 2 minutes, once, and its owner mailed once', async () => {
    const a = await startInstance('A', { ...env, S3_ENDPOINT: `http://127.0.0.1:${relayPort}` });
    instances.push(a);

    const id = `ex${randomBytes(4).toString('hex')}`;
    const account = { email: `${id}@example.ph`, password: PASSWORD, page_url: id };
    const owner = browser(publicUrl);
    expect((await owner.on(a.url).post('/v1/auth/register', account)).status).toBe(201);
    const verification = await eventually(
      async () => (await outbox(a)).find((mail) => mail.to === account.email),
      20_000,
      'the verification mail',
    );
    const code = verification.body.match(/verification_code=([\w-]+)/)![1];
    const login = await owner
      .on(a.url)
      .post('/v1/auth/login', { email: account.email, password: PASSWORD, authorization_code: code });
    expect(login.status).toBe(200);

    // A takes the export and gets stuck storing its ZIP; then A dies, as a machine does, with no goodbye
    hold();
    const asked = await owner.on(a.url).post('/v1/user/account/export');
    expect(asked.status).toBe(202);
    await eventually(
      async () => ((await exportJobs()).some((job) => job.state === 'active') ? true : undefined),
      30_000,
      'A to take the export',
    );
    await eventually(async () => (held.length > 0 ? true : undefined), 30_000, "A's upload to S3");
    process.kill(a.pid, 'SIGKILL');
    await eventually(
      async () =>
        await fetch(`${a.url}/v1/health`)
          .then(() => undefined)
          .catch(() => true),
      10_000,
      'A to be gone',
    );

    // B, on the same database and bucket, takes the export up once A's heartbeat has stopped
    const b = await startInstance('B', { ...env, PORT: String(await freePort()) });
    instances.push(b);
    const ready = await eventually(
      async () => {
        const latest = (await owner.on(b.url).get('/v1/user/account/export')).json().data;
        return latest?.state === 'ready' ? (latest as { download_url: string }) : undefined;
      },
      120_000,
      'the export to be ready',
    );
    const zip = await owner.on(b.url).get(ready.download_url);
    expect(zip.status).toBe(200);
    expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // one export, built once: one job completed, and its owner mailed (in the transaction that marked it
    // ready, which only one build can do) once
    expect((await exportJobs()).map((job) => job.state)).toEqual(['completed']);
    const mailed = await eventually(
      async () => {
        const found = (await outbox(b)).filter(
          (mail) => mail.to === account.email && mail.subject === READY_SUBJECT,
        );
        return found.length ? found : undefined;
      },
      20_000,
      'the mail that the export is ready',
    );
    expect(mailed).toHaveLength(1);
  });
});
