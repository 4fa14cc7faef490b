/** Limits and fixed values of the product (spec §9). */
export const limits = {
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 254,
  pageUrlMin: 3,
  pageUrlMax: 30,
  pageNameMax: 50,
  referralCodeMax: 32,
  resendEmailSeconds: 300,
} as const;

/**
 * First path segments that belong to the app or the API, so no creator page may take them
 * (a creator page lives at /{page_url}).
 */
export const reservedPageUrls = [
  'about',
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'blog',
  'contact',
  'dashboard',
  'dev',
  'explore',
  'favicon.ico',
  'help',
  'home',
  'legal',
  'login',
  'logout',
  'overlay',
  'pixel',
  'privacy',
  'register',
  'robots.txt',
  'sandbox',
  'settings',
  'sign-up',
  'signup',
  'static',
  'support',
  'terms',
  'v1',
  'webhooks',
  'www',
] as const;

export const supportEmail = 'support@pixel.ph';
