import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { supportEmail } from '@pixel/contract';
import { escapeHtml } from '../../lib/html.ts';
import { NOT_ME_PATH, type PayoutHolds } from './payout-holds.service.ts';

const params = z.object({ token: z.string().min(1).max(100) });

/** A plain page: the link comes from an SMS or a mail and must work without the web app. */
function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · PIXEL</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #f6f6f8; }
  main { max-width: 32rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; }
  h1 { font-size: 1.4rem; }
  button { font: inherit; font-weight: 700; color: #fff; background: #c62828; border: 0; border-radius: 8px; padding: .8rem 1.2rem; width: 100%; cursor: pointer; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const support = `<a href="mailto:${supportEmail}">${supportEmail}</a>`;
const unknownPage = page(
  'Link not valid',
  `<h1>This link is not valid</h1><p>It may have expired. If someone changed your payout details, contact ${support} now.</p>`,
);
const usedPage = page(
  'Payouts frozen',
  `<h1>Your payouts are frozen</h1><p>This link was already used: no payout can be made from your PIXEL account until our support team lifts the freeze. Contact ${support}.</p>`,
);
const frozenPage = page(
  'Payouts frozen',
  `<h1>Your payouts are frozen</h1>
<p>No payout can be made from your PIXEL account, and every device that was signed in to it has been signed out.</p>
<p>Sign in again and change your password, then contact ${support} so we can check your payout details and lift the freeze.</p>`,
);
const askPage = (action: string) =>
  page(
    "This wasn't me",
    `<h1>Was this change not made by you?</h1>
<p>Freezing stops every payout from your PIXEL account and signs out every device signed in to it, including any device of someone who has your session. Our support team lifts the freeze once your account is safe.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">FREEZE MY PAYOUTS</button></form>`,
  );

/** The "This wasn't me" link of a payout-details notice: a page that asks, and the freeze it confirms. */
export async function payoutHoldsRoutes(app: FastifyInstance, options: { holds: PayoutHolds }) {
  const { holds } = options;
  // the address carries the token: no other site is told it, and no cache keeps the page
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);
  const limit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  // a GET only asks: mail scanners and link previews open links, and must not freeze anything
  app.get(`${NOT_ME_PATH}:token`, { schema: { hide: true }, config: limit }, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const state = parsed.success ? await holds.linkState(parsed.data.token) : 'unknown';
    if (state === 'unknown') return send(reply, 404, unknownPage);
    if (state === 'used') return send(reply, 200, usedPage);
    return send(reply, 200, askPage(`${NOT_ME_PATH}${parsed.data!.token}`));
  });

  app.post(`${NOT_ME_PATH}:token`, { schema: { hide: true }, config: limit }, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const state = parsed.success ? await holds.freeze(parsed.data.token) : 'unknown';
    if (state === 'unknown') return send(reply, 404, unknownPage);
    return send(reply, 200, state === 'frozen' ? frozenPage : usedPage);
  });
}
