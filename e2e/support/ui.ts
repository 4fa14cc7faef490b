import type { Locator, Page } from 'playwright-core';

/** Waits until the element is visible (the default timeout of the context), and returns it. */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
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
