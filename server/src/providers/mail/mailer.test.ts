import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './mailer.ts';

describe('the SMTP mailer', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    // a real SMTP server on loopback, so the adapter speaks the real protocol
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the mail with its sender, recipient, subject and text', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'PIXEL <no-reply@pixel.ph>' });
    await mailer.send({
      to: 'juan@example.ph',
      subject: 'Verify your email address',
      text: 'Open this link.',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@pixel.ph');
    expect(received[0]!.to).toEqual(['juan@example.ph']);
    expect(received[0]!.data).toContain('Subject: Verify your email address');
    expect(received[0]!.data).toContain('Open this link.');
  });

  it('reports a server that is not there', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'PIXEL <no-reply@pixel.ph>' });
    await expect(mailer.send({ to: 'a@b.ph', subject: 's', text: 't' })).rejects.toThrow();
  });
});
