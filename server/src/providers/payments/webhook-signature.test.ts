import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isFresh, SIGNATURE_MAX_AGE_SECONDS, SIGNATURE_TOLERANCE_SECONDS } from './webhook-signature.ts';

const apiDoc = fs
  .readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8')
  .replace(/\s+/g, ' ');

describe('the timestamp window of a webhook signature', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  const at = (secondsFromNow: number) => String(now.getTime() / 1000 + secondsFromNow);

  it('takes a signature up to three days old and five minutes ahead, nothing outside', () => {
    expect(isFresh(at(-SIGNATURE_MAX_AGE_SECONDS), now)).toBe(true);
    expect(isFresh(at(-SIGNATURE_MAX_AGE_SECONDS - 1), now)).toBe(false);
    expect(isFresh(at(SIGNATURE_TOLERANCE_SECONDS), now)).toBe(true);
    expect(isFresh(at(SIGNATURE_TOLERANCE_SECONDS + 1), now)).toBe(false);
  });

  it('is the window docs/api.md states', () => {
    expect(apiDoc).toContain(`up to ${SIGNATURE_MAX_AGE_SECONDS} seconds (three days) old`);
    expect(apiDoc).toContain(`at most ${SIGNATURE_TOLERANCE_SECONDS} seconds ahead of the server's clock`);
    expect(apiDoc).not.toMatch(/\d+-second tolerance/);
  });
});
