import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchHeldStylesheets, releaseAfterFirstScreen } from './held-stylesheets';

function hold(link: string) {
  const template = document.createElement('template');
  template.dataset.appStyles = '';
  template.innerHTML = link;
  document.body.append(template);
}
const holdStylesheet = (href: string) => hold(`<link rel="stylesheet" crossorigin href="${href}">`);

const added = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link'));

/** The links the page has added, once it has added `count` (one a task). */
async function addedLinks(count: number) {
  await vi.waitFor(() => expect(added()).toHaveLength(count));
  return added();
}

/** Whether `promise` has settled once every task the page has queued has run (its clock is the test's). */
async function settledWhenIdle(promise: Promise<unknown>) {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.runAllTimersAsync();
  return settled;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  for (const link of added()) link.remove();
  for (const template of document.querySelectorAll('template')) template.remove();
});

describe("a creator page's held stylesheet", () => {
  it('is fetched as a stylesheet for print, applying to nothing until the app applies it', async () => {
    holdStylesheet('/assets/index-1a2b.css');
    const loaded = fetchHeldStylesheets();

    expect(document.querySelector('template[data-app-styles]')).toBeNull();
    const [link] = await addedLinks(1);
    expect(link?.getAttribute('href')).toBe('/assets/index-1a2b.css');
    expect(link?.hasAttribute('crossorigin')).toBe(true);
    expect(link?.media).toBe('print');

    expect(await settledWhenIdle(loaded)).toBe(false);
    link!.dispatchEvent(new Event('load'));
    const apply = await loaded;
    expect(link?.media).toBe('print');
    apply();
    expect(link?.hasAttribute('media')).toBe(false);
  });

  it('lets the app start when a sheet fails to load, and applies the ones that did', async () => {
    holdStylesheet('/assets/index-1a2b.css');
    holdStylesheet('/assets/gone-3c4d.css');
    const loaded = fetchHeldStylesheets();
    const [kept, gone] = await addedLinks(2);
    kept!.dispatchEvent(new Event('load'));
    gone!.dispatchEvent(new Event('error'));

    (await loaded)();
    expect(kept?.hasAttribute('media')).toBe(false);
  });

  it('fetches the typeface with it, as the preload it is, and waits for it too', async () => {
    holdStylesheet('/assets/index-1a2b.css');
    hold('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-5a6b.woff2">');
    const loaded = fetchHeldStylesheets();
    const [sheet, font] = await addedLinks(2);
    expect(font?.rel).toBe('preload');
    expect(font?.hasAttribute('media')).toBe(false);

    sheet!.dispatchEvent(new Event('load'));
    expect(await settledWhenIdle(loaded)).toBe(false);
    font!.dispatchEvent(new Event('load'));
    (await loaded)();
    expect(sheet?.hasAttribute('media')).toBe(false);
    expect(font?.rel).toBe('preload');
  });

  it('is nothing to wait for on a page that links its stylesheet', async () => {
    const apply = await fetchHeldStylesheets();
    apply();
    expect(added()).toEqual([]);
  });
});

describe("a dashboard's preloads held until its first screen is shown", () => {
  it('are put in the head a few a task, the first at once, in their order, and the template is gone', async () => {
    const template = document.createElement('template');
    template.dataset.afterFirstScreen = '';
    template.innerHTML = Array.from(
      { length: 6 },
      (_, n) =>
        `<link rel="preload" as="style" crossorigin href="/assets/index-${n}.css">` +
        `<link rel="modulepreload" crossorigin href="/assets/app-${n}.js">`,
    ).join('');
    document.head.append(template);
    expect(added()).toEqual([]);

    const released = releaseAfterFirstScreen();
    // a few in this task, the rest in tasks of their own
    expect(added().length).toBeGreaterThan(0);
    expect(added().length).toBeLessThan(12);
    expect(await settledWhenIdle(released)).toBe(true);
    expect(added().map((link) => [link.rel, link.getAttribute('href')])).toEqual(
      Array.from({ length: 6 }, (_, n) => [
        ['preload', `/assets/index-${n}.css`],
        ['modulepreload', `/assets/app-${n}.js`],
      ]).flat(),
    );
    expect(document.querySelector('template[data-after-first-screen]')).toBeNull();
    // a second call (or a page without them) adds nothing
    await releaseAfterFirstScreen();
    expect(added()).toHaveLength(12);
  });
});
