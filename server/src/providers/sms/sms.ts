import type { Db, Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { storeInOutbox } from '../outbox.ts';
import { ProviderUnavailableError } from '../payments/payment-provider.ts';
import { lateFetch } from '../../lib/first-use.ts';

export interface SmsMessage {
  /** A Philippine mobile number in +63 form. */
  to: string;
  text: string;
  /** The one-time code `text` carries, for a gateway with a route of its own for codes. */
  code?: string;
}

export interface SmsSender {
  /** With `tx`, sent exactly when that commits. */
  send(message: SmsMessage, options?: { tx?: Tx }): Promise<void>;
}

/**
 * SMS as a job, delivered by a worker with retries (see createQueuedMailer). A code is what a person is
 * waiting for: it goes before every other SMS waiting.
 */
export function createQueuedSms(jobs: Pick<JobQueue, 'send'>): SmsSender {
  return {
    send: (message, options = {}) =>
      jobs.send('send-sms', message, { ...options, urgent: message.code !== undefined }),
  };
}

export function createOutboxSms(db: Db): SmsSender {
  return {
    send: ({ to, text }) => storeInOutbox(db, { channel: 'sms', to, subject: null, body: text }),
  };
}

export const SEMAPHORE_API_URL = 'https://api.semaphore.co';

/**
 * Semaphore (Philippine SMS gateway). It answers a list of queued messages; anything else, or a message
 * it marks Failed at once, is a failure the caller reports as the SMS service being unavailable. A code
 * goes through its OTP route (priority delivery, not queued behind bulk messages), with our own code in
 * place of its `{otp}`: Semaphore never chooses or checks the code.
 */
export function createSemaphoreSms(options: {
  apiKey: string;
  /** A sender name registered with Semaphore; Semaphore's own when left out. */
  senderName?: string | null;
  /** Semaphore's API address; another one for a local stand-in in tests. */
  apiUrl?: string;
  fetch?: typeof fetch;
}): SmsSender {
  const doFetch = options.fetch ?? lateFetch;
  const api = (options.apiUrl ?? SEMAPHORE_API_URL).replace(/\/+$/, '');
  return {
    async send({ to, text, code }) {
      const digits = to.replace(/\D/g, '').slice(-10);
      const otp = code !== undefined && text.includes(code);
      const body = new URLSearchParams({
        apikey: options.apiKey,
        // Semaphore takes local numbers: 09XXXXXXXXX
        number: `0${digits}`,
        message: otp ? text.replace(code, '{otp}') : text,
        ...(otp && { code }),
        ...(options.senderName && { sendername: options.senderName }),
      });
      let response: Response;
      try {
        response = await doFetch(`${api}/api/v4/${otp ? 'otp' : 'messages'}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: body.toString(),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        throw new ProviderUnavailableError(`Semaphore did not answer: ${String(err)}`);
      }
      if (!response.ok) throw new ProviderUnavailableError(`Semaphore answered ${response.status}`);
      const json = (await response.json().catch(() => null)) as unknown;
      const first = Array.isArray(json) ? (json[0] as { message_id?: unknown; status?: unknown }) : null;
      if (!first || first.message_id === undefined) {
        throw new ProviderUnavailableError('Semaphore did not queue the message');
      }
      if (first.status === 'Failed' || first.status === 'Refunded') {
        throw new ProviderUnavailableError(`Semaphore marked the message ${String(first.status)}`);
      }
    },
  };
}
