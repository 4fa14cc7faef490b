import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newAccount } from '../test/builders.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { createSmtpMailer } from '../providers/mail/mailer.ts';

// an SMTP server that accepts connections and never says a word
let silent: Server;
const sockets: Socket[] = [];
let port = 0;
let t: TestApp;

beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as { port: number }).port;
  t = await buildTestApp({
    overrides: {
      mailer: createSmtpMailer({
        url: `smtp://127.0.0.1:${port}?connectionTimeout=500&greetingTimeout=500&socketTimeout=500`,
        from: 'PIXEL <no-reply@pixel.ph>',
      }),
    },
  });
});

afterAll(async () => {
  await t?.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const mailQueue = async () => (await t.jobs.stats()).find((queue) => queue.name === 'send-mail')!;

describe('mail sent through the job queue', () => {
  it('signs a person up although the mail server never answers, and keeps the mail to try again', async () => {
    const response = await client(t).post('/v1/auth/register', newAccount());
    expect(response.statusCode).toBe(201);
    expect(await mailQueue()).toMatchObject({ queued: 1, failed: 0 });

    // a worker's attempt fails on the silent server; the mail waits for its next try instead of being lost
    expect(await t.jobs.drain('send-mail')).toBe(1);
    expect(sockets.length).toBeGreaterThanOrEqual(1);
    expect(await mailQueue()).toMatchObject({ queued: 1, active: 0, failed: 0 });
  });
});
