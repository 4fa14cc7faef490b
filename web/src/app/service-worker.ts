/** The longest the registration waits for an idle moment once the page has loaded. */
const idleWaitMs = 5000;

/**
 * Registers the service worker (`/sw.js`, built by build/service-worker.ts; decision 0113) once the page has
 * loaded, the app has started and the main thread is idle: its install fetches the app's shell, which must
 * share neither the phone's bandwidth nor its main thread with the first screen and the app's start. The
 * development server has no worker.
 */
export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    // without a worker the app works as before, only not offline
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(register, { timeout: idleWaitMs })
      : setTimeout(register, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
