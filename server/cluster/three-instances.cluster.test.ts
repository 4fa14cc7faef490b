import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PgBoss } from 'pg-boss';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
} from '../src/providers/payments/sandbox/sandbox-provider.ts';
import { startS3Server } from '../src/test/s3-server.ts';
import { browser, multipart, type Browser } from './client.ts';
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
let s3: Awaited<ReturnType<typeof startS3Server>>;
let dataDir: string;
let a: Instance;
let b: Instance;
// a third, for what must hold on however many: the queue drained once, a gift's alert on every instance
let c: Instance;
let publicUrl: string;

beforeAll(async () => {
  [database, redis, s3] = await Promise.all([freshDatabase(), startRedis(), startS3Server()]);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-cluster-'));
  // a web app of one page, so a creator page's HTML is made whether or not web/dist was built
  const webDistDir = path.join(dataDir, 'web');
  await fs.mkdir(webDistDir);
  await fs.writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>PIXEL</title></head><body><div id="root"></div></body></html>',
  );
  // the instances sit behind one address, as behind a load balancer: A's here
  const portA = await freePort();
  publicUrl = `http://127.0.0.1:${portA}`;
  const env = {
    APP_ENV: 'development',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    ...s3.env,
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'cluster-session-secret-of-at-least-32-chars',
    SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SEED_DEMO: 'on',
    PUBLIC_CACHE_SECONDS: '300',
    WEB_DIST_DIR: webDistDir,
  };
  // started together, all with demo seeding on
  const started = await Promise.allSettled([
    startInstance('A', { ...env, PORT: String(portA), LOG_LEVEL: 'info' }),
    startInstance('B', env),
    startInstance('C', { ...env, LOG_LEVEL: 'info' }),
  ]);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // never leave the other one running
    for (const result of started) if (result.status === 'fulfilled') await result.value.stop();
    throw failed.reason;
  }
  [a, b, c] = started.map((result) => (result as PromiseFulfilledResult<Instance>).value) as [
    Instance,
    Instance,
    Instance,
  ];
  // seeding runs before an instance answers, under a lock: each says it is running as it starts answering
  await eventually(
    async () =>
      [a, b, c].every((instance) => instance.log().includes('PIXEL is running')) ? true : undefined,
    10_000,
    'the instances to say they are running',
  );
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
  await Promise.all([redis?.stop(), s3?.stop(), database?.drop()]);
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

type Mail = { channel: string; to: string; subject: string | null; body: string };
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

async function upload(who: Browser, on: Instance, seed: number) {
  const image = await sharp({
    create: { width: 96, height: 64, channels: 3, background: { r: seed & 255, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const { body, headers } = multipart(image);
  const response = await who.on(on.url).post('/v1/images/upload', body, headers);
  expect(response.status).toBe(200);
  return response.json().data as { filename: string; absolute_url: string };
}

type Payment = { provider_checkout_id: string; reference: string; amount: string };
const paymentsOf = (references: string[]) =>
  database.query<Payment>(
    `select provider_checkout_id, reference, amount from payments where reference = any($1)`,
    [references],
  );

/** The provider's signed `checkout.paid` for a payment, as the sandbox sends it. */
const paidEvent = (payment: Payment) =>
  JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    type: 'checkout.paid',
    data: {
      checkout_id: payment.provider_checkout_id,
      reference: payment.reference,
      amount: Number(payment.amount),
      currency: 'PHP',
      paid_at: new Date().toISOString(),
    },
  });

/** Delivers a webhook to one instance; its status, or 0 when the instance did not answer. */
const sendWebhook = (on: Instance, rawBody: string) =>
  fetch(`${on.url}/v1/webhooks/sandbox`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(WEBHOOK_SECRET, rawBody),
    },
    body: rawBody,
  })
    .then((response) => response.status)
    .catch(() => 0);

