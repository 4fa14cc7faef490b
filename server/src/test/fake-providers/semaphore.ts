import type { ServerResponse } from 'node:http';
import { clone, type Json, payload, send } from './common.ts';

const semaphoreSent = (payload('semaphore/send.response.community-sdk-readme.json') as Json[])[0]!;
const semaphoreBadKey = payload('semaphore/error-validation-200.community-test.json');
/** The parameters Semaphore documents for sending (`/messages`, `/priority`), and `/otp`'s own `code`. */
const semaphoreFields = ['apikey', 'number', 'message', 'sendername'];
const semaphoreOtpFields = [...semaphoreFields, 'code'];

/** A Semaphore account: the messages it was given. */
export function fakeSemaphore() {
  return {
    /** What was sent: the route (`messages`, `otp`, `priority`) and the form's fields. */
    messages: [] as { route: string; fields: Record<string, string> }[],
    /** What Semaphore answered as sent and drops, as it documents: a message starting with TEST. */
    ignored: [] as { route: string; fields: Record<string, string> }[],
  };
}

export type FakeSemaphore = ReturnType<typeof fakeSemaphore>;

/** Semaphore's sending API: `/api/v4/messages`, `/otp` and `/priority`, each a form. */
export function handleSemaphore(
  semaphore: FakeSemaphore,
  options: { semaphoreApiKey?: string },
  path: string,
  body: string,
  res: ServerResponse,
) {
  const route = path.match(/^\/api\/v4\/(messages|otp|priority)$/)?.[1];
  if (!route) return send(res, 404, { error: 'Not found' });
  const fields = Object.fromEntries(new URLSearchParams(body));
  // Semaphore answers a bad key with 200 and a validation object, not a list of messages
  if (options.semaphoreApiKey && fields.apikey !== options.semaphoreApiKey)
    return send(res, 200, semaphoreBadKey);
  // the documented parameters only, the required ones present, in the same validation object (its
  // words for a missing or an unknown parameter are not documented: these are the stand-in's own)
  const allowed = route === 'otp' ? semaphoreOtpFields : semaphoreFields;
  const refused: Record<string, string[]> = {};
  for (const name of Object.keys(fields))
    if (!allowed.includes(name)) refused[name] = [`The ${name} field is not allowed.`];
  for (const name of ['apikey', 'number', 'message'])
    if (!fields[name]?.trim()) refused[name] = [`The ${name} field is required.`];
  const numbers = (fields.number ?? '').split(',');
  if (numbers.length > 1000) refused.number = ['The number field may not have more than 1000 numbers.'];
  if (Object.keys(refused).length > 0) return send(res, 200, refused);
  // "Please do not start your message with the word TEST. These messages are silently ignored and will
  // not be sent": answered as any other, and never delivered
  if (/^test\b/i.test(fields.message!.trim())) {
    semaphore.ignored.push({ route, fields });
  } else {
    semaphore.messages.push({ route, fields });
  }
  const answered = semaphore.messages.length + semaphore.ignored.length;
  const code = route === 'otp' ? (fields.code ?? String(100000 + answered)) : undefined;
  const message = (fields.message ?? '').replace('{otp}', code ?? '{otp}');
  const sent = {
    ...clone(semaphoreSent),
    message_id: answered,
    recipient: `63${(fields.number ?? '').slice(1)}`,
    message,
    sender_name: fields.sendername ?? 'SEMAPHORE',
    status: 'Pending',
    ...(code && { code: Number(code) }),
  };
  return send(res, 200, [sent]);
}
