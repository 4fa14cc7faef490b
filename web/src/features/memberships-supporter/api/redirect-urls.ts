/**
 * Where a membership's checkout sends the supporter back to: the page they paid from, with
 * `membership=paid` or `membership=cancelled`; the server adds `reference=<ref>` to both.
 */
export const membershipRedirectUrls = (path: string) => {
  const page = `${window.location.origin}${path}`;
  return {
    success_redirect_url: `${page}?membership=paid`,
    failure_redirect_url: `${page}?membership=cancelled`,
  };
};

export type RedirectUrls = ReturnType<typeof membershipRedirectUrls>;
