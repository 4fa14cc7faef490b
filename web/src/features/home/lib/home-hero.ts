// a relative path: the build step that draws the first screen reads this file without the app's aliases
import { home } from '../../../locales/en/home';

/**
 * The home page's first screen for the copy its HTML carries, drawn in English before any script has run
 * (`build/home-page.ts`); the page itself (`components/home-page.tsx`) draws the same texts in the reader's
 * language from the catalogue, so both keep the catalogue's English.
 */
export const homeHero = {
  badge: home.hero.badge,
  title: home.hero.title,
  titleAccent: home.hero.titleAccent,
  lead: home.hero.lead,
  signUp: { label: home.hero.signUp, to: '/auth/sign-up' },
  logIn: { label: home.hero.logIn, to: '/auth/login' },
  card: { address: home.hero.address, line: home.hero.line },
} as const;
