// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { embedScript } from './embed-script.ts';

// the file runs in jsdom (above), as a host page's browser; the server's types know no DOM, so the few parts
// used are named here
interface Element {
  src: string;
  title: string;
  textContent: string | null;
  style: { position: string; left: string; right: string };
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  querySelector(selectors: string): Element | null;
  click(): void;
}
interface Events {
  dispatchEvent(event: unknown): boolean;
}
const { document, navigator, window, KeyboardEvent, MessageEvent } = globalThis as unknown as {
  document: Events & {
    body: { append(node: Element): void; replaceChildren(): void };
    activeElement: Element | null;
    createElement(tag: string): Element;
    querySelector(selectors: string): Element | null;
    querySelectorAll(selectors: string): Iterable<Element> & { length: number };
  };
  navigator: object;
  window: Events;
  KeyboardEvent: new (type: string, init: { key: string }) => unknown;
  MessageEvent: new (type: string, init: { origin: string; data: unknown }) => unknown;
};

const origin = 'https://pixel.example';

/** A host page with the widget's line, as a visitor's browser runs it. */
function hostPage(attributes: Record<string, string>, browserLanguages = ['en-US']) {
  const script = document.createElement('script');
  script.src = `${origin}/embed.js`;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  Object.defineProperty(navigator, 'languages', { value: browserLanguages, configurable: true });
  new Function(embedScript())();
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
}

const floatingButton = () =>
  [...document.querySelectorAll('button')].find(
    (button) => button.getAttribute('aria-haspopup') === 'dialog',
  );
const dialog = () => document.querySelector('[role="dialog"]');

afterEach(() => {
  document.body.replaceChildren();
});

describe('the widget script on another site', () => {
  it('floats a button that opens the gift form in a frame from PIXEL, and closes it again', () => {
    hostPage({ 'data-page': 'maria', 'data-color': '#2F7D32' });
    const button = floatingButton()!;
    expect(button.textContent).toBe('Support me on PIXEL');
    expect(button.style.position).toBe('fixed');
    expect(button.style.right).toBe('20px');

    button.click();
    expect(dialog()!.getAttribute('aria-label')).toBe('Send a gift');
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    const frame = dialog()!.querySelector('iframe')!;
    expect(frame.title).toBe('Send a gift');
    expect(frame.src).toBe(`${origin}/embed/maria?lang=en&color=%232F7D32`);
    // pressing again opens no second form
    button.click();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button);

    button.click();
    dialog()!.querySelector('button[aria-label="Close"]')!.click();
    expect(dialog()).toBeNull();
  });

  it("closes when the form asks, and only when PIXEL's origin asks", () => {
    hostPage({ 'data-page': 'maria' });
    floatingButton()!.click();
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://elsewhere.example', data: { type: 'pixel:close' } }),
    );
    expect(dialog()).not.toBeNull();
    window.dispatchEvent(new MessageEvent('message', { origin, data: { type: 'pixel:close' } }));
    expect(dialog()).toBeNull();
  });

  it("speaks the visitor's browser's language, or the one the line names", () => {
    hostPage({ 'data-page': 'maria', 'data-position': 'left' }, ['tl-PH', 'en']);
    const button = floatingButton()!;
    expect(button.textContent).toBe('Suportahan ako sa PIXEL');
    expect(button.style.left).toBe('20px');
    button.click();
    expect(dialog()!.querySelector('iframe')!.src).toBe(`${origin}/embed/maria?lang=fil&color=%236a2ed1`);
    expect(dialog()!.querySelector('button[aria-label="Isara"]')).not.toBeNull();
    document.body.replaceChildren();

    hostPage({ 'data-page': 'maria', 'data-lang': 'en' }, ['fil']);
    expect(floatingButton()!.textContent).toBe('Support me on PIXEL');
  });

  it('draws nothing for a page address that cannot be one, and the violet for a colour that is not one', () => {
    hostPage({ 'data-page': '"><img src=x>' });
    expect(floatingButton()).toBeUndefined();
    hostPage({ 'data-page': 'maria', 'data-color': 'red;position:static' });
    floatingButton()!.click();
    expect(dialog()!.querySelector('iframe')!.src).toContain('color=%236a2ed1');
  });
});