/** The events of an open overlay stream, as they arrive, each with the moment it did. */
async function overlayStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const received: { event: Record<string, unknown>; at: number }[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        for (let split; (split = text.indexOf('\n\n')) >= 0; text = text.slice(split + 2)) {
          const data = /^data: (.*)$/m.exec(text.slice(0, split))?.[1];
          if (data) received.push({ event: JSON.parse(data), at: Date.now() });
        }
      }
    } catch {
      // closed by the test
    }
  })();
  return {
    received,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

describe('instances on one PostgreSQL, Redis and S3 bucket', () => {
  it('seeds the demo once when all three start together, and all keep running', async () => {
    const pages = await database.query<{ page_url: string }>(
      `select page_url from users where email like '%@demo.pixel.ph'`,
    );
    expect(pages.map((row) => row.page_url)).toEqual(
      expect.arrayContaining(['mariasketches', 'kuyajuan.eats', 'island_lens']),
    );
    // seeding twice would give the demo's gifts twice: each is there once
    const [kai] = await database.query<{ n: number }>(
      `select count(*)::int as n from gifts where supporter_message = 'Your Coron photos are my wallpaper now.'`,
    );
    expect(kai!.n).toBe(1);
    expect((await fetch(`${a.url}/v1/ready`)).status).toBe(200);
    expect((await fetch(`${b.url}/v1/ready`)).status).toBe(200);
    expect((await fetch(`${c.url}/v1/ready`)).status).toBe(200);
  });

  it('delivers a mail queued on A exactly once', async () => {
    const creator = await signUp('mail');
    // its job is done, and was taken once: a completed job is never taken again, by any worker of either
    // instance, and one taken again after a failure would count a retry
    const jobs = await eventually(
      async () => {
        const rows = await database.query<{ state: string; retry_count: number }>(
          `select state, retry_count from pgboss.job where name = 'send-mail' and data->>'to' = $1`,
          [creator.email],
        );
        return rows.length > 0 && rows.every((row) => row.state === 'completed') ? rows : undefined;
      },
      20_000,
      'the mail job to complete',
    );
    expect(jobs).toEqual([{ state: 'completed', retry_count: 0 }]);
    const mails = (await outbox(a)).filter((m) => m.to === creator.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Verify your email address');
  });

  it('drains 1,000 mails queued at once, each sent once, by the three instances', async () => {
    const batch = randomBytes(3).toString('hex');
    const boss = new PgBoss({
      connectionString: database.url,
      schedule: false,
      supervise: false,
      migrate: false,
    });
    await boss.start();
    await boss.insert(
      'send-mail',
      Array.from({ length: 1_000 }, (_, i) => ({
        data: {
          to: `drain-${batch}-${i}@example.ph`,
          subject: 'A new post',
          text: 'Maria posted a new Snap.',
        },
      })),
    );
    await boss.stop({ graceful: false, close: true });
    const sent = await eventually(
      async () => {
        const rows = await database.query<{ to: string; n: number }>(
          `select "to", count(*)::int as n from outbox_messages where "to" like $1 group by 1`,
          [`drain-${batch}-%`],
        );
        return rows.length === 1_000 ? rows : undefined;
      },
      120_000,
      'the 1,000 mails to be sent',
    );
    expect(sent.filter((row) => row.n !== 1)).toEqual([]);
    const jobs = await database.query<{ state: string; retried: number; n: number }>(
      `select state, (retry_count > 0)::int as retried, count(*)::int as n from pgboss.job
       where name = 'send-mail' and data->>'to' like $1 group by 1, 2`,
      [`drain-${batch}-%`],
    );
    expect(jobs).toEqual([{ state: 'completed', retried: 0, n: 1_000 }]);
  });

  it('refuses the cookie of a session ended through A at once on B', async () => {
    const owner = await signUp('sessions');
    const phone = browser(publicUrl);
    const login = await phone.on(b.url).post('/v1/auth/login', { email: owner.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect((await phone.on(b.url).get('/v1/user/profile')).status).toBe(200);

    const listed = (await owner.browser.on(a.url).get('/v1/user/sessions')).json().data as {
      id: string;
      current: boolean;
    }[];
    expect(listed).toHaveLength(2);
    const theirs = listed.find((session) => !session.current)!;
    expect((await owner.browser.on(a.url).delete(`/v1/user/sessions/${theirs.id}`)).status).toBe(200);

    expect((await phone.on(b.url).get('/v1/user/profile')).status).toBe(401);
    expect((await phone.on(a.url).get('/v1/user/profile')).status).toBe(401);
    expect((await owner.browser.on(b.url).get('/v1/user/sessions')).json().data).toHaveLength(1);
  });

  it('serves media from the shared bucket to whichever instance is asked, and removes it there', async () => {
    const creator = await signUp('creator');
    const buyer = await signUp('buyer');

    // an upload through A is private: its uploader sees it through B, nobody else does
    const uploaded = await upload(creator.browser, a, 1);
    expect(await s3.keys()).toContain(`private/${uploaded.filename}`);
    expect((await creator.browser.on(b.url).get(`/media/${uploaded.filename}`)).status).toBe(200);
    expect((await browser(publicUrl).on(b.url).get(`/media/${uploaded.filename}`)).status).toBe(404);

    // a paid Snap from it, made through B
    const created = await creator.browser
      .on(b.url)
      .post('/v1/user/content/images/create', { image: uploaded.absolute_url, price_id: 4 });
    expect(created.status).toBe(201);
    const snap = created.json().data as { id: string };

    // bought through B, paid at the sandbox; its webhook reaches A
    const purchase = await buyer.browser
      .on(b.url)
      .post('/v1/user/content/images/purchase', { image_id: snap.id });
    expect(purchase.status).toBe(200);
    const checkout = new URL(purchase.json().data.link_url as string).pathname;
    const paid = await fetch(`${a.url}${checkout}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);

    // the buyer's signed address, made by B, opens the original through B
    const readSnap = (on: Instance) =>
      buyer.browser.on(on.url).get(`/v1/profile/content/images/${creator.page_url}/image_id/${snap.id}`);
    const opened = await eventually(async () => {
      const response = await readSnap(b);
      return response.json().data.is_locked === false ? response.json().data : undefined;
    });
    const original = await buyer.browser.on(b.url).get(pathOf(opened.image_url));
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(original.bytes).metadata()).width).toBe(96);

    // deleted through B, the bought post stays open to its buyer through A for its 15 days
    expect((await creator.browser.on(b.url).delete(`/v1/user/content/images/delete/${snap.id}`)).status).toBe(
      200,
    );
    const kept = await readSnap(a);
    expect(kept.status).toBe(200);
    expect(kept.json().data).toMatchObject({ is_deleted: true, is_locked: false });
    expect((await buyer.browser.on(a.url).get(pathOf(kept.json().data.image_url))).status).toBe(200);

    // an unbought post deleted through B leaves nothing behind in the bucket
    const before = await s3.keys();
    const other = await upload(creator.browser, a, 2);
    const otherSnap = await creator.browser
      .on(b.url)
      .post('/v1/user/content/images/create', { image: other.absolute_url, price_id: 4 });
    expect(otherSnap.status).toBe(201);
    expect((await s3.keys()).length).toBeGreaterThan(before.length);
    const deleted = await creator.browser
      .on(b.url)
      .delete(`/v1/user/content/images/delete/${otherSnap.json().data.id}`);
    expect(deleted.status).toBe(200);
    await eventually(
      async () => ((await s3.keys()).every((key) => before.includes(key)) ? true : undefined),
      15_000,
      'the deleted post’s objects to leave the bucket',
    );
  });

  it('runs a scheduled job once per slot across the instances', async () => {
    // reconciliation is scheduled every minute; each minute's slot is claimed once in the database (the
    // queue's send-it job, one per slot), and each claim becomes one run, whichever instance does it
    const slots = () =>
      database.query<{ slot: string; n: number }>(
        `select singleton_on::text as slot, count(*)::int as n from pgboss.job
         where name = '__pgboss__send-it' and data->>'name' = 'reconcile-payments' group by 1 order by 1`,
      );
    const runs = async () =>
      (
        await database.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = 'reconcile-payments' and state = 'completed'`,
        )
      )[0]!.n;
    await eventually(
      async () => ((await runs()) >= 2 ? true : undefined),
      150_000,
      'two runs of reconciliation',
    );
    const claimed = await slots();
    for (const slot of claimed) expect(slot.n).toBe(1);
    // every run came from a slot: never two runs of one slot (the last slot's run may still be on its way)
    const done = await runs();
    expect(done).toBeLessThanOrEqual(claimed.length);
    expect(done).toBeGreaterThanOrEqual(claimed.length - 1);
  });

  it('runs the memberships job on two at once: each due membership is reminded or ended once', async () => {
    const people = await database.query<{ id: string; email: string }>(
      `select id, email from users where email like '%@demo.pixel.ph' order by email limit 7`,
    );
    const [creator, ...members] = people;
    const [tier] = await database.query<{ id: string }>(
      `insert into membership_tiers (creator_user_id, name, price) values ($1, 'Cluster Club', 10000) returning id`,
      [creator!.id],
    );
    // half a few days before their end (a week's reminder), half just ended
    for (const [i, member] of members.entries()) {
      await database.query(
        `insert into memberships (creator_user_id, supporter_user_id, tier_id, months, started_at, period_start,
                                  ends_at, total_paid)
         values ($1, $2, $3, 1, now() - interval '20 days', now() - interval '20 days',
                 now() + case when $4 then interval '3 days' else interval '-1 hour' end, 10000)`,
        [creator!.id, member.id, tier!.id, i % 2 === 0],
      );
    }
    const runJobs = (on: Instance) => fetch(`${on.url}/dev/jobs/run`, { method: 'POST' });
    await Promise.all([runJobs(a), runJobs(b), runJobs(a), runJobs(b)]);
    const mailsOf = async () =>
      (await outbox(a)).filter(
        (mail) =>
          members.some((member) => member.email === mail.to) && mail.subject?.includes('membership of'),
      );
    await eventually(
      async () => ((await mailsOf()).length >= members.length ? true : undefined),
      30_000,
      'a mail to each member',
    );
    // more runs on both find nothing more to send
    await Promise.all([runJobs(a), runJobs(b)]);
    const mails = await mailsOf();
    expect(mails.map((mail) => mail.to).sort()).toEqual(members.map((member) => member.email).sort());
    const lapsed = await database.query<{ n: number }>(
      `select count(*)::int as n from memberships where tier_id = $1 and status = 'lapsed'`,
      [tier!.id],
    );
    expect(lapsed[0]!.n).toBe(Math.floor(members.length / 2));
  });

  it('shows a gift settled on A on overlays streaming from B and C within two seconds', async () => {
    const creator = await signUp('overlay');
    const settings = await creator.browser.on(a.url).get('/v1/user/overlay');
    expect(settings.status).toBe(200);
    const token = new URL(settings.json().data.overlay_url as string).pathname.split('/').pop()!;
    const stream = await overlayStream(`${b.url}/v1/overlay/${token}/events`);
    const onC = await overlayStream(`${c.url}/v1/overlay/${token}/events`);
    try {
      const donate = await browser(publicUrl).on(b.url).post(`/v1/donate/${creator.page_url}`, {
        amount: '75',
        supporter_name: 'Liza',
        supporter_message: 'Galing!',
      });
      expect(donate.status).toBe(200);
      const [payment] = await paymentsOf([donate.json().data.reference as string]);
      expect(await sendWebhook(a, paidEvent(payment!))).toBe(200);
      const alert = await eventually(async () => stream.received[0], 5_000, 'the alert on B');
      expect(alert.event).toMatchObject({
        type: 'gift',
        supporter_name: 'Liza',
        amount: '75.00',
        message: 'Galing!',
      });
      // and on the third instance, the same event once
      const third = await eventually(async () => onC.received[0], 5_000, 'the alert on C');
      expect(third.event).toEqual(alert.event);
      expect(onC.received).toHaveLength(1);
    } finally {
      await stream.close();
      await onC.close();
    }
  });

  it("brings a stream's timer, poll and gift alert, each changed through A, to a widget streaming from B", async () => {
    const creator = await signUp('streamkit');
    const onA = creator.browser.on(a.url);
    const settings = await onA.get('/v1/user/overlay');
    const token = new URL(settings.json().data.overlay_url as string).pathname.split('/').pop()!;
    const stream = await overlayStream(`${b.url}/v1/overlay/${token}/events`);
    try {
      expect(
        (
          await onA.put('/v1/user/stream/timer', {
            seconds_per_peso: 1,
            seconds_per_member: 0,
            cap_minutes: null,
          })
        ).status,
      ).toBe(200);
      expect((await onA.post('/v1/user/stream/timer/start', { minutes: 10 })).status).toBe(200);
      const opened = await onA.post('/v1/user/stream/polls', {
        question: 'Alin?',
        choices: ['Isa', 'Dalawa'],
      });
      expect(opened.status).toBe(201);
      const choice = (opened.json().data.choices as { id: string }[])[1]!.id;

      // a viewer's gift votes for the second choice; its webhook reaches A
      const donate = await browser(publicUrl).on(b.url).post(`/v1/donate/${creator.page_url}`, {
        amount: '75',
        supporter_name: 'Liza',
        source: 'stream',
        poll_choice_id: choice,
      });
      expect(donate.status).toBe(200);
      const [payment] = await paymentsOf([donate.json().data.reference as string]);
      expect(await sendWebhook(a, paidEvent(payment!))).toBe(200);

      const types = () => stream.received.map(({ event }) => event.type);
      await eventually(async () => (types().length >= 5 ? true : undefined), 5_000, 'five events on B');
      expect(types()).toEqual(['timer', 'poll', 'gift', 'poll', 'timer']);
      const [, , gift, vote, extended] = stream.received.map(({ event }) => event);
      expect(gift).toMatchObject({ supporter_name: 'Liza', amount: '75.00' });
      expect(vote).toMatchObject({ open: true, total: '75.00' });
      expect((vote!.choices as { total: string }[]).map((c) => c.total)).toEqual(['0.00', '75.00']);
      expect(extended).toMatchObject({ state: 'running', added_ms: 75_000 });
    } finally {
      await stream.close();
    }
  });

  it("sends B's visitors the copy of a creator page A made, from Redis, until the page changes", async () => {
    const creator = await signUp('shared');
    const visitor = browser(publicUrl);
    const page = `/${creator.page_url}`;
    const profile = `/v1/profile/${creator.page_url}`;
    for (const address of [page, profile]) {
      expect((await visitor.on(a.url).get(address)).headers.get('x-cache')).toBe('miss');
      // B never made it: the copy is A's, read from the shared cache
      const onB = await visitor.on(b.url).get(address);
      expect(onB.status).toBe(200);
      expect(onB.headers.get('x-cache')).toBe('hit');
    }
    const changed = await creator.browser
      .on(b.url)
      .put('/v1/user/profile', { page_name: 'Shared', bio: 'New' });
    expect(changed.status).toBe(200);
    const onA = await visitor.on(a.url).get(profile);
    expect(onA.headers.get('x-cache')).toBe('miss');
    expect(onA.json().data).toMatchObject({ page_name: 'Shared', bio: 'New' });
  });

  it("drops B's copy of a creator page for visitors when the page changes through A", async () => {
    const creator = await signUp('cached');
    const visitor = browser(publicUrl).on(b.url);
    const profile = `/v1/profile/${creator.page_url}`;
    const gifts = `/v1/profile/${creator.page_url}/gifts`;
    expect((await visitor.get(profile)).headers.get('x-cache')).toBe('miss');
    expect((await visitor.get(profile)).headers.get('x-cache')).toBe('hit');
    expect((await visitor.get(gifts)).json().data).toEqual([]);

    // the copies live for minutes here: only the drop sent through Redis can explain a fresh answer
    const changed = await creator.browser
      .on(a.url)
      .put('/v1/user/profile', { page_name: 'Cached Creator', bio: 'Changed through A' });
    expect(changed.status).toBe(200);
    const fresh = await eventually(
      async () => {
        const data = (await visitor.get(profile)).json().data as { bio: string };
        return data.bio === 'Changed through A' ? data : undefined;
      },
      5_000,
      'the new bio on B',
    );
    expect(fresh).toMatchObject({ page_name: 'Cached Creator' });

    const donate = await browser(publicUrl).on(b.url).post(`/v1/donate/${creator.page_url}`, {
      amount: '40',
      supporter_name: 'Lito',
      supporter_message: 'Ang ganda!',
    });
    const [payment] = await paymentsOf([donate.json().data.reference as string]);
    expect(await sendWebhook(a, paidEvent(payment!))).toBe(200);
    const listed = await eventually(
      async () => {
        const data = (await visitor.get(gifts)).json().data as { supporter_message: string }[];
        return data.length ? data : undefined;
      },
      5_000,
      'the gift on B',
    );
    expect(listed.map((gift) => gift.supporter_message)).toEqual(['Ang ganda!']);
  });

  it('keeps logging in and paying when Redis stops, and stays ready saying so at /v1/ready', async () => {
    const member = await signUp('redis');
    await redis.stop();
    const wrong = await browser(publicUrl)
      .on(a.url)
      .post('/v1/auth/login', { email: member.email, password: 'not the password' });
    expect(wrong.status).toBe(422);
    const right = await browser(publicUrl)
      .on(b.url)
      .post('/v1/auth/login', { email: member.email, password: PASSWORD });
    expect(right.status).toBe(200);
    const gift = await browser(publicUrl).on(a.url).post('/v1/donate/mariasketches', { amount: '50' });
    expect(gift.status).toBe(200);
    // the instance serves without Redis: the load balancer keeps sending to it
    const ready = await fetch(`${b.url}/v1/ready`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { data: { checks: Record<string, string> } };
    expect(body.data.checks).toMatchObject({ database: 'up', storage: 'up', redis: 'down' });
  });

  it('loses no gift when A is stopped in the middle of a burst of webhooks', async () => {
    const visitor = browser(publicUrl);
    const references: string[] = [];
    for (let i = 0; i < 24; i++) {
      const response = await visitor
        .on(i % 2 ? a.url : b.url)
        .post('/v1/donate/kuyajuan.eats', { amount: '25' });
      expect(response.status).toBe(200);
      references.push(response.json().data.reference as string);
    }
    const payments = await paymentsOf(references);
    expect(payments).toHaveLength(24);

    // the provider sends each webhook to A; one it cannot deliver there it sends again, and reaches B.
    // A is stopped as it answers the first of the burst's first half, the rest of that half in its hands,
    // and the second half is sent as it stops
    let stopped: Promise<number | null> | undefined;
    let secondHalf: Promise<string[]> | undefined;
    const deliver = async (payment: Payment): Promise<string> => {
      const rawBody = paidEvent(payment);
      const first = await sendWebhook(a, rawBody);
      if (first === 200 && !stopped) {
        stopped = a.stop();
        secondHalf = Promise.all(payments.slice(12).map(deliver));
      }
      return first === 200 ? 'A' : (await sendWebhook(b, rawBody)) === 200 ? 'B' : 'lost';
    };
    const firstHalf = await Promise.all(payments.slice(0, 12).map(deliver));
    expect(secondHalf, 'A answered none of the first half').toBeDefined();
    const outcomes = [...firstHalf, ...(await secondHalf!)];
    expect(await stopped, a.log()).toBe(0);
    expect(outcomes).not.toContain('lost');

    const settled = await database.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from payments where reference = any($1) group by status`,
      [references],
    );
    expect(settled).toEqual([{ status: 'paid', n: 24 }]);
    const lines = await database.query<{ n: number }>(
      `select count(*)::int as n from statement_lines where reference = any($1)`,
      [references],
    );
    expect(lines[0]!.n).toBe(24);
  });

  it('leaves books that balance after all of the above, as the operator checks them', async () => {
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'ledger:audit'], {
      cwd: new URL('../..', import.meta.url).pathname,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: database.url },
    });
    expect(stdout).toContain('The ledger balances');
  });
});
