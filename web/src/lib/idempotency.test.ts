import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { withIdempotencyKey } from './idempotency';

const failure = (status: number) =>
  new ApiError({ status, exception: 'X', message_key: 'invalidData', message: 'failed' });

let calls = 0;
/** A call name no other test uses, so each test starts with no unanswered submission. */
const newCall = () => `test-call-${++calls}`;

/** Sends `input` as `call` and reports the key it was given, whatever the outcome. */
async function keyOf(call: string, input: unknown, outcome?: ApiError) {
  let sent = '';
  await withIdempotencyKey(call, input, async (key) => {
    sent = key;
    if (outcome) throw outcome;
  }).catch(() => undefined);
  return sent;
}

describe('idempotency keys of money calls', () => {
  it('are random UUIDs, one per submission', async () => {
    const call = newCall();
    const first = await keyOf(call, { amount: '100' });
    const second = await keyOf(call, { amount: '100' });
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // the first was answered: sending again is a new submission
    expect(second).not.toBe(first);
  });

  it.each([
    ['a lost connection', failure(0)],
    ['a server error', failure(503)],
    ['a request still running', failure(409)],
    ['a rate limit', failure(429)],
  ])('are sent again on a retry after %s', async (_name, outcome) => {
    const call = newCall();
    const first = await keyOf(call, { amount: '100' }, outcome);
    expect(await keyOf(call, { amount: '100' })).toBe(first);
  });

  it('are shared by a double submission sent at once', async () => {
    const call = newCall();
    const [a, b] = await Promise.all([keyOf(call, { amount: '100' }), keyOf(call, { amount: '100' })]);
    expect(a).toBe(b);
  });

  it('start afresh after a refusal, or for another input or call', async () => {
    const call = newCall();
    const refused = await keyOf(call, { amount: '5' }, failure(422));
    expect(await keyOf(call, { amount: '5' })).not.toBe(refused);
    const lost = await keyOf(call, { amount: '100' }, failure(0));
    expect(await keyOf(call, { amount: '200' })).not.toBe(lost);
    expect(await keyOf(newCall(), { amount: '100' })).not.toBe(lost);
  });
});
