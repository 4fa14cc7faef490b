/**
 * Mail through the job queue on PostgreSQL, to a local SMTP server that takes everything, against a bare
 * loop sending the same mails to the same server with the same SMTP client, as many at a time as the queue
 * has in hand on one instance (so the figure is the queue's own cost, not what sending side by side gains).
 * The queue
 * is given its mails before its workers start, as a backlog a rolling restart leaves (decision 0130); the
 * ratio of the bare loop's time to the queue's is the figure (target ≥ 0.5). The two take turns, and the
 * median of each is compared.
 *
 *   npm run bench:mail     (BENCH_MAILS, BENCH_ROUNDS, BENCH_DATABASE_URL to tune)
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../server/src/db/client.ts';
import { createSmtpMailer, type MailMessage } from '../server/src/providers/mail/mailer.ts';
import { createJobQueue, queueDefinitions } from '../server/src/jobs/queue.ts';
import { createScratchDatabase } from '../server/src/test/scratch-database.ts';

const MAILS = Number(process.env.BENCH_MAILS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// the queue's mail pace on one instance, two workers of ten (decision 0130): the loop sends as many at once
const { workers, batchSize } = queueDefinitions['send-mail'].pace!;
const SIDE_BY_SIDE = workers * batchSize;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** An SMTP server on a free port that accepts every mail and counts them. */
async function startSink() {
  let received = 0;
  let waiting: { count: number; resolve: () => void } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // no name lookup of each connection's address: this machine may have no resolver to ask
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        if (waiting && received >= waiting.count) waiting.resolve();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Resolves once `count` more mails than now have arrived. */
    more(count: number) {
      const target = received + count;
      return new Promise<void>((resolve) => {
        if (received >= target) return resolve();
        waiting = { count: target, resolve };
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mails = (round: number): MailMessage[] =>
  Array.from({ length: MAILS }, (_, i) => ({
    to: `follower-${round}-${i}@bench.ph`,
    subject: 'Maria Santos posted a new Snap',
    text: 'Hi,\n\nMaria Santos posted a new Snap on PIXEL. See it at http://127.0.0.1/mariasantos\n',
  }));

const sink = await startSink();
const scratch = await createScratchDatabase(ADMIN_URL, { prefix: 'pixel_bench_mail' });
const database = await openDatabase({ url: scratch.url, dataDir: null });
const mailer = createSmtpMailer({ url: sink.url, from: 'PIXEL <no-reply@pixel.ph>' });

try {
  // warm both: the SMTP client loads with its first mail, the queue makes its tables
  await mailer.send(mails(-1)[0]!);
  const queueTimes: number[] = [];
  const bareTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bareStart = performance.now();
    const bare = mails(round);
    for (let i = 0; i < bare.length; i += SIDE_BY_SIDE) {
      await Promise.all(bare.slice(i, i + SIDE_BY_SIDE).map((mail) => mailer.send(mail)));
    }
    bareTimes.push(performance.now() - bareStart);

    const jobs = createJobQueue({
      target: database.queueTarget,
      db: database.db,
      log: quiet,
      background: true,
    });
    await jobs.start();
    jobs.handle('send-mail', (message) => mailer.send(message));
    await jobs.sendMany('send-mail', mails(round + ROUNDS));
    const arrived = sink.more(MAILS);
    const queueStart = performance.now();
    await jobs.work();
    await arrived;
    queueTimes.push(performance.now() - queueStart);
    await jobs.stop();
  }
  const queue = median(queueTimes);
  const loop = median(bareTimes);
  const ratio = loop / queue;
  console.log(
    `bench:mail summary, PostgreSQL | ${MAILS} mails queued before the workers start | queue ${Math.round(queue)} ms ` +
      `(${Math.round((MAILS / queue) * 1000)} mails/s) | bare loop to the same SMTP server ${Math.round(loop)} ms ` +
      `(${Math.round((MAILS / loop) * 1000)} mails/s, ${SIDE_BY_SIDE} at a time) | ratio ${ratio.toFixed(2)} (target ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'}) | median of ${ROUNDS}, taking turns`,
  );
} finally {
  await database.close();
  await scratch.drop();
  await sink.close();
}
