import { describe, expect, it } from 'vitest';
import * as contract from '@pixel/contract';
import { reactionIconPath, reactionKinds, reactionLongPressMs } from './reaction-kinds';

describe('the reactions the web app draws', () => {
  it('are the contract’s, with its hold and its icon addresses', () => {
    expect(reactionKinds).toEqual(contract.reactionKinds);
    expect(reactionLongPressMs).toBe(contract.reactionLongPressMs);
    for (const kind of contract.reactionKinds) {
      expect(reactionIconPath(kind.key)).toBe(contract.reactionIconPath(kind.key));
    }
  });
});
