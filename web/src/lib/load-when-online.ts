import { textsReady } from './i18n';

/**
 * Code that loads when first used (a page, a tab, a modal) and the network that may be gone when it is asked
 * for: a failed load waits for the connection and tries again, so the page on screen stays as it was and
 * what was opened arrives by itself, instead of an error that only a reload mends.
 */

type Listener = () => void;

const listeners = new Set<Listener>();
let waiting = 0;

const notify = () => {
  for (const listener of listeners) listener();
};

/** Whether the browser says it is offline (`navigator.onLine` is only ever sure when it says false). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Whether some code is waiting for the network to come back. */
export const isWaitingForNetwork = () => waiting > 0;

/** Calls `listener` when the browser goes offline or online, or a load starts or stops waiting. */
export function subscribeToConnection(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('online', notify);
    window.addEventListener('offline', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', notify);
      window.removeEventListener('offline', notify);
    }
  };
}

/** Resolves on the browser's next `online` event, or after `ms` (a network can fail while it says online). */
function onlineOrAfter(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * A failed fetch of a script: Chromium says "Failed to fetch dynamically imported module", Firefox "error
 * loading dynamically imported module", Safari "Importing a module script failed"; the bundler's preload of
 * a chunk's stylesheet "Unable to preload CSS".
 */
export const isLoadFailure = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|module script failed|Unable to preload|Failed to fetch|NetworkError|Load failed/i.test(
    error.message,
  );

/** Tries while online before giving up: a chunk that is really gone (a newer build) is an error to show. */
const ONLINE_ATTEMPTS = 3;

/**
 * Runs `load`, then waits for the texts its code registered (lib/i18n); when it fails for want of the network, waits until the browser is back online (or a few
 * seconds, while it claims to be online) and runs it again. Offline it waits as long as it takes; online it
 * gives up after a few tries and throws the last error, for the error screen to show.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  let onlineFailures = 0;
  for (;;) {
    try {
      const loaded = await load();
      // and the texts it brought, in the reader's language
      await textsReady();
      return loaded;
    } catch (error) {
      if (!isLoadFailure(error)) throw error;
      if (!isOffline() && ++onlineFailures >= ONLINE_ATTEMPTS) throw error;
      waiting++;
      notify();
      try {
        await onlineOrAfter(isOffline() ? 30_000 : 1_000 * 2 ** onlineFailures);
      } finally {
        waiting--;
        notify();
      }
    }
  }
}
