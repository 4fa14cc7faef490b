import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml, sandboxPage } from '../../../lib/html.ts';
import type { SandboxProvider, SandboxWebhook } from './sandbox-provider.ts';

const params = z.object({ id: z.string().min(1).max(100) });
const moveParams = params.extend({ move: z.enum(['succeed', 'fail', 'reverse']) });

const pesos = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The sandbox's payout desk: what a bank would do to a payout later (pay it, refuse it, send it back),
 * each followed by the signed webhook a real provider would send.
 */
export async function sandboxPayoutRoutes(
  app: FastifyInstance,
  options: {
    provider: SandboxProvider;
    /** Sends a signed payout webhook to the product, trying again as providers do. */
    deliver: (event: SandboxWebhook) => Promise<void>;
  },
) {
  const { provider, deliver } = options;
  const notFound = sandboxPage('Not found', '<h1>This payout does not exist</h1>');

  app.get('/sandbox/payouts/:id', async (request, reply) => {
    reply.type('text/html');
    const parsed = params.safeParse(request.params);
    const payout = parsed.success ? await provider.findPayout(parsed.data.id) : null;
    if (!payout) return reply.status(404).send(notFound);
    const id = escapeHtml(payout.id);
    const button = (move: string, label: string, kind: string) =>
      `<form method="post" action="/sandbox/payouts/${id}/${move}" style="flex:1;display:flex"><button class="${kind}" type="submit">${label}</button></form>`;
    const actions =
      payout.status === 'ACCEPTED'
        ? button('fail', 'Fail', 'secondary') + button('succeed', 'Complete', 'primary')
        : payout.status === 'SUCCEEDED'
          ? button('reverse', 'Reverse', 'secondary')
          : '';
    return sandboxPage(
      'Payout',
      `<h1>Payout of ${escapeHtml(pesos(payout.amount))}: ${escapeHtml(payout.status)}</h1>
<p>To ${escapeHtml(payout.channelCode)} ${escapeHtml(payout.accountNumber)} (${escapeHtml(payout.accountHolderName)}).
Reference ${escapeHtml(payout.reference)}.</p>
<p class="note">This is the sandbox provider: no real money moves.</p>
${actions ? `<div class="actions">${actions}</div>` : ''}`,
    );
  });

  app.post('/sandbox/payouts/:id/:move', async (request, reply) => {
    const parsed = moveParams.safeParse(request.params);
    if (!parsed.success) return reply.status(404).type('text/html').send(notFound);
    const moved = await provider.movePayout(parsed.data.id, parsed.data.move);
    if (!moved && !(await provider.findPayout(parsed.data.id))) {
      return reply.status(404).type('text/html').send(notFound);
    }
    if (moved) await deliver(moved);
    return reply.redirect(`/sandbox/payouts/${encodeURIComponent(parsed.data.id)}`, 303);
  });
}
