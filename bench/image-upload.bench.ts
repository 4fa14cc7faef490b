/**
 * Photos per second through the upload pipeline: a 12-megapixel JPEG posted to `POST /v1/images/upload`
 * on the running server (decoded, re-encoded at most 2000 wide, WH100, WH500 and the blurred preview made,
 * all stored and recorded), against a bare sharp resize of the same file to 2000 wide in a process of its
 * own (`upload-baseline.ts`), the two taking turns in rounds of the same count and concurrency.
 *
 *   npm run bench:upload     (BENCH_UPLOADS, BENCH_ROUNDS, BENCH_CONCURRENCY, BENCH_ACCOUNTS to tune)
 */
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { stop } from './children.ts';
import type { BaselineAnswer, BaselineRound } from './upload-baseline.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
// an account has one image decoded at a time (decision 0070): each stream uploads as a person of its own
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? CONCURRENCY);
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

/** Runs `work` `count` times with at most CONCURRENCY in flight; returns the seconds it took. */
async function drive(count: number, work: (stream: number) => Promise<void>) {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, stream) => {
      while (next < count) {
        next++;
        await work(stream);
      }
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** The baseline's process: started as the server is, it answers each round with the seconds it took. */
async function startBaseline(photoFile: string) {
  const child = fork(path.join(root, 'bench', 'upload-baseline.ts'), [photoFile], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // the round waiting for its answer; a process that ends fails it rather than leave the bench waiting
  let waiting: { resolve(answer: BaselineAnswer): void; reject(error: Error): void } | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      reject(error);
      waiting?.reject(error);
    };
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`the baseline's process ended (${code})`)));
    child.on('message', (message: BaselineAnswer | { ready: true }) => {
      if ('ready' in message) resolve();
      else waiting?.resolve(message);
    });
  });
  await ready;
  return {
    child,
    round: (count: number) =>
      new Promise<BaselineAnswer>((resolve, reject) => {
        waiting = { resolve, reject };
        child.send({ count, concurrency: CONCURRENCY } satisfies BaselineRound);
      }),
  };
}

/**
 * Processor seconds a process has spent, all its threads (Linux's /proc, in clock ticks of 1/100 s); null
 * where there is no /proc.
 */
