/**
 * Where a membership's checkout sends the supporter back to: the page they paid from, with
 * `membership=joined` or `membership=cancelled` (as the server's own, a reminder's one-tap renewal, does); the
 * server adds `reference=<ref>` to both.
 */
export const membershipRedirectUrls = (path: string) => {
  const page = `${window.location.origin}${path}`;
  return {
    success_redirect_url: `${page}?membership=joined`,
    failure_redirect_url: `${page}?membership=cancelled`,
  };
};

/** Where the page that keeps a free trial's card sends the supporter back to: `membership=trial` (decision 0155). */
export const trialRedirectUrls = (path: string) => {
  const page = `${window.location.origin}${path}`;
  return {
    success_redirect_url: `${page}?membership=trial`,
    failure_redirect_url: `${page}?membership=cancelled`,
  };
};

export type RedirectUrls = ReturnType<typeof membershipRedirectUrls>;

/** `/maria/membership`: where a membership of Maria's is paid from, and where its checkout comes back to. */
export const membershipTabPath = (pageUrl: string) => `/${pageUrl}/membership`;
