/**
 * Photos per second through the upload pipeline: a 12-megapixel JPEG posted to `POST /v1/images/upload`
 * on the running server (decoded, re-encoded at most 2000 wide, WH100, WH500 and the blurred preview made,
 * all stored and recorded), compared with a bare sharp resize of the same file to 2000 wide in the same run.
 *
 *   npm run bench:upload     (BENCH_UPLOADS, BENCH_CONCURRENCY to tune)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const WARMUP = 2;
const WIDTH = 4000;
const HEIGHT = 3000;
const TARGET_RATIO = 0.4;
// the route allows 30 uploads a minute from one address; the bench stays under it rather than around it
const ROUTE_LIMIT_PER_MINUTE = 30;
const PORT = 3400 + Math.floor(Math.random() * 500);
const BASE = `http://127.0.0.1:${PORT}`;

/** A photo-like 4000x3000 JPEG: a gradient under noise, so it is megabytes, not kilobytes. */
async function twelveMegapixelJpeg() {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 0x9e3779b9;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      const noise = (seed >>> 24) - 128;
      const i = (y * WIDTH + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, (x * 255) / WIDTH + noise / 3));
      pixels[i + 1] = Math.max(0, Math.min(255, (y * 255) / HEIGHT + noise / 4));
      pixels[i + 2] = Math.max(0, Math.min(255, 128 + Math.sin(x / 90 + y / 70) * 90 + noise / 5));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Runs `work` `count` times with at most CONCURRENCY in flight; returns items per second. */
async function drive(count: number, work: () => Promise<void>) {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next++;
        await work();
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { perSecond: count / seconds, seconds };
}

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      const response = await fetch(`${BASE}/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function postJson(url: string, body: unknown) {
  const response = await fetch(`${BASE}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Registers, reads the verification code from the dev outbox and logs in: the session cookie. */
async function signIn() {
  const id = `bench${randomBytes(4).toString('hex')}`;
  const account = { email: `${id}@example.ph`, password: 'correct horse battery', page_url: id };
  await postJson('/v1/auth/register', account);
  // mail leaves through the job queue: ask the outbox until it is there
  let code: string | undefined;
  for (let tries = 0; !code && tries < 60; tries++) {
    if (tries) await new Promise((resolve) => setTimeout(resolve, 250));
    const outbox = (await (await fetch(`${BASE}/dev/outbox.json`)).json()) as {
      data: { to: string; subject: string | null; body: string }[];
    };
    const mail = outbox.data.find((m) => m.to === account.email && m.subject === 'Verify your email address');
    code = mail?.body.match(/verification_code=([\w-]+)/)?.[1];
  }
  if (!code) throw new Error('no verification mail in the dev outbox');
  const login = await postJson('/v1/auth/login', {
    email: account.email,
    password: account.password,
    authorization_code: code,
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('pixel_session='));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function postUpload(body: Buffer, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/v1/images/upload',
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': body.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function main() {
  if (UPLOADS + WARMUP > ROUTE_LIMIT_PER_MINUTE) {
    throw new Error(
      `BENCH_UPLOADS can be at most ${ROUTE_LIMIT_PER_MINUTE - WARMUP} (the route's rate limit)`,
    );
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-bench-upload-'));
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
  // no DATABASE_URL: the embedded database in DATA_DIR, which is all an upload writes one row to
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: BASE,
    APP_ENV: 'development',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const [photo] = await Promise.all([twelveMegapixelJpeg(), waitForHealth()]);
    const cookie = await signIn();
    const boundary = `----pixelbench${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie };

    // baseline: the same file, the same count and concurrency, one sharp resize to 2000 wide each
    const resize = async () => {
      await sharp(photo).resize({ width: 2000 }).jpeg().toBuffer();
    };
    for (let i = 0; i < WARMUP; i++) await resize();
    const baseline = await drive(UPLOADS, resize);

    const failures: string[] = [];
    const filenames: string[] = [];
    const uploadOnce = async () => {
      const response = await postUpload(body, headers);
      if (response.status !== 200) failures.push(`${response.status} ${response.body.slice(0, 200)}`);
      else filenames.push((JSON.parse(response.body) as { data: { filename: string } }).data.filename);
    };
    for (let i = 0; i < WARMUP; i++) await uploadOnce();
    const uploaded = await drive(UPLOADS, uploadOnce);

    // what was stored is what the API promised: a JPEG at most 2000 wide
    const sample = filenames.at(-1);
    const stored = sample
      ? // an upload no post has taken yet is its uploader's only
        await sharp(
          await (await fetch(`${BASE}/media/${sample}`, { headers: { cookie } })).arrayBuffer(),
        ).metadata()
      : null;

    const ratio = uploaded.perSecond / baseline.perSecond;
    const result = {
      uploads: UPLOADS,
      concurrency: CONCURRENCY,
      image: { width: WIDTH, height: HEIGHT, bytes: photo.length },
      photos_per_second: Number(uploaded.perSecond.toFixed(2)),
      baseline_resizes_per_second: Number(baseline.perSecond.toFixed(2)),
      ratio_to_bare_resize: Number(ratio.toFixed(3)),
      target_ratio: TARGET_RATIO,
      failed_uploads: failures.length,
      failures: failures.slice(0, 3),
      stored: stored && { format: stored.format, width: stored.width, height: stored.height },
      cpus: os.cpus().length,
    };
    console.log(
      `bench:upload ${UPLOADS} photos of ${WIDTH}x${HEIGHT}, concurrency ${CONCURRENCY} | ${result.photos_per_second} photos/s through the API, bare sharp resize ${result.baseline_resizes_per_second}/s, ratio ${result.ratio_to_bare_resize} (target ${TARGET_RATIO}) | failed ${failures.length}`,
    );
    await fs.mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await fs.writeFile(
      path.join(root, 'bench', 'results', 'image-upload.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    if (failures.length > 0 || stored?.format !== 'jpeg' || (stored.width ?? 0) > 2000) {
      console.error('some uploads failed or what was stored is not what the API promises');
      process.exitCode = 1;
    } else if (ratio < TARGET_RATIO) {
      console.error(`below the target ratio of ${TARGET_RATIO}`);
      process.exitCode = 1;
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    agent.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
