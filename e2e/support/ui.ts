import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** The requests of each page that have not had their whole answer yet (see `trackRequests`). */
const onTheirWay = new WeakMap<Page, Set<Request>>();

/**
 * Keeps count of the page's requests on their way, for `quiet`: called as the page opens, so that none is
 * missed. A stream of live events (the overlay's) is never done, and is not counted.
 */
export function trackRequests(page: Page): void {
  const going = new Set<Request>();
  onTheirWay.set(page, going);
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') going.add(request);
  });
  page.on('requestfinished', (request) => going.delete(request));
  page.on('requestfailed', (request) => going.delete(request));
}

/**
 * Waits until the page has asked for all it is going to and had every answer: no request on its way through
 * three frames drawn one after another (what an answer starts, the next read or a picture, has asked by
 * then). Unlike the browser's `networkidle`, which waits half a second after the last answer every time, it
 * goes on as soon as that is so. A page opened without `trackRequests` waits for `networkidle`.
 */
export async function quiet(page: Page): Promise<void> {
  const going = onTheirWay.get(page);
  if (!going) return page.waitForLoadState('networkidle');
  const frame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const deadline = Date.now() + 15_000;
  for (let calm = 0; calm < 3;) {
    if (Date.now() > deadline) {
      const urls = [...going].map((request) => request.url()).join(', ');
      throw new Error(`the page still waits for answers after 15 s: ${urls}`);
    }
    await frame();
    calm = going.size === 0 ? calm + 1 : 0;
  }
}

/** Waits until the screen has its content: every answer in (`quiet`) and no skeleton or spinner left. */
export async function loaded(page: Page): Promise<void> {
  await quiet(page);
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

/** Waits until the element is visible (the default timeout of the context), and returns it. */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

/**
 * Closes every notification showing, by its close button, as a person on a phone does (one covers the
 * header there); one that closes by itself meanwhile is as good. In any language: the buttons are found by
 * their place, not their name.
 */
export async function closeNotifications(page: Page): Promise<void> {
  const shown = page.locator('.mantine-Notification-root');
  for (const notification of await shown.all()) {
    const gone = notification.waitFor({ state: 'detached' });
    await Promise.race([
      gone,
      notification
        .locator('.mantine-Notification-closeButton')
        .click()
        .catch(() => gone),
    ]);
    await gone;
  }
}

/** The text of each cell of a table row, trimmed. */
export async function cellTexts(row: Locator): Promise<string[]> {
  return (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
}

/**
 * The modal on top, once its own content is there: a modal whose code loads when it first opens shows a
 * spinner meanwhile, and is named Loading until its heading arrives; a modal's heading names it only once
 * the heading has been drawn, a frame after the modal itself. (Naglo-load is Loading in Filipino.)
 */
export const loadedDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: /^(?!(Loading|Naglo-load)$)./ }).last();

/**
 * Waits until the address bar shows `pathname` (a load or a client-side navigation), and returns the URL;
 * with `search`, only once the query is that too (`''` for none: a link from a filtered address to the same
 * page without its filters keeps the pathname, so the pathname alone would not say the link was followed).
 */
export async function onPath(page: Page, pathname: string, search?: string): Promise<URL> {
  await page.waitForURL(
    (url) => url.pathname === pathname && (search === undefined || url.search === search),
  );
  return new URL(page.url());
}

/**
 * What assistive technology and the eye get for a form field's error: whether the field is marked invalid,
 * the text of the elements that describe it (aria-describedby), and whether the element showing `message` is
 * one of them and sits below the field.
 */
export async function fieldError(page: Page, field: Locator, message: string) {
  const describedBy = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const descriptions = await Promise.all(
    describedBy.map(async (id) => (await page.locator(`[id="${id}"]`).textContent())?.trim() ?? ''),
  );
  const index = descriptions.indexOf(message);
  const errorElement = index >= 0 ? page.locator(`[id="${describedBy[index]}"]`) : undefined;
  const fieldBox = await field.boundingBox();
  const errorBox = errorElement ? await errorElement.boundingBox() : null;
  return {
    invalid: await field.getAttribute('aria-invalid'),
    descriptions,
    shownBelowField:
      !!fieldBox && !!errorBox && errorBox.y >= fieldBox.y + fieldBox.height - 1 && errorBox.height > 0,
  };
}
