import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  isSandboxSetup,
  SANDBOX_TEST_CARD,
  type SandboxProvider,
  type SandboxWebhook,
  sandboxMethods,
} from './sandbox-provider.ts';
import { escapeHtml, sandboxPage } from '../../../lib/html.ts';

const authorizeQuery = z.object({
  state: z.string().min(1).max(256),
  redirect_uri: z.string().min(1).max(2000),
});
const authorizeForm = authorizeQuery.extend({
  username: z.string().optional(),
  mobile_number: z.string().optional(),
  action: z.enum(['allow', 'cancel']).optional(),
});

/** The sandbox provider's hosted pages. */
export async function sandboxRoutes(
  app: FastifyInstance,
  options: {
    provider: SandboxProvider;
    publicUrl: string;
    /** Sends a signed webhook to the product; true once it was accepted. */
    /** Sends a signed webhook to the product, trying again as providers do. */
    deliver: (event: SandboxWebhook) => Promise<void>;
  },
) {
  const { provider, publicUrl } = options;
  const ownOrigin = new URL(publicUrl).origin;

  // the provider only sends people back to addresses registered for the merchant: ours
  const isOwnUrl = (value: string) => {
    try {
      return new URL(value).origin === ownOrigin;
    } catch {
      return false;
    }
  };

  const badRequest = (message: string) =>
    sandboxPage('Error', `<h1>Something is wrong</h1><p>${escapeHtml(message)}</p>`);

  function authorizeForm_(
    state: string,
    redirectUri: string,
    values: { username?: string; mobile?: string },
    error?: string,
  ) {
    return sandboxPage(
      'Sign in',
      `<h1>Sign in to continue to PIXEL</h1>
<p class="note">This is the sandbox provider. Use any username; the same username is the same account.</p>
<form method="post" action="/sandbox/oauth/authorize">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
  <label for="username">Username</label>
  <input id="username" name="username" autocomplete="username" required maxlength="30" value="${escapeHtml(values.username ?? '')}">
  <label for="mobile_number">Mobile number (10 digits after +63)</label>
  <input id="mobile_number" name="mobile_number" inputmode="numeric" maxlength="13" placeholder="9171234567" value="${escapeHtml(values.mobile ?? '')}">
  ${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
  <div class="actions">
    <button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
    <button class="primary" type="submit" name="action" value="allow">Allow</button>
  </div>
</form>`,
    );
  }

  app.get('/sandbox/oauth/authorize', async (request, reply) => {
    const query = authorizeQuery.safeParse(request.query);
    reply.type('text/html');
    if (!query.success || !isOwnUrl(query.data.redirect_uri)) {
      return reply.status(400).send(badRequest('The sign-in link is not valid.'));
    }
    return authorizeForm_(query.data.state, query.data.redirect_uri, {});
  });

  app.post('/sandbox/oauth/authorize', async (request, reply) => {
    const form = authorizeForm.safeParse(request.body);
    reply.type('text/html');
    if (!form.success || !isOwnUrl(form.data.redirect_uri)) {
      return reply.status(400).send(badRequest('The sign-in link is not valid.'));
    }
    const { state, redirect_uri: redirectUri } = form.data;
    const back = new URL(redirectUri);
    back.searchParams.set('state', state);
    if (form.data.action === 'cancel') {
      back.searchParams.set('error', 'access_denied');
      return reply.redirect(back.toString(), 303);
    }
    const username = (form.data.username ?? '').trim().toLowerCase();
    const mobile = (form.data.mobile_number ?? '').replace(/\D/g, '').slice(-10);
    const values = { username: form.data.username, mobile: form.data.mobile_number };
    if (!/^[a-z0-9_.]{3,30}$/.test(username)) {
      return reply
        .status(422)
        .send(
          authorizeForm_(state, redirectUri, values, 'Use 3 to 30 letters, numbers, dots or underscores.'),
        );
    }
    if (mobile && !/^9\d{9}$/.test(mobile)) {
      return reply
        .status(422)
        .send(authorizeForm_(state, redirectUri, values, 'Enter a mobile number like 917 123 4567.'));
    }
    const code = await provider.issueAuthorizationCode({
      accountId: `sbx_${username}`,
      username,
      mobileNumber: mobile || null,
    });
    back.searchParams.set('code', code);
    return reply.redirect(back.toString(), 303);
  });

  await sandboxCheckoutRoutes(app, { provider, deliver: options.deliver });
}

const pesos = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const checkoutParams = z.object({ id: z.string().min(1).max(100) });
const payForm = z
  .object({
    method: z.enum(sandboxMethods).default('gcash'),
    webhook: z.string().optional(),
    // a card's number, spaces allowed: the same number is the same card to whoever keeps it
    card_number: z
      .string()
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/))
      .optional(),
  })
  .default({ method: 'gcash' });
const tokenParams = z.object({ token: z.string().min(1).max(100) });

