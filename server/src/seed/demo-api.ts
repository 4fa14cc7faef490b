import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from './demo-cast.ts';
import { multipart } from './demo-pictures.ts';

let addressCounter = 0;

/**
 * A caller of the app's own API, as a browser would be: one address and its session cookie. The demo is
 * written through the API so that it holds only what the product itself can make, and money moves through
 * checkouts, webhooks and the ledger exactly as a real gift or purchase does.
 */
export function caller(app: FastifyInstance) {
  const n = addressCounter++;
  const ip = `127.9.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  let cookie: string | undefined;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = {}) => {
    const response = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { ...(cookie && { cookie }), ...headers },
      ...(payload !== undefined && { payload: payload as object }),
    });
    const session = response.cookies.find((c) => c.name === 'pixel_session');
    if (session) cookie = `pixel_session=${session.value}`;
    if (response.statusCode >= 400) {
      throw new Error(`demo seed: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response;
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      call('POST', url, payload, headers),
    put: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      call('PUT', url, payload, headers),
    data: async <T>(response: Promise<{ json: () => unknown }>) =>
      ((await response).json() as { data: T }).data,
  };
}
export type Caller = ReturnType<typeof caller>;

/** Pays a checkout on the sandbox provider's page; its signed webhook settles the payment. */
export async function pay(app: FastifyInstance, linkUrl: string) {
  const response = await app.inject({ method: 'POST', url: `${new URL(linkUrl).pathname}/pay` });
  if (response.statusCode !== 303) throw new Error(`demo seed: checkout not paid (${response.statusCode})`);
}

export async function logIn(app: FastifyInstance, email: string) {
  const who = caller(app);
  await who.post('/v1/auth/login', { email, password: DEMO_PASSWORD });
  return who;
}

export async function upload(who: Caller, image: Buffer) {
  const { payload, headers } = multipart({ image });
  const data = await who.data<{ absolute_url: string }>(who.post('/v1/images/upload', payload, headers));
  return data.absolute_url;
}

/** A price tier near ₱100: the paid posts of the demo. */
export async function paidPriceId(who: Caller) {
  const prices = await who.data<{ price_id: number; price: string }[]>(
    who.get('/v1/user/prices?per_page=100'),
  );
  const paid = prices.filter((tier) => Number(tier.price) > 0);
  const near = paid.sort((a, b) => Math.abs(Number(a.price) - 100) - Math.abs(Number(b.price) - 100))[0];
  if (!near) throw new Error('demo seed: no paid price tier');
  return near.price_id;
}
