import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof Axe;
  }
}

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

/** One rule that failed, and where: short enough to read in a test's failure message. */
export type AxeViolation = {
  id: string;
  impact: Axe.ImpactValue | null | undefined;
  help: string;
  nodes: { target: string; summary: string }[];
};

/**
 * Waits until what moves on the screen has stopped: every finite animation and transition has finished and
 * every open modal, with its backdrop, is drawn whole. A modal's fade starts a frame or two after the modal is
 * in the page, before which it has no transition to wait for: a scan then would read the page under an
 * invisible backdrop, and the modal before its heading names it. A list drawn faded while the answer to a new
 * filter or page comes (busy, to a screen reader) is waited for too: it is about to be replaced. A screen
 * still moving after 5 s is read as it is, and whatever is wrong with it is reported.
 */
export async function settled(page: Page) {
  await page
    .waitForFunction(
      () => {
        const moving = document
          .getAnimations()
          // a spinner or a skeleton's pulse never ends
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().iterations !== Infinity,
          );
        if (moving) return false;
        const replacing = Array.from(document.querySelectorAll('[aria-busy="true"]')).some(
          (element) => getComputedStyle(element).opacity !== '1',
        );
        if (replacing) return false;
        const drawnWhole = (element: Element) => {
          for (let at: Element | null = element; at; at = at.parentElement)
            if (getComputedStyle(at).opacity !== '1') return false;
          return true;
        };
        const modals = Array.from(document.querySelectorAll('[role="dialog"], .mantine-Modal-overlay'));
        return modals.every(drawnWhole);
      },
      undefined,
      { timeout: 5_000, polling: 'raf' },
    )
    .catch(() => undefined);
}

/**
 * Runs axe-core on the whole page and returns every violation, whatever its impact, and every colour-contrast
 * result axe could not decide by itself ("needs review": text over an image or a gradient, say), which a
 * person would otherwise have to check by eye. The screen is let settle first: a modal caught half faded in
 * fails contrast only for that moment.
 */