/** The sandbox's hosted checkout: the page a supporter pays on. */
async function sandboxCheckoutRoutes(
  app: FastifyInstance,
  options: {
    provider: SandboxProvider;
    /** Sends a signed webhook to the product, trying again as providers do. */
    deliver: (event: SandboxWebhook) => Promise<void>;
  },
) {
  const { provider, deliver } = options;
  const notFound = sandboxPage('Not found', '<h1>This checkout does not exist</h1>');

  app.get('/sandbox/checkout/:id', async (request, reply) => {
    reply.type('text/html');
    const params = checkoutParams.safeParse(request.params);
    const checkout = params.success ? await provider.findCheckout(params.data.id) : null;
    if (!checkout) return reply.status(404).send(notFound);
    if (checkout.status !== 'active') {
      const back = checkout.status === 'paid' ? checkout.successUrl : checkout.failureUrl;
      return sandboxPage(
        'Checkout closed',
        `<h1>This checkout is ${checkout.status}</h1><p><a href="${escapeHtml(back)}">Return to the merchant</a></p>`,
      );
    }
    const id = escapeHtml(checkout.id);
    // a card kept with nothing charged, for a free trial: a card only, and its number
    if (isSandboxSetup(checkout)) {
      return sandboxPage(
        'Keep a card',
        `<h1>Keep a card for PIXEL</h1>
<p>${escapeHtml(checkout.description)}</p>
<p class="note">Nothing is charged now. The merchant charges this card when the free trial ends, unless you cancel before. This is the sandbox provider: no real money moves.</p>
<form id="pay" method="post" action="/sandbox/checkout/${id}/pay">
  <input type="hidden" name="method" value="card">
  <label for="card_number">Card number</label>
  <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required maxlength="23" value="${SANDBOX_TEST_CARD}">
</form>
<div class="actions">
  <form method="post" action="/sandbox/checkout/${id}/cancel" style="flex:1;display:flex"><button class="secondary" type="submit">Cancel</button></form>
  <button class="primary" type="submit" form="pay" style="flex:1">Keep this card</button>
</div>`,
      );
    }
    // the payer chooses how to pay; only a card can be kept for the merchant's later charges
    const keepsCard = checkout.saveMethod
      ? '<p class="note" id="card-note">Paying by card lets the merchant charge this card again later, for example to renew a membership.</p>'
      : '';
    return sandboxPage(
      'Checkout',
      `<h1>Pay ${escapeHtml(pesos(checkout.amount))}</h1>
<p>${escapeHtml(checkout.description)}</p>
<p class="note">This is the sandbox provider: no real money moves. Reference ${escapeHtml(checkout.reference)}.</p>
<form id="pay" method="post" action="/sandbox/checkout/${id}/pay">
  <fieldset>
    <legend>Pay with</legend>
    <label class="choice"><input type="radio" name="method" value="gcash" checked> GCash</label>
    <label class="choice"><input type="radio" name="method" value="card"${checkout.saveMethod ? ' aria-describedby="card-note"' : ''}> Card</label>
  </fieldset>
  ${keepsCard}
</form>
<div class="actions">
  <form method="post" action="/sandbox/checkout/${id}/cancel" style="flex:1;display:flex"><button class="secondary" type="submit">Cancel</button></form>
  <button class="primary" type="submit" form="pay" style="flex:1">Pay</button>
</div>
<button class="secondary" type="submit" form="pay" name="webhook" value="drop">Pay, but lose the webhook (as in a provider outage)</button>`,
    );
  });

  app.post('/sandbox/checkout/:id/pay', async (request, reply) => {
    const params = checkoutParams.safeParse(request.params);
    if (!params.success) return reply.status(404).type('text/html').send(notFound);
    const form = payForm.safeParse(request.body ?? undefined);
    if (!form.success) {
      return reply
        .status(400)
        .type('text/html')
        .send(sandboxPage('Error', '<h1>Something is wrong</h1><p>Choose GCash or Card.</p>'));
    }
    const open = await provider.findCheckout(params.data.id);
    // keeping a card for a free trial takes a card: GCash cannot be charged later
    if (open && isSandboxSetup(open) && form.data.method !== 'card') {
      return reply
        .status(400)
        .type('text/html')
        .send(sandboxPage('Error', '<h1>Something is wrong</h1><p>A free trial keeps a card.</p>'));
    }
    const paid = await provider.payCheckout(params.data.id, form.data.method, form.data.card_number);
    if (!paid) {
      const existing = await provider.findCheckout(params.data.id);
      if (!existing) return reply.status(404).type('text/html').send(notFound);
      return reply.redirect(existing.status === 'paid' ? existing.successUrl : existing.failureUrl, 303);
    }
    // a lost webhook is what reconciliation is for: the payment settles when it is re-checked
    // nothing is paid when a card is only kept: the merchant asks for it instead
    const dropWebhook = form.data.webhook === 'drop' || isSandboxSetup(paid);
    if (!dropWebhook) await deliver(provider.paidEvent(paid));
    return reply.redirect(paid.successUrl, 303);
  });

  app.post('/sandbox/checkout/:id/cancel', async (request, reply) => {
    const params = checkoutParams.safeParse(request.params);
    if (!params.success) return reply.status(404).type('text/html').send(notFound);
    await provider.cancelCheckout(params.data.id);
    const checkout = await provider.findCheckout(params.data.id);
    if (!checkout) return reply.status(404).type('text/html').send(notFound);
    return reply.redirect(checkout.status === 'paid' ? checkout.successUrl : checkout.failureUrl, 303);
  });

  // a card's bank refusing what is asked of it from now on, for a renewal that fails
  app.post('/sandbox/saved-methods/:token/decline', async (request, reply) => {
    const params = tokenParams.safeParse(request.params);
    const saved = params.success ? await provider.declineSavedMethod(params.data.token) : null;
    if (!saved) return reply.status(404).send({ message: 'No saved method has this token.' });
    return { token: saved.token, declines: saved.declines };
  });

  // a provider's retry: the webhook of a paid checkout or of a charge, sent again under its event id
  app.post('/sandbox/webhooks/:id/resend', async (request, reply) => {
    const params = checkoutParams.safeParse(request.params);
    const event = params.success ? await provider.webhookOf(params.data.id) : null;
    if (!event) return reply.status(404).send({ message: 'Nothing was paid or charged under this id.' });
    await deliver(event);
    return { event_id: (JSON.parse(event.rawBody) as { id: string }).id };
  });
}
