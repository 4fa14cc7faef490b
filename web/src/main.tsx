// The app's stylesheets belong to this entry, so the HTML of every page links them (a creator page holds
// them back, decision 0035); Mantine's come first, the typeface's after (app/fonts.ts).
import '@mantine/core/styles.css';
import './app/fonts.css';
import { fetchHeldStylesheets, releaseAfterFirstScreen } from './app/held-stylesheets';
import { registerServiceWorker } from './app/service-worker';
// by its path, not the feature's index: the entry stays free of the offer's React and Mantine
import { captureInstallPrompt } from './features/install-app/lib/install-event';
import { keepEarlyTaps } from './lib/early-taps';
import { nextTask } from './lib/next-task';

/** The longest the app waits for a page's hero (a cover, a headline) before it starts anyway. */
const heroWaitMs = 1500;

/** Resolves after the next frame has been painted. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once `hero` is on the screen. A frame is put on the screen a while after the page has drawn it
 * (a phone decodes an image and composites the frame on other threads meanwhile), so where the browser
 * reports when an element was shown (Element Timing, or the largest paint when an image is the largest)
 * the app waits for that report; elsewhere it waits for the next frame once the image, or the typeface of
 * a text, has loaded.
 */
function shown(hero: HTMLElement): Promise<void> {
  const types = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  const image = hero instanceof HTMLImageElement ? hero : null;
  // a text is not always the largest paint of its page (a wide screen's picture may be larger)
  const reported = (image ? ['element', 'largest-contentful-paint'] : ['element']).filter((type) =>
    types.includes(type),
  );
  if (reported.length === 0) {
    if (!image) return document.fonts.ready.then(afterNextPaint);
    if (image.complete) return afterNextPaint();
    return new Promise<void>((resolve) => {
      image.addEventListener('load', () => resolve(afterNextPaint()), { once: true });
      image.addEventListener('error', () => resolve(), { once: true });
    });
  }
  return new Promise<void>((resolve) => {
    const observers = reported.map((type) => {
      const observer = new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
        if (entries.some((entry) => entry.element === hero)) done();
      });
      observer.observe({ type, buffered: true });
      return observer;
    });
    // an image that cannot load is never shown
    image?.addEventListener('error', () => done(), { once: true });
    function done() {
      for (const observer of observers) observer.disconnect();
      resolve();
    }
  });
}

/**
 * A creator page arrives with its header drawn by the server, the cover marked `fetchpriority="high"` and
 * `elementtiming`; the home page with its first screen, the headline marked `elementtiming`
 * (build/home-page.ts); a creator's dashboard with its first screen, the creator's name marked
 * `elementtiming` (server/src/web/dashboard-shell.ts). The app's code and stylesheet are asked for only once that hero is on the screen,
 * or after `heroWaitMs`: downloaded at the same time they would share the phone's bandwidth with it, and
 * evaluating the code is the longest task of the visit, which a hero arriving meanwhile would wait for
 * (decision 0036). Any other page starts at once, its scripts already preloaded by the HTML
 * (build/first-load.ts).
 */
function heroShown(): Promise<void> {
  const hero = document.querySelector<HTMLElement>('#root img[fetchpriority="high"], #root [elementtiming]');
  if (!hero) return Promise.resolve();
  const waited = new Promise<void>((resolve) => setTimeout(resolve, heroWaitMs));
  return Promise.race([shown(hero), waited]);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

async function boot(container: HTMLElement) {
  // a tap on the server's header while the app loads is not lost (lib/early-taps.ts)
  keepEarlyTaps(container);
  await heroShown();
  // a dashboard's preloads, held until its first screen was shown (build/dashboard-page.ts), a few a task
  void releaseAfterFirstScreen();
  // the code first, the largest download; the stylesheets then come in tasks of their own
  const app = import('./app/start');
  await nextTask();
  const stylesheets = fetchHeldStylesheets();
  const { start } = await app;
  await start(container, stylesheets);
  registerServiceWorker();
}

// the browser's offer to install may come before the app has loaded (features/install-app)
captureInstallPrompt();
void boot(root);