export async function axeProblems(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) {
    axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
    // evaluated, not added as a <script>: the app's Content-Security-Policy blocks inline scripts
    await page.evaluate(await axeSource);
  }
  await settled(page);
  const results = await page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core did not load');
    // a modal scrolled down (to its focused field) has text passing under its sticky header: that is
    // scrolling, not contrast, so every modal is read from its top
    for (const dialog of Array.from(document.querySelectorAll('[role="dialog"]'))) dialog.scrollTop = 0;
    // and the fields a modal's sticky footer covers until scrolled to are read where they end up, with the
    // footer in the flow below them, as at the end of the scroll
    const footers = Array.from(document.querySelectorAll<HTMLElement>('[data-modal-actions]')).map(
      (footer) => ({ footer, position: footer.style.position }),
    );
    for (const { footer } of footers) footer.style.position = 'static';
    // a list scrolling inside a modal (the prices of Set Content Price) is read opened out, every item
    // whole, as a reader scrolling it sees each one; half an item at its edge is not a contrast question
    const boxes = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"] *'))
      .filter((box) => {
        const overflow = getComputedStyle(box).overflowY;
        return (overflow === 'auto' || overflow === 'scroll') && box.scrollHeight > box.clientHeight + 1;
      })
      .map((box) => ({ box, style: box.getAttribute('style') }));
    for (const { box } of boxes) Object.assign(box.style, { maxHeight: 'none', overflowY: 'visible' });
    // so is a row scrolling sideways (a creator page's menu on a phone), its items wrapped under each other:
    // a tab half out of the row's edge, faded, is scrolling too
    const rows = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((row) => {
        const overflow = getComputedStyle(row).overflowX;
        return (overflow === 'auto' || overflow === 'scroll') && row.scrollWidth > row.clientWidth + 1;
      })
      .map((box) => ({ box, style: box.getAttribute('style') }));
    for (const { box } of rows)
      Object.assign(box.style, {
        overflowX: 'visible',
        flexWrap: 'wrap',
        maskImage: 'none',
        webkitMaskImage: 'none',
      });
    boxes.push(...rows);
    const run = await window.axe.run(document, { resultTypes: ['violations', 'incomplete'] }).finally(() => {
      footers.forEach(({ footer, position }) => (footer.style.position = position));
      boxes.forEach(({ box, style }) =>
        style === null ? box.removeAttribute('style') : box.setAttribute('style', style),
      );
    });
    // with a modal open, the page behind it is dimmed and out of reach: only the modal's own text is for
    // reading, so a contrast axe could not decide under the overlay is no one's to review
    const modal = document.querySelector('[role="dialog"][aria-modal="true"]');
    // (no named helpers in here: the bundler would wrap them in a function the page does not have)
    const undecided = run.incomplete
      .filter((result) => result.id === 'color-contrast')
      .map((result) => ({
        ...result,
        nodes: result.nodes.filter((node) => {
          const element = document.querySelector(String(node.target[0]));
          if (modal && element && !modal.contains(element)) return false;
          // a table's cell half past the edge of the card it scrolls sideways in (a phone's view of a wide
          // table) is scrolling, as the rows above: its colours are read when it is scrolled to
          for (let box = element?.parentElement; box; box = box.parentElement) {
            const overflow = getComputedStyle(box).overflowX;
            if (overflow !== 'auto' && overflow !== 'scroll') continue;
            const [inner, outer] = [element!.getBoundingClientRect(), box.getBoundingClientRect()];
            if (element!.closest('table') && (inner.right > outer.right + 1 || inner.left < outer.left - 1))
              return false;
            break;
          }
          // so is an entry of a menu scrolling on its own (the dashboard's, longer than a laptop's window)
          // scrolled up out of it, under the header above it
          for (let box = element?.parentElement; box && box !== document.body; box = box.parentElement) {
            const overflow = getComputedStyle(box).overflowY;
            if (overflow !== 'auto' && overflow !== 'scroll') continue;
            const [inner, outer] = [element!.getBoundingClientRect(), box.getBoundingClientRect()];
            if (inner.top < outer.top - 1 || inner.bottom > outer.bottom + 1) return false;
            break;
          }
          return true;
        }),
      }))
      .filter((result) => result.nodes.length > 0);
    return { violations: run.violations, undecided };
  });
  const undecidedContrast = results.undecided;
  return [...results.violations, ...undecidedContrast].map((result) => ({
    id: result.id,
    impact: result.impact,
    help: result.help,
    nodes: result.nodes.map((node) => ({
      target: node.target.join(' '),
      summary: node.failureSummary ?? '',
    })),
  }));
}

