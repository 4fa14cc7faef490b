import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db, Tx } from '../../db/client.ts';
import { mailRecipientCaps } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { storeInOutbox } from '../outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. The app's features get the queued one; the outbox and SMTP ones deliver its jobs. */
/**
 * With `tx`, a mail is sent exactly when that transaction commits; an `urgent` one (a link or a code the
 * person is waiting for) goes before every other mail waiting.
 */
export interface MailOptions {
  tx?: Tx;
  urgent?: boolean;
}

export interface Mailer {
  send(message: MailMessage, options?: MailOptions): Promise<void>;
}

/**
 * Mail as a job: the request that causes it only writes a row, and a worker delivers it with retries,
 * so a slow or failing mail server never slows or fails a request and no mail is lost.
 */
export function createQueuedMailer(jobs: Pick<JobQueue, 'send'>): Mailer {
  return { send: (message, options = {}) => jobs.send('send-mail', message, options) };
}

/**
 * How many mails that anyone can cause (a sign-up, a password reset, a new verification link) reach one
 * address in any hour: enough for a person who asks again, too few to bury an inbox (decision 0072).
 */
export const CAUSED_MAILS_PER_ADDRESS_HOUR = 5;

/** A mailer that sends only while the address is under its hour's cap. */
export interface CappedMailer {
  /** Sends (with `tx`, when it commits) unless the address had its share; answers whether it did. */
  send(message: MailMessage, options?: MailOptions): Promise<boolean>;
}

/**
 * Caps, per address, the mails a stranger can cause. The times of each address's last hour of mail are
 * one row in the database, updated in one statement under the row's lock, so the cap holds across
 * instances; in the caller's transaction, a mail that is not sent is not counted either.
 */
export function createCappedMailer(deps: {
  db: Db;
  mailer: Mailer;
  perHour: number;
  now: () => Date;
  onCapped: (capped: { subject: string; recipientHash: string }) => void;
}): CappedMailer {
  const { db, mailer, perHour } = deps;
  // the row already there; `excluded` would be the one being inserted
  const existing = sql.raw('"mail_recipient_caps"."sent_at"');
  return {
    async send(message, options = {}) {
      const recipientHash = createHash('sha256').update(message.to.trim().toLowerCase()).digest('hex');
      const now = deps.now();
      const hourAgo = new Date(now.getTime() - 3_600_000);
      const lastHour = sql`array(select s from unnest(${existing}) s where s > ${hourAgo.toISOString()}::timestamptz)`;
      const counted = await (options.tx ?? db)
        .insert(mailRecipientCaps)
        .values({ recipientHash, sentAt: [now] })
        .onConflictDoUpdate({
          target: mailRecipientCaps.recipientHash,
          set: { sentAt: sql`${lastHour} || ${now.toISOString()}::timestamptz` },
          setWhere: sql`cardinality(${lastHour}) < ${perHour}`,
        })
        .returning({ recipientHash: mailRecipientCaps.recipientHash });
      if (!counted.length) {
        deps.onCapped({ subject: message.subject, recipientHash });
        return false;
      }
      await mailer.send(message, options);
      return true;
    },
  };
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
  // nodemailer (with its transports and service list, ~5 MB of heap) loads with the first mail, not at start
  let transport: Promise<Transporter> | undefined;
  return {
    async send({ to, subject, text }) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(url.toString()),
      );
      await (await transport).sendMail({ from: options.from, to, subject, text });
    },
  };
}
