import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInFromVerificationMail, newCreator, register } from '../support/accounts.ts';
import { problemsAtEveryWidth } from '../support/axe.ts';
import { useJourney } from '../support/journey.ts';
import { screenshotAtWidths } from '../support/screens.ts';
import { loaded, onPath, visible } from '../support/ui.ts';

const journey = useJourney();

const maria = newCreator('Maria Sketches');

/**
 * A creator's own website on another origin (another port of this machine): a blog page with the widget's
 * line pasted in before `</body>`, as the settings page gives it.
 */
let blog: { url: string; close: () => Promise<void>; snippet: string };
beforeAll(async () => {
  const state = { snippet: '' };
  const server = http.createServer((request, response) => {
    if (request.url !== '/') return void response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Maria draws Manila</title>` +
          `<link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
          `<body><h1>Maria draws Manila</h1><p>Jeepneys, sari-sari stores and the bay at dusk.</p>` +
          `${state.snippet}</body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  blog = {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    get snippet() {
      return state.snippet;
    },
    set snippet(value: string) {
      state.snippet = value;
    },
  };
});
afterAll(async () => {
  await blog?.close();
});

describe('a gift button for any website', () => {
  it("a creator copies the widget's line into her blog on another site; a visitor there sends a gift, marked as from her website", async () => {
    await register(journey.baseUrl, maria);
    const { page } = journey;
    await logInFromVerificationMail(journey, page, maria);

    // 1. Dashboard → Website button: the snippets, with a preview
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Website button' })
      .click();
    await onPath(page, '/dashboard/settings/embeds');
    await visible(page.getByRole('heading', { level: 1, name: 'Website button' }));
    const code = page.getByRole('textbox', { name: 'Code for the floating widget' });
    await visible(code);
    await loaded(page);
    expect(await problemsAtEveryWidth(page), 'Website button').toEqual({});
    await screenshotAtWidths(page, 'website-button');
    const line = await code.inputValue();
    expect(line).toContain(`src="${journey.baseUrl}/embed.js"`);
    expect(line).toContain(`data-page="${maria.pageUrl}"`);
    blog.snippet = line;

    // 2. a visitor on her blog, on a phone, opens the floating button's gift form
    const visitor = await journey.newPage('visitor');
    await visitor.setViewportSize({ width: 360, height: 740 });
    await visitor.goto(blog.url);
    await visible(visitor.getByRole('heading', { name: 'Maria draws Manila' }));
    await visitor.getByRole('button', { name: 'Support me on PIXEL' }).click();
    const overlay = await visible(visitor.getByRole('dialog', { name: 'Send a gift' }));
    const form = visitor.frameLocator('iframe[title="Send a gift"]');
    await visible(form.getByRole('heading', { name: `Send a gift to ${maria.pageName}` }));
    await screenshotAtWidths(visitor, 'widget-on-a-website', { windowOnly: true });
    await visitor.setViewportSize({ width: 360, height: 740 });
    await form.getByRole('textbox', { name: 'Amount' }).fill('150');
    await form.getByLabel('Message').fill('Ang ganda ng jeepney series!');
    await form.getByRole('button', { name: 'Send gift', exact: true }).click();
    const confirm = await visible(form.getByRole('region', { name: 'Confirm payment' }));
    await visible(confirm.getByText(`You are sending a gift of ₱150.00 to ${maria.pageName}.`));

    // 3. the payment opens in a tab of its own; paid, it thanks them on Maria's page
    const [checkout] = await Promise.all([
      visitor.context().waitForEvent('page'),
      confirm.getByRole('link', { name: 'Continue to payment' }).click(),
    ]);
    await checkout.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'));
    await visible(checkout.getByRole('heading', { level: 1, name: 'Pay ₱150.00' }));
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await visible(checkout.getByRole('dialog', { name: 'Gift Sent' }));
    await visible(form.getByText('Finish paying in the new tab'));
    // Close gives the blog back
    await visitor.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden' });

    // 4. Maria's history names where it came from
    await page.goto('/dashboard/transactions/history');
    await visible(page.getByText('From your website').first());
    await visible(page.getByText('₱150.00').first());

    // 5. the widget's form on its own, and the link-in-bio card, read at every width
    const reader = await journey.newPage('reader');
    await reader.goto(`/embed/${maria.pageUrl}`);
    await visible(reader.getByRole('heading', { name: `Send a gift to ${maria.pageName}` }));
    await loaded(reader);
    expect(await problemsAtEveryWidth(reader), 'the widget form').toEqual({});
    await reader.goto(`/${maria.pageUrl}/card`);
    await visible(reader.getByRole('heading', { level: 1, name: maria.pageName }));
    await visible(reader.getByRole('button', { name: 'Send a gift' }));
    await loaded(reader);
    expect(await problemsAtEveryWidth(reader), 'the link-in-bio card').toEqual({});
    await screenshotAtWidths(reader, 'link-in-bio-card');

    // 6. only the widget's own address may be framed by another site
    const framing = async (path: string) => {
      const answer = await fetch(`${journey.baseUrl}${path}`);
      const policy = answer.headers.get('content-security-policy') ?? '';
      return {
        frameAncestors: /frame-ancestors ([^;]*)/.exec(policy)?.[1] ?? null,
        xFrameOptions: answer.headers.get('x-frame-options'),
      };
    };
    expect(await framing(`/embed/${maria.pageUrl}`)).toEqual({
      frameAncestors: 'https: http:',
      xFrameOptions: null,
    });
    for (const path of ['/', `/${maria.pageUrl}`, '/dashboard', '/auth/login', `/${maria.pageUrl}/card`]) {
      expect(await framing(path), path).toEqual({ frameAncestors: "'self'", xFrameOptions: 'SAMEORIGIN' });
    }
  }, 240_000);
});
