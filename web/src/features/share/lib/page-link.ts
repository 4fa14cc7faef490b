/** The page a share modal shares: a creator's public page. */
export type SharedPage = { page_url: string; page_name: string };

/**
 * The address of a creator's page, on the host the visitor is on. With `centavos`, the link carries a preset
 * gift amount (`?amount=150`): the creator's page opens Support Me with it filled in.
 */
export function pageLink(pageUrl: string, centavos?: number | null): string {
  const link = new URL(`/${encodeURIComponent(pageUrl)}`, window.location.origin);
  if (centavos) link.searchParams.set('amount', amountParameter(centavos));
  return link.href;
}

/** 15000 -> "150", 15050 -> "150.50": whole pesos stay short, so a quick amount stays selected. */
export function amountParameter(centavos: number): string {
  const pesos = Math.floor(centavos / 100);
  const rest = centavos % 100;
  return rest === 0 ? String(pesos) : `${pesos}.${String(rest).padStart(2, '0')}`;
}

/** "https://pixel.ph/maria" -> "pixel.ph/maria": the address as people read it on a printed card. */
export function displayLink(link: string): string {
  const url = new URL(link);
  return `${url.host}${url.pathname}`;
}
