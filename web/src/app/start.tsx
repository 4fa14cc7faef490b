import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { seedFromPage } from './first-paint';
import { createAppRouter } from './router';

/**
 * A creator page's first response paints its header with its own styles and only preloads the app's
 * stylesheet (decision 0035): it is applied here, and the app draws once it has loaded.
 */
function applyStylesheets(): Promise<unknown> {
  const preloaded = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  return Promise.all(
    Array.from(
      preloaded,
      (link) =>
        new Promise((settled) => {
          link.addEventListener('load', settled, { once: true });
          link.addEventListener('error', settled, { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  );
}

/** Lets the browser paint and answer taps before the next step of start-up. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// start-up runs in steps of its own (the page's data, the routes, then the first screen), so a slow phone
// never sits in one long task; a transition lets React draw the first screen in slices too. A creator page
// shows the server's header until the app's own replaces it (decision 0035).
export async function start(container: HTMLElement) {
  await applyStylesheets();
  const queryClient = createQueryClient();
  seedFromPage(queryClient);
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}
