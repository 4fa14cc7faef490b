// The app's stylesheets belong to this entry, so the HTML of every page links them (a creator page preloads
// them, decision 0035); Mantine's come first, the typeface's after (app/fonts.ts).
import '@mantine/core/styles.css';
import './app/fonts.css';

/** The longest the app waits for a page's hero image before it starts anyway. */
const heroWaitMs = 1500;

/** Resolves after the next frame has been painted. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * A creator page arrives with its header drawn by the server, the cover marked `fetchpriority="high"`. The
 * app's code is asked for and run only once that cover has painted, or after `heroWaitMs`: downloaded at
 * the same time it would share the phone's bandwidth with the cover, and evaluating it is the longest task
 * of the visit, which a cover arriving meanwhile would wait for (decision 0036). Any other page starts at
 * once, its scripts already preloaded by the HTML (build/first-load.ts).
 */
function heroPainted(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!hero) return Promise.resolve();
  if (hero.complete) return afterNextPaint();
  const loaded = new Promise<void>((resolve) => {
    hero.addEventListener('load', () => resolve(), { once: true });
    hero.addEventListener('error', () => resolve(), { once: true });
  });
  const waited = new Promise<void>((resolve) => setTimeout(resolve, heroWaitMs));
  return Promise.race([loaded.then(afterNextPaint), waited]);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

async function boot(container: HTMLElement) {
  await heroPainted();
  const { start } = await import('./app/start');
  await start(container);
}

void boot(root);
