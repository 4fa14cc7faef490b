import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { forgetWhatWaitsForModalHost } from '@/lib/modals';
import { takeAnswerProblems } from './contract-check';

// pages and modals load their code when first shown, through the test runner's transform the first time in
// a file: with a file per core and the server suites beside it, the dashboard's first showing took over 5 s
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs; Mantine uses them for responsive styles and floating elements
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverShim;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's autosize Textarea listens for web fonts
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
window.scrollTo = () => {};

// snackbars live in a module-level store, and one an earlier test's late answer asked for after its cleanup
// waits for the next app's modal host, in a worker that keeps both from file to file (decision 0171): no
// earlier test's snackbar shows in this one
beforeEach(() => {
  forgetWhatWaitsForModalHost();
  notifications.clean();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // a test that switched to Filipino leaves the next one in English, as a first visit is
  i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
  // nor the cookies it set (the language, the two-factor request put away)
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
  }
  // the app's test doubles answer as the server would (testing/contract-check.ts), or the test fails
  const problems = takeAnswerProblems();
  if (problems.length > 0) {
    throw new Error(`A test double answered what the server could not:\n${problems.join('\n')}`);
  }
});