/**
 * What a person on this screen size would notice is wrong with the layout: the page or an open modal that
 * scrolls sideways, a modal whose primary button (filled or gradient) cannot be brought into view without
 * scrolling the page behind it (a modal's own body may scroll), and a modal whose main action (its submit
 * button, or the first primary button of its actions footer) is not in view as it opens, a control of the
 * header past the window's edge, a button's, a tab's or a badge's label cut short, and a date or an amount
 * broken over two lines.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      problems.push(
        `the page scrolls sideways: ${root.scrollWidth} px wide in a ${root.clientWidth} px window`,
      );
    }
    for (const dialog of Array.from(document.querySelectorAll('[role="dialog"]')) as HTMLElement[]) {
      const name = dialog.getAttribute('aria-label') ?? dialog.querySelector('h2')?.textContent ?? 'a dialog';
      const box = dialog.getBoundingClientRect();
      if (box.left < -1 || box.right > window.innerWidth + 1) {
        problems.push(`"${name}" is wider than the window (${Math.round(box.width)} px)`);
      }
      for (const element of Array.from(dialog.querySelectorAll('*')) as HTMLElement[]) {
        // a control spilling out of the modal's sides (six code boxes on a 320 px phone), even when clipped;
        // what a reader cannot see (a screen reader's live region: 1 px, clipped, fixed to the window's
        // corner) is not counted
        const rect = element.getBoundingClientRect();
        const seen = rect.width > 1 && rect.height > 1;
        if (seen && (rect.left < box.left - 1 || rect.right > box.right + 1)) {
          problems.push(`"${name}" has ${element.tagName.toLowerCase()} sticking out of its sides`);
          break;
        }
        const style = getComputedStyle(element);
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        if (scrolls && element.scrollWidth > element.clientWidth + 1) {
          problems.push(`"${name}" scrolls sideways in ${element.className || element.tagName}`);
        }
      }
      dialog.scrollTop = 0;
      const main =
        dialog.querySelector<HTMLElement>('button[type="submit"]') ??
        dialog.querySelector<HTMLElement>(
          '[data-modal-actions] button[data-variant="filled"], [data-modal-actions] button[data-variant="gradient"]',
        );
      if (main && main.getClientRects().length > 0) {
        const rect = main.getBoundingClientRect();
        if (rect.top < -1 || rect.bottom > window.innerHeight + 1 || rect.bottom > box.bottom + 1) {
          problems.push(`"${main.textContent?.trim()}" of "${name}" is not in view as the modal opens`);
        }
      }
      const primaries = (
        Array.from(
          dialog.querySelectorAll('button[data-variant="filled"], button[data-variant="gradient"]'),
        ) as HTMLElement[]
      ).filter((button) => button.getClientRects().length > 0);
      const windowScroll = [window.scrollX, window.scrollY];
      for (const button of primaries) {
        button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const rect = button.getBoundingClientRect();
        const pageMoved = window.scrollX !== windowScroll[0] || window.scrollY !== windowScroll[1];
        const inView =
          rect.top >= -1 &&
          rect.left >= -1 &&
          rect.bottom <= window.innerHeight + 1 &&
          rect.right <= window.innerWidth + 1;
        if (pageMoved || !inView) {
          problems.push(
            `"${button.textContent?.trim()}" of "${name}" is out of view (${JSON.stringify(rect)})`,
          );
        }
        window.scrollTo(windowScroll[0]!, windowScroll[1]!);
        dialog.scrollTop = 0;
      }
    }
    // a control of a page's header reaching past the window's edge: a header fixed to the window adds nothing
    // to the page's width, so the part past the edge is simply not there ("Log ou")
    for (const control of Array.from(
      document.body.querySelectorAll('header a, header button, header input, header select'),
    ) as HTMLElement[]) {
      const rect = control.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) continue;
      if (rect.left < -1 || rect.right > window.innerWidth + 1)
        problems.push(
          `"${control.textContent?.trim() || control.getAttribute('aria-label')}" of the header reaches past the window's edge (${Math.round(rect.left)} to ${Math.round(rect.right)} px)`,
        );
    }
    // a button's, a tab's or a badge's label cut short ("Reactiva", "ACTI…"), anywhere on the screen
    for (const control of Array.from(
      document.body.querySelectorAll('button, [role="tab"], .mantine-Badge-root'),
    ) as HTMLElement[]) {
      const rect = control.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2 || control.closest('[aria-hidden="true"]')) continue;
      const label =
        control.querySelector<HTMLElement>('.mantine-Button-label, .mantine-Badge-label') ?? control;
      if (label.scrollWidth > label.clientWidth + 1 && getComputedStyle(label).overflowX !== 'visible')
        problems.push(
          `"${control.textContent?.trim()}" is cut (${label.scrollWidth} px of label in ${label.clientWidth} px)`,
        );
    }
    // a date or an amount broken over two lines reads as two things on a phone
    const broken = new Set<string>();
    const amount = /^-?₱\s?[\d,]+(\.\d\d)?$/;
    for (const element of Array.from(document.body.querySelectorAll('*')) as HTMLElement[]) {
      const text = element.textContent?.trim() ?? '';
      const isDate = element.tagName === 'TIME';
      if (!(isDate || amount.test(text)) || element.getClientRects().length === 0) continue;
      // the innermost element holding the whole amount
      if (!isDate && Array.from(element.children).some((child) => child.textContent?.trim() === text))
        continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = Array.from(range.getClientRects())
        .filter((rect) => rect.width > 0)
        .sort((x, y) => x.top - y.top);
      // a piece that starts below the bottom of the one before is on a line of its own
      if (rects.some((rect, index) => index > 0 && rect.top >= rects[index - 1]!.bottom - 2))
        broken.add(text);
    }
    for (const text of broken) problems.push(`"${text}" is broken over two lines`);
    return problems;
  });
}

/**
 * What `screenProblems` found on each screen state this file has read, by `screenState`: a state met again
 * (the same page as an earlier test left it, at the same width) is not read twice. Each test file has a
 * module of its own, so the list is the file's.
 */
const readStates = new Map<string, (AxeViolation | string)[]>();

