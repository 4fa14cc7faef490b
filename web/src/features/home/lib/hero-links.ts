// a module of its own, without the texts of `home-hero.ts`: the home page imports only these, and the
// Filipino catalogue stays out of every page's first download (an English reader never fetches it)

/** Where the home page's first screen sends a visitor, in the server's copy of it and in the app's alike. */
export const heroLinks = { signUp: '/auth/sign-up', logIn: '/auth/login' } as const;
