/**
 * A creator page for the benches that load it: the creator with posts and settled gifts, a signed-in viewer,
 * the page's calls as a visitor and as the viewer make them, and a bare node:http server replaying the
 * answers PIXEL gave them, byte for byte.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type pg from 'pg';
import { hashToken, randomToken } from '../server/src/lib/tokens.ts';

// Chrome's: every request is sent as a browser sends it, compressed where the server compresses
export const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The load generator's command (load-generator.ts): Node.js strips the types itself where it can, tsx where it cannot. */
export const GENERATOR = [
  ...((process.features as { typescript?: string }).typescript ? [] : ['--import', 'tsx']),
  path.join(import.meta.dirname, 'load-generator.ts'),
];

// --- the data -------------------------------------------------------------------------------------------

export type Creator = { id: string; pageUrl: string; pageName: string };

/** An active creator with an available balance to receive gifts into. */
export async function addCreator(pool: pg.Pool, pageUrl: string): Promise<Creator> {
  const id = randomUUID();
  const pageName = `Bench ${pageUrl}`;
  await pool.query(
    `insert into users (id, email, page_url, page_name, status, referral_code, bio)
     values ($1, $2, $3, $4, 'active', $5, 'Sketches and paintings from Cebu.')`,
    [id, `${pageUrl}@example.ph`, pageUrl, pageName, `R${id.slice(0, 8).toUpperCase()}`],
  );
  await pool.query(`insert into ledger_accounts (user_id, kind) values ($1, 'available')`, [id]);
  return { id, pageUrl, pageName };
}

/** `count` published free Snaps, one photo each, a minute apart. */
export async function addPosts(pool: pg.Pool, creator: Creator, count: number) {
  await pool.query(
    `with made as (
       insert into photo_posts (user_id, kind, caption, created_at)
       select $1, 'snap', 'Post ' || g, now() - make_interval(mins => g) from generate_series(1, $2) g
       returning id
     )
     insert into photos (post_id, position, original_key, wh500_key, preview_key)
     select id, 0, 'uploads/' || id || '.jpg', 'uploads/' || id || '-5.jpg', 'uploads/' || id || '-p.jpg'
     from made`,
    [creator.id, count],
  );
}

/**
 * `count` visitors' gifts to `creator`, settled as a `checkout.paid` would settle them, in one statement:
 * each a paid payment, its ledger posting (out of provider clearing, all of it to the creator's available
 * balance, as gifts carry no fee by default), the gift settled with a message, and the creator's statement
 * line; the creator's Supporters moved by as many. The triggers on gifts move creator_counts and those on
 * ledger_entries the balance and its check, as a settlement's statements do; the audits after the seed
 * hold both to a recount.
 */
export async function addSettledGifts(pool: pg.Pool, creator: Creator, count: number) {
  const tag = `${creator.id.slice(0, 8).toUpperCase()}-`;
  await pool.query(
    `with accounts as (
       select (select id from ledger_accounts where user_id = $1::uuid and kind = 'available') as mine,
              (select id from ledger_accounts where user_id is null and kind = 'provider_clearing') as clearing
     ), gift as materialized (
       select g, gen_random_uuid() as payment_id, gen_random_uuid() as transaction_id,
              gen_random_uuid() as gift_id, $2::text || g as no, 2000 + (g % 50) * 100 as amount,
              'Fan ' || g as supporter, 'Keep making things! #' || g as message,
              now() - make_interval(secs => g * 37) as paid_at
       from generate_series(1, $3::int) g
     ), posted as (
       insert into ledger_transactions (id, transaction_no, type, description, reference, idempotency_key, created_at)
       select transaction_id, 'PXB' || no, 'donation', 'Gift from ' || supporter, 'G-' || no,
              'settle:' || payment_id, paid_at
       from gift
     ), entries as (
       insert into ledger_entries (transaction_id, account_id, amount, created_at)
       select transaction_id, accounts.clearing, -amount, paid_at from gift, accounts
       union all
       select transaction_id, accounts.mine, amount, paid_at from gift, accounts
     ), paid as (
       insert into payments (id, reference, provider, provider_checkout_id, kind, payee_user_id, amount, source,
                             status, description, success_redirect_url, failure_redirect_url,
                             ledger_transaction_id, created_at, paid_at)
       select payment_id, 'G-' || no, 'sandbox', 'cs_sbx_' || no, 'gift', $1::uuid, amount, 'web', 'paid',
              'Gift to ' || $4::text || ' on PIXEL', 'http://127.0.0.1/ok', 'http://127.0.0.1/no', transaction_id,
              paid_at - interval '1 minute', paid_at
       from gift
     ), settled as (
       insert into gifts (id, payment_id, creator_user_id, supporter_name, supporter_message, amount,
                          created_at, settled_at)
       select gift_id, payment_id, $1::uuid, supporter, message, amount, paid_at - interval '1 minute', paid_at
       from gift
     ), lines as (
       insert into statement_lines (user_id, transaction_no, type, status, description, reference,
                                    total_amount, gross_amount, fee_amount, balance, counterparty_name,
                                    message, gift_id, created_at)
       select $1::uuid, 'PXB' || no, 'donation', 'completed', 'Gift from ' || supporter, 'G-' || no, amount,
              amount, 0, 'available', supporter, message, gift_id, paid_at
       from gift
     )
     update users set donation_count = donation_count + $3::int where id = $1::uuid`,
    [creator.id, tag, count, creator.pageName],
  );
}