/**
 * What axe found on each document read at a phone's width, by `screenState`'s `onAPhone`: the same document
 * at 320 and at 360 px (one layout, below the app's first breakpoint) gives axe the same elements, names,
 * roles and colours, so axe reads it once; what the width itself changes (a row scrolling sideways, a label
 * cut short, a modal's button out of view) is read at each width by `layoutProblems`.
 */
const readOnAPhone = new Map<string, AxeViolation[]>();

/** Below Mantine's first breakpoint (xs, 36em): the app's phone layout. */
const phoneLayoutBelow = 576;

/**
 * Fingerprints of everything a reading of the screen depends on: the address, the window's size and where it
 * is scrolled, the language it is read in, the whole document (every element, attribute and text: an open
 * modal, an error under a field, a list that has loaded), what the fields hold, where any box is scrolled, which
 * pictures have loaded, which element has the focus and which the mouse is over, and whether the fonts have
 * loaded. Two screens alike in all of it read alike. `onAPhone`, on a window narrower than the first
 * breakpoint, is the same without the window's size: alike at two phone widths, axe reads them alike.
 */
async function screenState(page: Page, language: string): Promise<{ whole: string; onAPhone?: string }> {
  const [state, size, html] = await page.evaluate(() => {
    const all = Array.from(document.querySelectorAll('*'));
    const scrolled = all
      .map((element, index) =>
        element.scrollTop || element.scrollLeft ? `${index}:${element.scrollTop},${element.scrollLeft}` : '',
      )
      .filter(Boolean);
    const fields = Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        'input, textarea, select',
      ),
    ).map((field) => `${field.value}|${'checked' in field ? field.checked : ''}`);
    const state = JSON.stringify([
      location.href,
      window.scrollX,
      window.scrollY,
      document.fonts.status,
      all.indexOf(document.activeElement!),
      Array.from(document.querySelectorAll(':hover')).map((element) => all.indexOf(element)),
      scrolled,
      fields,
      Array.from(document.images).map((image) => `${image.currentSrc} ${image.naturalWidth}`),
    ]);
    return [state, [window.innerWidth, window.innerHeight], document.documentElement.outerHTML] as const;
  });
  const read = createHash('sha256').update(language).update(state).update(withIdsByOrder(html)).digest();
  const whole = createHash('sha256').update(read).update(size.join('x')).digest('hex');
  return { whole, onAPhone: size[0] < phoneLayoutBelow ? read.toString('hex') : undefined };
}

/** A class Mantine names after an id React made (`useId`), for the style rules of one element. */
const generatedClass = /__m__-[\w-]+/g;

/** The attributes whose values are ids of elements (or lists of them). */
const idAttributes =
  / (id|for|form|list|headers|aria-(?:activedescendant|controls|describedby|details|errormessage|flowto|labelledby|owns))="([^"]*)"/g;

/**
 * `html` with the ids in id attributes and in the attributes that point at ids, and Mantine's generated class
 * names, renamed in the order they first appear: a field and its label have new random ids each time the page
 * draws them (`mantine-x1y2z3`), a class's name depends on how many elements were drawn before it, and which
 * element points at which, or has which rules, is what a reading depends on, not the names. A name anywhere
 * else (a stylesheet's `#name`, a link's `#name`) is kept as it is.
 */
function withIdsByOrder(html: string): string {
  const classes = new Map<string, string>();
  const classesByOrder = html.replace(generatedClass, (name) => {
    if (!classes.has(name)) classes.set(name, `__m__-${classes.size}`);
    return classes.get(name)!;
  });
  const renamed = new Map<string, string>();
  return classesByOrder.replace(idAttributes, (_attribute, name: string, ids: string) => {
    const byOrder = ids.replace(/\S+/g, (id) => {
      if (!renamed.has(id)) renamed.set(id, `id${renamed.size}`);
      return renamed.get(id)!;
    });
    return ` ${name}="${byOrder}"`;
  });
}

/**
 * Every accessibility and layout problem of the screen as it is now, read in `language` (English unless
 * said): an empty list when all is well. A screen state this file has read already, alike in everything the
 * reading depends on (`screenState`), answers what was found then.
 */
