import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

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

// a transition lets React draw the first screen in slices, so a slow phone stays responsive to taps
// meanwhile; a creator page shows the server's header until the app's own replaces it (decision 0035)
void applyStylesheets().then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
