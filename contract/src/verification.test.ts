import { describe, expect, it } from 'vitest';
import { identityRequiredMessages } from './verification.ts';

describe("a rejected verification's message", () => {
  it('ends its sentence with one full stop, whether or not support ended the reason with one', () => {
    const said = 'We could not verify your identity: The selfie is too dark.';
    const next = ' Please send your details again to withdraw.';
    expect(identityRequiredMessages.rejected('The selfie is too dark.')).toBe(said + next);
    expect(identityRequiredMessages.rejected('The selfie is too dark')).toBe(said + next);
    expect(identityRequiredMessages.rejected('The selfie is too dark.\n')).toBe(said + next);
  });

  it('says so without a reason', () => {
    expect(identityRequiredMessages.rejected(null)).toBe(
      'We could not verify your identity. Please send your details again to withdraw.',
    );
  });
});
