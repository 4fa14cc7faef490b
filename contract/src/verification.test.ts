import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { write } from './said.ts';
import { identityRequiredSaid } from './verification.ts';

const inEnglish = (reason: string | null) =>
  write(identityRequiredSaid({ state: 'rejected', reason, renewal: false }), {
    texts: en.messages,
    fields: en.fields,
  });

describe("a rejected verification's message", () => {
  it('ends its sentence with one full stop, whether or not support ended the reason with one', () => {
    const said = 'We could not verify your identity: The selfie is too dark.';
    const next = ' Please send your details again to withdraw.';
    expect(inEnglish('The selfie is too dark.')).toBe(said + next);
    expect(inEnglish('The selfie is too dark')).toBe(said + next);
    expect(inEnglish('The selfie is too dark.\n')).toBe(said + next);
  });

  it('says so without a reason', () => {
    expect(inEnglish(null)).toBe(
      'We could not verify your identity. Please send your details again to withdraw.',
    );
  });
});
