import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gifts } from '../../db/schema/index.ts';
import { audit, balancesOf } from '../../ledger/ledger.ts';
import { signSandboxWebhook } from '../../providers/payments/sandbox/sandbox-provider.ts';
import { client, member, payCheckout, startGift } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

// a built web app of one page, so the pages are drawn as in production
const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'pixel-embeds-'));
await fs.writeFile(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><div id="root">PIXEL app</div>',
);
const t = useTestApp({ env: { WEB_DIST_DIR: dist, LOG_LEVEL: 'error' } });
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const directives = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('framing', () => {
  it("lets any site frame the widget's page and no other page, and loosens nothing else", async () => {
    const creator = await member(t);
    const widget = await client(t).get(`/embed/${creator.page_url}?lang=fil&color=%23d6336c`);
    expect(widget.statusCode).toBe(200);
    expect(widget.headers['x-frame-options']).toBeUndefined();
    const widgetPolicy = directives(widget.headers['content-security-policy'] as string);
    expect(widgetPolicy['frame-ancestors']).toBe('https: http:');

    const others = [
      '/',
      `/${creator.page_url}`,
      `/${creator.page_url}/card`,
      '/dashboard/settings/embeds',
      `/embed/${creator.page_url}/more`,
      '/embedded/x',
      '/auth/login',
      '/embed.js',
      '/embed-button.svg',
      '/v1/site/config',
      `/v1/profile/${creator.page_url}`,
    ];
    for (const url of others) {
      const response = await client(t).get(url);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      const policy = directives(response.headers['content-security-policy'] as string);
      expect(policy['frame-ancestors'], url).toBe("'self'");
      // the widget's page differs from the others only in who may frame it
      expect({ ...widgetPolicy, 'frame-ancestors': "'self'" }, url).toEqual(policy);
    }
  });
});

describe('search engines', () => {
  it("are kept from the widget's form, a copy of a creator page's gift form", async () => {
    const robots = await client(t).get('/robots.txt');
    expect(robots.body.split('\n')).toContain('Disallow: /embed/');
  });
});

describe('the widget script', () => {
  it('is served as JavaScript other sites may load, kept a day, compressed when asked', async () => {
    const response = await client(t).get('/embed.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // it opens this server's widget page, and has the words of both languages
    expect(response.body).toContain("'/embed/'");
    expect(response.body).toContain('Support me on PIXEL');
    expect(response.body).toContain('Suportahan ako sa PIXEL');
    expect(response.body).toContain("getAttribute('data-page')");

    const compressed = await t.app.inject({ url: '/embed.js', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(response.body);
  });

  it('is JavaScript a browser runs', async () => {
    const response = await client(t).get('/embed.js');
    expect(() => new Function(response.body)).not.toThrow();
  });
});

describe('the button image', () => {
  it("says 'Support me on PIXEL' on the creator's colour, in English or Filipino", async () => {
    const svg = await client(t).get('/embed-button.svg?color=%232F7D32');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(svg.body).toContain('fill="#2f7d32"');
    expect(svg.body).toContain('>Support me on PIXEL</text>');
    // white words on a dark colour, dark words on a light one
    expect(svg.body).toContain('fill="#ffffff">Support me');
    const light = await client(t).get('/embed-button.svg?color=%23ffe066&lang=fil');
    expect(light.body).toContain('fill="#1a1b1e">Suportahan ako sa PIXEL</text>');
    const violet = await client(t).get('/embed-button.svg');
    expect(violet.body).toContain('fill="#6a2ed1"');
  });

  it('is a PNG at twice its size, the colour behind the words', async () => {
    const response = await client(t).get('/embed-button.png?color=%231971c2&lang=fil');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const image = sharp(response.rawPayload);
    const { width = 0, height = 0, format } = await image.metadata();
    expect(format).toBe('png');
    expect(height).toBe(88);
    expect(width).toBeGreaterThan(300);
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * width + x) * info.channels, (y * width + x) * info.channels + 3),
    ];
    // the pill's colour near its left end, clear of the heart
    expect(at(16, 44)).toEqual([0x19, 0x71, 0xc2]);
    // the words are drawn: white pixels where they are
    let white = 0;
    for (let x = 100; x < width - 40; x++) if (at(x, 44).every((channel) => channel > 240)) white++;
    expect(white).toBeGreaterThan(10);
  });

  it('refuses a colour or a language it does not know, and an unknown field, per field', async () => {
    const response = await client(t).get('/embed-button.png?color=red&lang=de&size=9');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['color', 'lang', 'size']);
  });
});

