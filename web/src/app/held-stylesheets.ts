import { nextTask } from '@/lib/next-task';

/**
 * A creator page's HTML holds the app's stylesheets, and the preloads of its typeface, in templates, so that
 * they are neither fetched with the cover nor applied to the server's header (decisions 0035, 0058). They
 * are added here, one a task (a request costs the page's main thread a moment): a stylesheet as one for
 * print, fetched and parsed while the app's code loads but applying to nothing, the typeface as the preload
 * it is. The promise resolves once all have loaded or failed, to the function that applies the
 * stylesheets, which the app calls as its first screen replaces the header: the page is styled once rather
 * than twice, and drawn in its typeface from the start. Any other page links them in its head.
 */
export async function fetchHeldStylesheets(doc: Document = document): Promise<() => void> {
  const held = doc.querySelectorAll<HTMLTemplateElement>('template[data-app-styles]');
  const links = Array.from(held).flatMap((template) => {
    template.remove();
    return Array.from(template.content.querySelectorAll('link'), (link) => doc.importNode(link, true));
  });
  const loaded: Promise<unknown>[] = [];
  const applied: (() => void)[] = [];
  for (const link of links) {
    if (link.rel === 'stylesheet') {
      const media = link.getAttribute('media');
      link.media = 'print';
      applied.push(() => (media === null ? link.removeAttribute('media') : (link.media = media)));
    }
    loaded.push(
      new Promise((resolve) => {
        link.addEventListener('load', resolve, { once: true });
        link.addEventListener('error', resolve, { once: true });
      }),
    );
    doc.head.append(link);
    await nextTask();
  }
  await Promise.all(loaded);
  return () => applied.forEach((apply) => apply());
}

/** How many held preloads go in the head in one task: each starts a request, a moment of the main thread. */
const preloadsPerTask = 4;

/**
 * The dashboard's home holds its preloads (the app's stylesheets and code) in a template until the first
 * screen the server drew is on the screen (build/dashboard-page.ts, decision 0172): here they are put in
 * the page's head in their order, a few a task, for the browser to fetch, the first few at once. Resolves
 * once all are in. Other pages have none.
 */
export async function releaseAfterFirstScreen(doc: Document = document): Promise<void> {
  const held = doc.querySelectorAll<HTMLTemplateElement>('template[data-after-first-screen]');
  const nodes = Array.from(held).flatMap((template) => {
    template.remove();
    return Array.from(template.content.childNodes, (node) => doc.importNode(node, true));
  });
  for (let at = 0; at < nodes.length; at += preloadsPerTask) {
    if (at > 0) await nextTask();
    doc.head.append(...nodes.slice(at, at + preloadsPerTask));
  }
}
