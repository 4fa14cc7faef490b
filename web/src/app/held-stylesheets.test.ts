import { afterEach, describe, expect, it } from 'vitest';
import { fetchHeldStylesheets } from './held-stylesheets';

function holdStylesheet(href: string) {
  const template = document.createElement('template');
  template.dataset.appStyles = '';
  template.innerHTML = `<link rel="stylesheet" crossorigin href="${href}">`;
  document.body.append(template);
}

const added = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'));

afterEach(() => {
  for (const link of added()) link.remove();
  for (const template of document.querySelectorAll('template')) template.remove();
});

describe("a creator page's held stylesheet", () => {
  it('is fetched as a stylesheet for print, applying to nothing until the app applies it', async () => {
    holdStylesheet('/assets/index-1a2b.css');
    const loaded = fetchHeldStylesheets();

    expect(document.querySelector('template[data-app-styles]')).toBeNull();
    const [link] = added();
    expect(link?.getAttribute('href')).toBe('/assets/index-1a2b.css');
    expect(link?.hasAttribute('crossorigin')).toBe(true);
    expect(link?.media).toBe('print');

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
    const [kept, gone] = added();
    kept!.dispatchEvent(new Event('load'));
    gone!.dispatchEvent(new Event('error'));

    (await loaded)();
    expect(kept?.hasAttribute('media')).toBe(false);
  });

  it('waits for a sheet still on its way', async () => {
    holdStylesheet('/assets/index-1a2b.css');
    let settled = false;
    const loaded = fetchHeldStylesheets().then((apply) => {
      settled = true;
      return apply;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    added()[0]!.dispatchEvent(new Event('load'));
    await loaded;
    expect(settled).toBe(true);
  });

  it('is nothing to wait for on a page that links its stylesheet', async () => {
    const apply = await fetchHeldStylesheets();
    apply();
    expect(added()).toEqual([]);
  });
});
