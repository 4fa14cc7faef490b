/** A mail or SMS the server has "sent" in development, as listed by GET /dev/outbox.json (newest first). */
export type OutboxMessage = {
  id: string;
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
};

export async function readOutbox(baseUrl: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}/dev/outbox.json`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`GET /dev/outbox.json answered ${response.status}`);
  const body = (await response.json()) as { data: OutboxMessage[] };
  return body.data;
}

/**
 * The newest mail to `to` (and with `subject`, when given). Mail may be sent in the background, so this asks
 * again until it arrives or `timeoutMs` has passed.
 */
export async function latestMailTo(
  baseUrl: string,
  to: string,
  { subject, timeoutMs = 15_000 }: { subject?: string; timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  const wanted = (message: OutboxMessage) =>
    message.channel === 'mail' &&
    message.to.toLowerCase() === to.toLowerCase() &&
    (subject === undefined || message.subject === subject);
  let seen: OutboxMessage[] = [];
  for (;;) {
    seen = await readOutbox(baseUrl);
    const found = seen.find(wanted);
    if (found) return found;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const listed = seen.map((m) => `  ${m.channel} to ${m.to}: ${m.subject ?? '(no subject)'}`).join('\n');
  throw new Error(
    `no mail to ${to}${subject ? ` with subject '${subject}'` : ''} within ${timeoutMs / 1000} s; ` +
      `the outbox holds:\n${listed || '  nothing'}`,
  );
}

/** The first link in a mail body that starts with `prefix`. */
export function linkIn(message: OutboxMessage, prefix: string): string {
  const link = message.body.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link)
    throw new Error(`no link starting with ${prefix} in the mail '${message.subject}':\n${message.body}`);
  return link;
}

/**
 * The code of the newest SMS to a number ending in `lastDigits`; with `after` (an earlier message's id),
 * waits for a newer one than that.
 */
export async function latestSmsCode(
  baseUrl: string,
  lastDigits: string,
  { after, timeoutMs = 15_000 }: { after?: string; timeoutMs?: number } = {},
): Promise<{ id: string; code: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // newest first
    const newest = (await readOutbox(baseUrl)).find(
      (message) => message.channel === 'sms' && message.to.replace(/\D/g, '').endsWith(lastDigits),
    );
    const code = newest?.body.match(/\b\d{6}\b/)?.[0];
    if (newest && code && newest.id !== after) return { id: newest.id, code };
    if (Date.now() > deadline)
      throw new Error(`no new SMS code to …${lastDigits} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
