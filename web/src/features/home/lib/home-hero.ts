/**
 * The words of the home page's first screen, in one place for the page (`components/home-page.tsx`) and for
 * the copy of that screen its HTML carries, drawn before any script has run (`build/home-page.ts`).
 */
export const homeHero = {
  badge: 'Made for Filipino creators',
  title: 'Get support from your fans,',
  titleAccent: 'in pesos.',
  lead: 'PIXEL gives you one link where supporters send gifts, unlock your photos and help you reach your goals.',
  signUp: { label: 'Create your free page', to: '/auth/sign-up' },
  logIn: { label: 'I have an account', to: '/auth/login' },
  card: { address: 'pixel.ph/yourname', line: 'Your page, your supporters, your earnings.' },
} as const;
