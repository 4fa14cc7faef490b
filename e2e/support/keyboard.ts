import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether the element is the one with the keyboard focus. */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** What has the focus, as a person hears it: its label, or its text; '' for the page itself. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    return (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '').trim();
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user walks to it. */
export async function tabTo(page: Page, target: Locator, { backwards = false, presses = 120 } = {}) {
  await target.waitFor({ state: 'visible' });
  for (let press = 0; press < presses; press++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${presses} presses of Tab did not reach ${target.toString()}`);
}

/** Waits until `target` has the focus. */
export async function focusOn(target: Locator) {
  await expect.poll(() => hasFocus(target), { message: `the focus on ${target.toString()}` }).toBe(true);
}
