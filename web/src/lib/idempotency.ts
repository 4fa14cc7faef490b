import { isApiError } from './api-client';

// randomUUID exists only on secure pages (https, localhost); a phone trying the app over the local
// network gets the same kind of key from getRandomValues
const newKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A failure the server may not have finished (or never got): the retry must carry the same key. */
const mayRetry = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status >= 500 || [409, 429].includes(error.status);

// the key of each submission not yet answered, by call and input; kept for the page's life, outside any
// component, because the modal that sent it may close and open again (an error dialog shows over it)
const unanswered = new Map<string, string>();

/**
 * Sends a money call with an Idempotency-Key: a submission gets a fresh key, and a retry of the same
 * submission (same call and input, after a lost connection, a 5xx or a 409) sends the same key again,
 * so the server answers it without moving money twice. A success or a refusal ends the submission.
 */
export async function withIdempotencyKey<T>(
  call: string,
  input: unknown,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const submission = `${call} ${JSON.stringify(input)}`;
  const key = unanswered.get(submission) ?? newKey();
  unanswered.set(submission, key);
  const settle = () => {
    if (unanswered.get(submission) === key) unanswered.delete(submission);
  };
  try {
    const result = await send(key);
    settle();
    return result;
  } catch (error) {
    if (!mayRetry(error)) settle();
    throw error;
  }
}
