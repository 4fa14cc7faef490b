import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { setDrawingFirstScreen } from '@/lib/first-screen';
import { initialLanguage, showLanguage } from '@/lib/i18n';
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

/**
 * Resolves once the router has what the first page needs: the code of a page loaded when first opened (a
 * post's own page, a creator's other tabs) arrives after the app's own.
 */
export function routerReady(router: Pick<ReturnType<typeof createAppRouter>, 'state' | 'subscribe'>) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// start-up runs in steps of its own (the routes, the page's data, then the first screen), so a slow phone
// never sits in one long task; a transition lets React draw the first screen in slices too. A creator page
// shows the server's header until the app's own replaces it (decision 0035), drawn once the stylesheets the
// entry held back and the code of the page opened have loaded; the router is made first, so that code is
// asked for while the stylesheets load. A page the server sent nothing to show for draws the app's loader
// meanwhile.
export async function start(container: HTMLElement, stylesheets: Promise<() => void>) {
  // the app's modules were evaluated in this task
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const queryClient = createQueryClient();
  seedFromPage(queryClient);
  const shown = container.firstElementChild !== null;
  // a Filipino reader's catalogue loads meanwhile; an English reader's is in the app's code already
  const [applyStylesheets] = await Promise.all([
    stylesheets,
    shown && routerReady(router),
    showLanguage(initialLanguage()),
  ]);
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