async function cpuSecondsOf(pid: number | undefined) {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, the 14th and 15th fields of the line (11th and 12th after the name)
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** `total` split into `parts` counts as even as can be. */
const split = (total: number, parts: number) =>
  Array.from(
    { length: parts },
    (_, i) => Math.floor((total * (i + 1)) / parts) - Math.floor((total * i) / parts),
  );

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

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
  if (!(ROUNDS >= 1 && ROUNDS <= UPLOADS && ACCOUNTS >= 1 && ACCOUNTS <= CONCURRENCY)) {
    throw new Error('BENCH_ROUNDS must be 1 to BENCH_UPLOADS, BENCH_ACCOUNTS 1 to BENCH_CONCURRENCY');
  }
  const load = os.loadavg()[0]!;
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
  let baseline: Awaited<ReturnType<typeof startBaseline>> | null = null;
  try {
    const [photo] = await Promise.all([twelveMegapixelJpeg(), waitForHealth()]);
    const photoFile = path.join(dataDir, 'photo.jpg');
    await fs.writeFile(photoFile, photo);
    baseline = await startBaseline(photoFile);
    const cookies: string[] = [];
    for (let i = 0; i < ACCOUNTS; i++) cookies.push(await signIn());
    const boundary = `----pixelbench${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headersOf = (stream: number) => ({
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: cookies[stream % ACCOUNTS]!,
    });

    const failures: string[] = [];
    const stored: { filename: string; cookie: string }[] = [];
    const uploadOnce = async (stream: number) => {
      const headers = headersOf(stream);
      const response = await postUpload(body, headers);
      if (response.status !== 200) failures.push(`${response.status} ${response.body.slice(0, 200)}`);
      else {
        const { filename } = (JSON.parse(response.body) as { data: { filename: string } }).data;
        stored.push({ filename, cookie: headers.cookie });
      }
    };

    // both warm up (the server loads sharp with its first image), then they take turns: B P, P B, B P, …,
    // so a change in the machine's load while the bench runs falls on both sides alike
    const baselineWidths = [(await baseline.round(WARMUP)).width];
    await drive(WARMUP, uploadOnce);
    const rounds: {
      count: number;
      baselineSeconds: number;
      productSeconds: number;
      baselineCpu: number;
      serverCpu: number | null;
    }[] = [];
    for (const [i, count] of split(UPLOADS, ROUNDS).entries()) {
      const round = {
        count,
        baselineSeconds: 0,
        productSeconds: 0,
        baselineCpu: 0,
        serverCpu: 0 as number | null,
      };
      const sides = [
        async () => {
          const answer = await baseline!.round(count);
          baselineWidths.push(answer.width);
          round.baselineSeconds = answer.seconds;
          round.baselineCpu = answer.cpuSeconds;
        },
        async () => {
          const cpu = await cpuSecondsOf(server.pid);
          round.productSeconds = await drive(count, uploadOnce);
          const after = await cpuSecondsOf(server.pid);
          round.serverCpu = cpu === null || after === null ? null : after - cpu;
        },
      ];
      if (i % 2) sides.reverse();
      for (const side of sides) await side();
      rounds.push(round);
    }

    // what was stored is what the API promised: a JPEG at most 2000 wide
    const sample = stored.at(-1);
    const file = sample
      ? // an upload no post has taken yet is its uploader's only
        await fetch(`${BASE}/media/${sample.filename}`, { headers: { cookie: sample.cookie } })
      : null;
    const kept = file?.ok ? await sharp(Buffer.from(await file.arrayBuffer())).metadata() : null;

    const sum = (pick: (round: (typeof rounds)[number]) => number) =>
      rounds.reduce((total, round) => total + pick(round), 0);
    const photosPerSecond = UPLOADS / sum((round) => round.productSeconds);
    const resizesPerSecond = UPLOADS / sum((round) => round.baselineSeconds);
    const ratio = photosPerSecond / resizesPerSecond;
    // the same count on both sides of a round: its ratio is the baseline's time over the product's
    const roundRatios = rounds.map((round) => round.baselineSeconds / round.productSeconds);
    // processor time a photo, all threads: the server's process against the baseline's
    const serverCpuMs = rounds.every((round) => round.serverCpu !== null)
      ? (1000 * sum((round) => round.serverCpu!)) / UPLOADS
      : null;
    const baselineCpuMs = (1000 * sum((round) => round.baselineCpu)) / UPLOADS;
    const met = ratio >= TARGET_RATIO;
    const result = {
      uploads: UPLOADS,
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
      accounts: ACCOUNTS,
      image: { width: WIDTH, height: HEIGHT, bytes: photo.length },
      photos_per_second: Number(photosPerSecond.toFixed(2)),
      baseline_resizes_per_second: Number(resizesPerSecond.toFixed(2)),
      ratio_to_bare_resize: Number(ratio.toFixed(3)),
      round_ratios: roundRatios.map((r) => Number(r.toFixed(3))),
      median_round_ratio: Number(median(roundRatios).toFixed(3)),
      per_round: rounds.map((round) => ({
        count: round.count,
        baseline_seconds: Number(round.baselineSeconds.toFixed(3)),
        product_seconds: Number(round.productSeconds.toFixed(3)),
        baseline_cpu_seconds: Number(round.baselineCpu.toFixed(3)),
        server_cpu_seconds: round.serverCpu === null ? null : Number(round.serverCpu.toFixed(2)),
      })),
      server_cpu_ms_per_photo: serverCpuMs === null ? null : Math.round(serverCpuMs),
      baseline_cpu_ms_per_resize: Math.round(baselineCpuMs),
      target_ratio: TARGET_RATIO,
      target_met: met,
      failed_uploads: failures.length,
      failures: failures.slice(0, 3),
      stored: kept && { format: kept.format, width: kept.width, height: kept.height },
      baseline_width: Math.max(...baselineWidths),
      cpus: os.cpus().length,
      load_average_at_start: Number(load.toFixed(2)),
    };
    const fixed = (n: number) => n.toFixed(2);
    console.log(
      `bench:upload ${UPLOADS} photos of ${WIDTH}x${HEIGHT} a side, ${ROUNDS} rounds taking turns, concurrency ${CONCURRENCY} (${ACCOUNTS} account${ACCOUNTS === 1 ? '' : 's'}) | ` +
        `${fixed(photosPerSecond)} photos/s through the API, bare sharp resize in a process of its own ${fixed(resizesPerSecond)}/s | ` +
        `ratio ${ratio.toFixed(3)} (rounds ${Math.min(...roundRatios).toFixed(2)}–${Math.max(...roundRatios).toFixed(2)}, median ${median(roundRatios).toFixed(3)}; target ≥ ${TARGET_RATIO}: ${met ? 'met' : 'missed'}) | ` +
        `processor time a photo: server ${serverCpuMs === null ? 'unknown' : `${Math.round(serverCpuMs)} ms`}, baseline ${Math.round(baselineCpuMs)} ms | ` +
        `failed ${failures.length} | load average ${load.toFixed(2)} at start, ${os.cpus().length} cores`,
    );
    await fs.mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await fs.writeFile(
      path.join(root, 'bench', 'results', 'image-upload.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    if (failures.length > 0 || kept?.format !== 'jpeg' || (kept.width ?? 0) > 2000) {
      console.error('some uploads failed or what was stored is not what the API promises');
      process.exitCode = 1;
    } else if (result.baseline_width !== 2000) {
      console.error('the baseline did not make what it should');
      process.exitCode = 1;
    } else if (!met) {
      process.exitCode = 1;
    }
  } finally {
    if (baseline?.child.connected) baseline.child.disconnect();
    await Promise.all([stop(server), baseline && stop(baseline.child)]);
    agent.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
