import type { Locator } from 'playwright-core';
import { everyWidth, resizeTo, screenProblems, type AxeViolation } from './axe.ts';

/**
 * What is cut or broken in the dialog: a text whose box is narrower or lower than the text (a button's
 * label, a badge, a name: Mantine clips them), a word split across two lines ("Photograp|hy"), a number or an
 * amount on more than one line, a button squeezed too small to press, or `primary` not wholly inside the
 * dialog once scrolled to.
 */
export async function cutOrBroken(dialog: Locator, primary: Locator): Promise<string[]> {
  const problems = await dialog.evaluate((root) => {
    // (no named helpers in here: the bundler would wrap them in a function the page does not have)
    const found: string[] = [];
    // pieces of text that must each sit on one line, with what to say if one does not
    const oneLine: [Range, string][] = [];
    // a phone number (masked or not), an account number, an amount: each reads as one piece
    const whole = /^(\+63 [\d*]{3} [\d*]{3,4} [\d*]{3,4}|\d{6,}|-?₱[\d,]+(\.\d\d)?)$/;
    for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
      const own = Array.from(element.childNodes).filter(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
      const box = element.getBoundingClientRect();
      if (own.length === 0 || box.width <= 1 || box.height <= 1) continue;
      const text = element.textContent!.trim();
      // an inline element is clipped by the nearest box around it
      let holder: HTMLElement = element;
      while (getComputedStyle(holder).display === 'inline' && holder.parentElement)
        holder = holder.parentElement;
      if (holder.scrollWidth > holder.clientWidth + 1)
        found.push(`"${text}" is cut (${holder.scrollWidth} px of text in ${holder.clientWidth} px)`);
      if (holder.scrollHeight > holder.clientHeight + 1)
        found.push(`"${text}" is cut (${holder.scrollHeight} px high in ${holder.clientHeight} px)`);
      for (const node of own) {
        // a line may end at a space or after a hyphen; anywhere else the word is broken
        for (const word of node.textContent!.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          oneLine.push([range, `"${word[0]}" of "${text}" is broken over two lines`]);
        }
      }
      if (whole.test(text)) {
        const range = document.createRange();
        range.selectNodeContents(element);
        oneLine.push([range, `"${text}" is on more than one line`]);
      }
    }
    // a button squeezed below what a finger can press (WCAG's 24 px), however whole its label
    for (const button of Array.from(root.querySelectorAll<HTMLElement>('button'))) {
      const box = button.getBoundingClientRect();
      if (box.width > 0 && (box.width < 24 || box.height < 24))
        found.push(
          `"${button.textContent!.trim()}" is ${Math.round(box.width)}×${Math.round(box.height)} px`,
        );
    }
    for (const [range, problem] of oneLine) {
      const tops: number[] = [];
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < rect.height / 2))
          tops.push(rect.top);
      }
      if (tops.length > 1) found.push(problem);
    }
    return found;
  });
  // as far into the dialog's middle as its scroll allows: a button at the end of its content comes to rest
  // above the dialog's bottom padding
  await primary.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const [button, box] = [await primary.boundingBox(), await dialog.boundingBox()];
  const viewport = dialog.page().viewportSize();
  if (!button || !box || !viewport) problems.push('the primary button or the dialog is not shown');
  else {
    const inside =
      button.x >= box.x - 1 &&
      button.x + button.width <= box.x + box.width + 1 &&
      button.y >= box.y - 1 &&
      button.y + button.height <= Math.min(box.y + box.height, viewport.height) + 1;
    if (!inside)
      problems.push(`the primary button is outside the dialog (${JSON.stringify({ button, box })})`);
  }
  return problems;
}

/**
 * The open dialog at 320×640, 360×640 and 1280×800: what is cut or broken in it, and every axe and layout
 * problem of the screen, keyed by width; an empty object when all is well. The window is left at 1280 px
 * and the dialog scrolled back to its top.
 */
export async function dialogProblemsAtEveryWidth(
  dialog: Locator,
  primary: Locator,
): Promise<Record<string, (AxeViolation | string)[]>> {
  const page = dialog.page();
  const found: Record<string, (AxeViolation | string)[]> = {};
  for (const width of everyWidth) {
    await resizeTo(page, width);
    const problems = [...(await cutOrBroken(dialog, primary)), ...(await screenProblems(page))];
    if (problems.length > 0) found[`${width} px`] = problems;
  }
  await dialog.evaluate((element) => (element.scrollTop = 0));
  return found;
}
