import { describe, expect, it } from 'vitest';
import type { ReactionTotals } from '@pixel/contract';
import { withReaction } from './react';

const base: ReactionTotals = {
  heart_count: 2,
  laugh_count: 0,
  support_count: 1,
  sad_count: 0,
  angry_count: 0,
  all_count: 3,
  details: { id: 1 },
};

describe('withReaction', () => {
  it('moves the count from the old reaction to the new one', () => {
    expect(withReaction(base, 2)).toMatchObject({
      heart_count: 1,
      laugh_count: 1,
      all_count: 3,
      details: { id: 2 },
    });
  });

  it('takes the reaction away, and adds one where there was none', () => {
    const removed = withReaction(base, null);
    expect(removed).toMatchObject({ heart_count: 1, all_count: 2, details: { id: null } });
    expect(withReaction(removed, 5)).toMatchObject({ angry_count: 1, all_count: 3, details: { id: 5 } });
  });

  it('never counts below 0', () => {
    expect(withReaction({ ...base, heart_count: 0, all_count: 1 }, 3)).toMatchObject({
      heart_count: 0,
      support_count: 2,
      all_count: 2,
    });
  });
});
