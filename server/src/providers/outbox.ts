import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';

export type OutboxChannel = 'mail' | 'sms';

/** Stores a message instead of sending it: the default in development, and what /dev/outbox shows. */
export async function storeInOutbox(
  db: Db,
  message: { channel: OutboxChannel; to: string; subject: string | null; body: string },
) {
  await db.insert(outboxMessages).values(message);
}