describe('the button image, asked for without end', () => {
  it('is refused after 120 a minute from one address, in the API shape', async () => {
    const browser = client(t);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const answer = await browser.get(`/embed-button.svg?color=%23${i.toString(16).padStart(6, '0')}`);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) expect(answer.json().exception).toBe('TooManyRequestsException');
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
    // another address is drawn its button
    expect((await client(t).get('/embed-button.svg')).statusCode).toBe(200);
  });
});

describe('the link-in-bio card', () => {
  it("is a page of the creator's, drawn with their profile; an unknown creator's is not found", async () => {
    const creator = await member(t, { bio: 'I draw every day.' });
    const card = await client(t).get(`/${creator.page_url}/card`);
    expect(card.statusCode).toBe(200);
    expect(card.body).toContain('"bio":"I draw every day."');
    expect(card.body).toContain(`"page_url":"${creator.page_url}"`);
    // the card itself is drawn before any script runs, not the page's header
    expect(card.body).toContain('<div class="pxc" aria-busy="true"><main>');
    expect(card.body).toContain('<span class="pxc-b">Send a gift</span>');
    expect(card.body).toContain(`<a href="/${creator.page_url}">Visit my PIXEL page</a>`);
    expect(card.body).not.toContain('class="pxs-head"');
    const inFilipino = await client(t).get(`/${creator.page_url}/card`, {
      'accept-language': 'fil',
    });
    expect(inFilipino.body).toContain('<span class="pxc-b">Magpadala ng gift</span>');
    expect((await client(t).get('/nobody_here_at_all/card')).statusCode).toBe(404);
  });
});

describe('a gift from the widget', () => {
  const deliver = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signSandboxWebhook('sandbox-secret', body),
      },
      payload: body,
    });

  it("settles once however often its webhook comes, and reads 'From your website'", async () => {
    const creator = await member(t);
    const gift = await startGift(t, creator.page_url, {
      amount: '120',
      supporter_name: 'Liza',
      source: 'embed',
    });
    await payCheckout(t, gift.checkoutPath);
    const paid = (await balancesOf(t.db, creator.user.id)).available;
    expect(paid).toBeGreaterThan(0);
    const again = JSON.stringify({
      id: `evt_${gift.checkoutId}_again`,
      type: 'checkout.paid',
      data: {
        checkout_id: gift.checkoutId,
        reference: gift.reference,
        amount: 12_000,
        currency: 'PHP',
        paid_at: new Date().toISOString(),
      },
    });
    const repeats = await Promise.all([deliver(again), deliver(again), deliver(again)]);
    expect(repeats.map((response) => response.statusCode)).toEqual([200, 200, 200]);

    const stored = await t.db
      .select({ amount: gifts.amount, source: gifts.source })
      .from(gifts)
      .where(eq(gifts.creatorUserId, creator.user.id));
    expect(stored).toEqual([{ amount: 12_000, source: 'embed' }]);
    expect((await balancesOf(t.db, creator.user.id)).available).toBe(paid);

    const history = (await creator.browser.get('/v1/user/transactions')).json().data as {
      transaction_no: string;
      reference: string;
      from_website: boolean;
      from_standee: boolean;
      from_stream: boolean;
    }[];
    expect(
      history.map((line) => [line.reference, line.from_website, line.from_standee, line.from_stream]),
    ).toEqual([[gift.reference, true, false, false]]);
    const detail = await creator.browser.get(`/v1/user/transactions/${history[0]!.transaction_no}`);
    expect(detail.json().data).toMatchObject({ from_website: true });

    const csv = await creator.browser.get(`/v1/user/statements.csv?from=2020-01-01&to=${today}`);
    expect(csv.body).toContain('Gift from Liza (from your website)');
    await creator.browser.put('/v1/user/language', { language: 'fil' });
    const inFilipino = await creator.browser.get(`/v1/user/statements.csv?from=2020-01-01&to=${today}`);
    expect(inFilipino.body).toContain('(mula sa website mo)');
    expect(await audit(t.db)).toEqual([]);
  });

  it('refuses a source the gift call does not know', async () => {
    const creator = await member(t);
    const response = await client(t).post(`/v1/donate/${creator.page_url}`, {
      amount: '50',
      source: 'iframe',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['source']);
  });
});
