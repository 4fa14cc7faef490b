import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { storeInOutbox } from '../outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createOutboxMailer(db: Db): Mailer {
  return {
    send: ({ to, subject, text }) => storeInOutbox(db, { channel: 'mail', to, subject, body: text }),
  };
}

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: options.from, to, subject, text });
    },
  };
}