export async function screenProblems(
  page: Page,
  { language = 'en' }: { language?: 'en' | 'fil' } = {},
): Promise<(AxeViolation | string)[]> {
  await settled(page);
  // as the reading does first: every modal read from its top
  await page.evaluate(() => {
    for (const dialog of Array.from(document.querySelectorAll('[role="dialog"]'))) dialog.scrollTop = 0;
  });
  const state = await screenState(page, language);
  const known = readStates.get(state.whole);
  if (known) return structuredClone(known);
  const readAtAnotherWidth = state.onAPhone === undefined ? undefined : readOnAPhone.get(state.onAPhone);
  const axeFound = readAtAnotherWidth ? structuredClone(readAtAnotherWidth) : await axeProblems(page);
  const problems = [
    ...(await languageProblems(page, language)),
    ...axeFound,
    ...(await layoutProblems(page)),
  ];
  // a screen that changed while it was read (a list arriving) was not wholly the state it started in
  const after = await screenState(page, language);
  if (after.whole === state.whole) {
    readStates.set(state.whole, structuredClone(problems));
    if (state.onAPhone !== undefined) readOnAPhone.set(state.onAPhone, structuredClone(axeFound));
  }
  return problems;
}

/**
 * A page that says it is in another language than the one it is read in: a screen reader reads Filipino with
 * English sounds (and English with Filipino ones) by what `<html lang>` says. axe checks only that there is a
 * valid one.
 */
async function languageProblems(page: Page, language: 'en' | 'fil'): Promise<string[]> {
  const said = await page.evaluate(() => document.documentElement.lang);
  return said === language ? [] : [`<html lang> is "${said}" on a page read in "${language}"`];
}

/**
 * Waits until the page has the new width and has drawn the frame after it: the media queries the app listens
 * to answer at the start of a frame, and what they change in the app is drawn by the next one.
 */
async function resized(page: Page, width: number) {
  await page.waitForFunction((wanted) => window.innerWidth === wanted, width);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The widths every screen is checked at: a ₱5,000 phone, a common phone, a laptop. */
export const everyWidth = [320, 360, 1280] as const;

/** Makes the window `width` px wide (640 px high on a phone, 800 on a laptop) and waits until it is drawn so. */
export async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 700 ? 640 : 800 });
  await resized(page, width);
}

/**
 * The screen's problems at 320, 360 and 1280 px, read in `language` (English unless said), the window resized
 * around whatever is open (a modal stays open), keyed by width; an empty object when all is well. `also` adds
 * what a check of its own finds at each width (a modal's cut labels on a phone, say). The window is left at
 * 1280 px.
 */
export async function problemsAtEveryWidth(
  page: Page,
  also?: (width: number) => Promise<string[]>,
  { language = 'en' }: { language?: 'en' | 'fil' } = {},
): Promise<Record<string, (AxeViolation | string)[]>> {
  const found: Record<string, (AxeViolation | string)[]> = {};
  for (const width of everyWidth) {
    await resizeTo(page, width);
    const problems = [...(await screenProblems(page, { language })), ...((await also?.(width)) ?? [])];
    if (problems.length > 0) found[`${width} px`] = problems;
  }
  return found;
}

/**
 * The screen's problems at every width (`problemsAtEveryWidth`) with a list or a popover open over it (a
 * Select's options, the bell's notifications): what it covers, and what of it lies over the page, has a
 * contrast axe cannot measure ("could not be determined because it is overlapped"), which is its being open,
 * not a problem of the screen; everything else counts.
 */
export async function problemsWithAPopoverOpen(
  page: Page,
  { language = 'en' }: { language?: 'en' | 'fil' } = {},
): Promise<Record<string, (AxeViolation | string)[]>> {
  const covered = /could not be determined because it (is overlapped by|partially overlaps)/;
  const found: Record<string, (AxeViolation | string)[]> = {};
  for (const [width, problems] of Object.entries(await problemsAtEveryWidth(page, undefined, { language }))) {
    const left = problems
      .map((problem) =>
        typeof problem === 'string' || problem.id !== 'color-contrast'
          ? problem
          : { ...problem, nodes: problem.nodes.filter((node) => !covered.test(node.summary)) },
      )
      .filter((problem) => typeof problem === 'string' || problem.nodes.length > 0);
    if (left.length > 0) found[width] = left;
  }
  return found;
}
