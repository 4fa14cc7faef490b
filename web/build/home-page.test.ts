import { describe, expect, it } from 'vitest';
import { homeHero, homeHeroOf } from '../src/features/home/lib/home-hero';
import { home as filipinoHome } from '../src/locales/fil/home';
import { homePageHtml, homeShellMarkup, homeShellText } from './home-page';

// the head of index.html as the build writes it (first-load.ts, preload-fonts.ts, split-stylesheet.ts)
const index = `<!doctype html>
<html lang="en">
  <head>
    <title>PIXEL</title>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/preload-P1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-S1.css">
    <link rel="stylesheet" crossorigin href="/assets/index-S2.css">
    <link rel="modulepreload" crossorigin href="/assets/app-A1.js" data-app-start>
    <link rel="modulepreload" crossorigin href="/assets/react-R1.js" data-app-start>
    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-L1.woff2">
    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-peso-wght-normal-P1.woff2">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('home.html', () => {
  const html = homePageHtml(index, 'assets/inter-home-H1.woff2');
  const doc = new DOMParser().parseFromString(html, 'text/html');

  it('draws the first screen in #root, the headline marked for the entry to wait for', () => {
    const root = doc.getElementById('root')!;
    const headline = root.querySelector('h1')!;
    expect(headline.getAttribute('elementtiming')).toBe('hero');
    expect(headline.textContent).toBe(`${homeHero.title} ${homeHero.titleAccent}`);
    expect(root.textContent).toContain(homeHero.lead);
    const links = Array.from(root.querySelectorAll('a'), (a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Log in', '/auth/login'],
        ['Sign up', '/auth/sign-up'],
        [homeHero.signUp.label, homeHero.signUp.to],
        [homeHero.logIn.label, homeHero.logIn.to],
      ]),
    );
  });

  it('holds the stylesheets and the typeface in templates and preloads none of the app start', () => {
    const active = Array.from(doc.head.querySelectorAll('link'), (link) => link.getAttribute('href'));
    expect(active).toEqual(['/assets/preload-P1.js', '/assets/inter-home-H1.woff2']);
    const held = Array.from(doc.querySelectorAll('template[data-app-styles]'), (template) =>
      (template as HTMLTemplateElement).content.querySelector('link')!.getAttribute('href'),
    );
    expect(held).toEqual([
      '/assets/index-S1.css',
      '/assets/index-S2.css',
      '/assets/inter-latin-wght-normal-L1.woff2',
      '/assets/inter-peso-wght-normal-P1.woff2',
    ]);
    expect(doc.head.querySelector('script[type="module"]')!.getAttribute('src')).toBe('/assets/index-E1.js');
    expect(doc.head.querySelector('style')!.textContent).toContain('url(/assets/inter-home-H1.woff2)');
  });

  it('refuses an index.html whose #root is not empty', () => {
    expect(() => homePageHtml(index.replace('<div id="root"></div>', '<div id="root">x</div>'), 'f')).toThrow(
      /#root/,
    );
  });

  it("names every letter the first screen shows for its typeface, the badge's in capitals", () => {
    const text = homeShellText();
    for (const letter of homeHero.badge.toUpperCase()) expect(text).toContain(letter);
    for (const words of [homeHero.title, homeHero.lead, homeHero.card.line, 'Log in', 'Sign up']) {
      expect(text).toContain(words);
    }
    expect(homeShellMarkup()).not.toMatch(/\{|undefined/);
    const filipino = homeHeroOf('fil');
    for (const letter of filipino.badge.toUpperCase()) expect(text).toContain(letter);
    for (const words of [filipino.title, filipino.lead, filipino.bar.logIn, filipino.bar.signUp]) {
      expect(text).toContain(words);
    }
  });
});

describe('home.fil.html', () => {
  const html = homePageHtml(index, 'assets/inter-home-H1.woff2', 'fil');
  const doc = new DOMParser().parseFromString(html, 'text/html');

  it('draws the first screen in Filipino, and says so to screen readers', () => {
    expect(doc.documentElement.getAttribute('lang')).toBe('fil');
    const root = doc.getElementById('root')!;
    expect(root.querySelector('h1')!.textContent).toBe(
      `${filipinoHome.hero.title} ${filipinoHome.hero.titleAccent}`,
    );
    expect(root.textContent).toContain(filipinoHome.hero.lead);
    const links = Array.from(root.querySelectorAll('a'), (a) => a.textContent);
    expect(links).toEqual(
      expect.arrayContaining([
        'Mag-log in',
        'Mag-sign up',
        filipinoHome.hero.signUp,
        filipinoHome.hero.logIn,
      ]),
    );
    expect(root.textContent).not.toContain(homeHero.lead);
  });
});
