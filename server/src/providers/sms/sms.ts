import type { Db } from '../../db/client.ts';
import { storeInOutbox } from '../outbox.ts';

export interface SmsSender {
  /** `to` is a Philippine mobile number in +63 form. */
  send(message: { to: string; text: string }): Promise<void>;
}

export function createOutboxSms(db: Db): SmsSender {
  return {
    send: ({ to, text }) => storeInOutbox(db, { channel: 'sms', to, subject: null, body: text }),
  };
}
