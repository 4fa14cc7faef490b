import nodemailer from 'nodemailer';
import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { storeInOutbox } from '../outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. The app's features get the queued one; the outbox and SMTP ones deliver its jobs. */
export interface Mailer {
  /** With `tx`, the mail is sent exactly when that transaction commits. */
  send(message: MailMessage, options?: { tx?: Tx }): Promise<void>;
}

/**
 * Mail as a job: the request that causes it only writes a row, and a worker delivers it with retries,
 * so a slow or failing mail server never slows or fails a request and no mail is lost.
 */
export function createQueuedMailer(jobs: Pick<JobQueue, 'send'>): Mailer {
  return { send: (message, options = {}) => jobs.send('send-mail', message, options) };
}

export function createOutboxMailer(db: Db): Mailer {
  return {
    send: ({ to, subject, text }) => storeInOutbox(db, { channel: 'mail', to, subject, body: text }),
  };
}

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  // a server that accepts and never answers fails the job (which is retried), not hangs it
  const url = new URL(options.url);
  for (const [name, ms] of [
    ['connectionTimeout', 10_000],
    ['greetingTimeout', 10_000],
    ['socketTimeout', 20_000],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: options.from, to, subject, text });
    },
  };
}
