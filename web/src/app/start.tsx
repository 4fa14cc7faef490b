import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { setDrawingFirstScreen } from '@/lib/first-screen';
import { nextTask } from '@/lib/next-task';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { seedFromPage } from './first-paint';
import { createAppRouter } from './router';

/**
 * Applies the stylesheets the entry held back, as the first screen's elements replace the server's header:
 * its layout effect runs in the same task as that change, before any other (it renders first), so the
 * browser styles the new elements once, with the stylesheet, and never restyles the header with it. That
 * commit ends the first screen (`lib/first-screen`).
 */
function HeldStylesheets({ apply }: { apply: () => void }) {
  useLayoutEffect(() => {
    apply();
    setDrawingFirstScreen(false);
  }, [apply]);
  return null;
}

// start-up runs in steps of its own (the page's data, the routes, then the first screen), so a slow phone
// never sits in one long task; a transition lets React draw the first screen in slices too. A creator page
// shows the server's header until the app's own replaces it (decision 0035), drawn once the stylesheets the
// entry held back have loaded.
export async function start(container: HTMLElement, stylesheets: Promise<() => void>) {
  // the app's modules were evaluated in this task
  await nextTask();
  const applyStylesheets = await stylesheets;
  const queryClient = createQueryClient();
  seedFromPage(queryClient);
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  setDrawingFirstScreen(true);
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <HeldStylesheets apply={applyStylesheets} />
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}