/** A signed-in viewer (not the creator): their session cookie. */
export async function viewerSession(pool: pg.Pool, sessionSecret: string) {
  const viewer = randomUUID();
  await pool.query(
    `insert into users (id, email, page_url, page_name, status, referral_code)
     values ($1, 'viewer@example.ph', 'benchviewer', 'Viewer', 'active', 'BVIEWER0')`,
    [viewer],
  );
  const token = randomToken(32);
  await pool.query(
    `insert into sessions (id_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
    [hashToken(sessionSecret, token), viewer],
  );
  return `pixel_session=${token}`;
}

/** A creator page of 20 posts and 20 settled gifts, and a signed-in viewer's cookie (signed with `sessionSecret`). */
export async function seedCreatorPage(pool: pg.Pool, sessionSecret: string) {
  await pool.query(`insert into ledger_accounts (kind) values ('provider_clearing') on conflict do nothing`);
  const creator = await addCreator(pool, 'bench20');
  await addPosts(pool, creator, 20);
  await addSettledGifts(pool, creator, 20);
  return { creator, cookie: await viewerSession(pool, sessionSecret) };
}

/** The page's calls: a signed-out visitor's, and a signed-in viewer's (theirs and the tabs no cache answers). */
export function pagePaths(pageUrl: string) {
  const visitor = {
    html: `/${pageUrl}`,
    profile: `/v1/profile/${pageUrl}`,
    gifts: `/v1/profile/${pageUrl}/gifts`,
    snap: `/v1/profile/content/images/${pageUrl}`,
  };
  const signedIn = {
    ...visitor,
    questions: `/v1/profile/${pageUrl}/questions`,
    goals: `/v1/profile/${pageUrl}/goals`,
    bloc: `/v1/profile/${pageUrl}/bloc`,
  };
  return { visitor, signedIn };
}

// --- the replay -----------------------------------------------------------------------------------------

export type Answer = { status: number; headers: Record<string, string | string[]>; body: Buffer };

/** One answer as it came over the wire: status, headers and the body's bytes, still compressed. */
export function capture(url: string, headers: Record<string, string>) {
  return new Promise<Answer>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string | string[]>,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

export const replayKey = (signedIn: boolean, pathname: string) =>
  `${signedIn ? 'signed-in' : 'visitor'} ${pathname}`;

/**
 * A bare node:http server answering each path, signed in or not, with the status, headers and bytes the
 * product sent for it, from memory; its process, which the caller stops.
 */
export async function startReplay(
  answers: Map<string, Answer>,
  dir: string,
  port: number,
): Promise<ChildProcess> {
  const file = path.join(dir, 'replay.json');
  const hopByHop = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
  const stored = Object.fromEntries(
    [...answers].map(([key, answer]) => [
      key,
      {
        status: answer.status,
        headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name))),
        body: answer.body.toString('base64'),
      },
    ]),
  );
  await fs.writeFile(file, JSON.stringify(stored));
  const source = `
    const http = require('node:http');
    const stored = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
    const answers = new Map(Object.entries(stored).map(([key, a]) => {
      const body = Buffer.from(a.body, 'base64');
      return [key, { status: a.status, headers: { ...a.headers, 'content-length': body.length }, body }];
    }));
    http.createServer((req, res) => {
      const answer = answers.get((req.headers.cookie ? 'signed-in ' : 'visitor ') + req.url);
      if (!answer) return res.writeHead(404).end();
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    }).listen(${port}, '127.0.0.1');`;
  return spawn(process.execPath, ['-e', source], { stdio: 'inherit' });
}
