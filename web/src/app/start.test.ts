import { describe, expect, it } from 'vitest';
import { routerReady } from './start';

type State = { initialized: boolean };

/** A router that tells its subscribers of each new state, as React Router's does. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: State) => void>();
  const router = {
    state: { initialized } as State,
    subscribe(listener: (state: State) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(state: State) {
      router.state = state;
      for (const listener of [...listeners]) listener(state);
    },
    listeners,
  };
  return router;
}

describe('routerReady', () => {
  it('resolves at once when the first page needs no code to load', async () => {
    await expect(routerReady(fakeRouter(true) as never)).resolves.toBeUndefined();
  });

  it('waits until the code of the page opened has loaded, then stops listening', async () => {
    const router = fakeRouter(false);
    let ready = false;
    const waiting = routerReady(router as never).then(() => (ready = true));
    router.set({ initialized: false });
    await Promise.resolve();
    expect(ready).toBe(false);
    router.set({ initialized: true });
    await waiting;
    expect(ready).toBe(true);
    expect(router.listeners.size).toBe(0);
  });
});
