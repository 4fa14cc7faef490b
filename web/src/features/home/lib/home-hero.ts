// relative paths: the build step that draws the first screen reads this file without the app's aliases
import type { Language } from '@pixel/contract';
import { layout as englishLayout } from '../../../locales/en/common';
import { home as englishHome } from '../../../locales/en/home';
import { layout as filipinoLayout } from '../../../locales/fil/common';
import { home as filipinoHome } from '../../../locales/fil/home';
import { heroLinks } from './hero-links';

const texts = {
  en: { home: englishHome, layout: englishLayout },
  fil: { home: filipinoHome, layout: filipinoLayout },
};

/**
 * The home page's first screen for the copy its HTML carries, drawn in each language before any script has
 * run (`build/home-page.ts`: `home.html`, `home.fil.html`); the page itself (`components/home-page.tsx`)
 * draws the same texts from the catalogue, so both keep the catalogue's words.
 */
export function homeHeroOf(language: Language) {
  const { home, layout } = texts[language];
  return {
    language,
    bar: { home: layout.home, account: layout.account, logIn: layout.logIn, signUp: layout.signUp },
    badge: home.hero.badge,
    title: home.hero.title,
    titleAccent: home.hero.titleAccent,
    lead: home.hero.lead,
    signUp: { label: home.hero.signUp, to: heroLinks.signUp },
    logIn: { label: home.hero.logIn, to: heroLinks.logIn },
    card: { address: home.hero.address, line: home.hero.line },
  } as const;
}

/** The first screen in English, the home page's own language. */
export const homeHero = homeHeroOf('en');
