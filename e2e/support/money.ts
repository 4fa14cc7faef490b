import { clientHeaders } from './server.ts';

/**
 * A signed-out visitor's gift of `pesos` to a creator, paid through the sandbox checkout the way a browser
 * submits its Pay form: gives a creator a balance without walking the gift screens again. `from` is the
 * name and message the visitor writes, if any.
 */
export async function paidGift(
  baseUrl: string,
  pageUrl: string,
  pesos: number,
  from: { supporter_name?: string; supporter_message?: string } = {},
): Promise<void> {
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    origin: baseUrl,
    ...clientHeaders(baseUrl),
  };
  const started = await fetch(`${baseUrl}/v1/donate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      amount: String(pesos),
      username: pageUrl,
      source: 'web',
      ...from,
      success_redirect_url: `${baseUrl}/${pageUrl}`,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!started.ok) throw new Error(`POST /v1/donate answered ${started.status}: ${await started.text()}`);
  const { data } = (await started.json()) as { data: { link_url: string } };
  const checkout = new URL(data.link_url);
  const paid = await fetch(`${baseUrl}${checkout.pathname}/pay`, {
    method: 'POST',
    headers: { origin: baseUrl, ...clientHeaders(baseUrl) },
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  if (paid.status !== 303) throw new Error(`the sandbox Pay answered ${paid.status}`);
}
