import type { FastifyInstance } from 'fastify';
import type { FeatureModule } from '../../../lib/feature-module.ts';
import { sandboxPayoutRoutes } from './sandbox-payouts.routes.ts';
import { SANDBOX_SIGNATURE_HEADER, type SandboxProvider, type SandboxWebhook } from './sandbox-provider.ts';
import { sandboxRoutes } from './sandbox.routes.ts';

/**
 * The sandbox provider's own pages (a checkout, an e-wallet sign-in, a payout's bank): it lives in this
 * process, so it hands its webhooks straight to the app's webhook routes.
 */
export function sandboxModule(deps: { sandbox: SandboxProvider; publicUrl: string }) {
  /**
   * Hands a signed webhook to the app's webhook route at `url`; if the app does not accept it, tries
   * again a few times, a second, two, four… apart, as providers do.
   */
  const deliverTo = (app: FastifyInstance, url: string) => {
    const deliver = async (event: SandboxWebhook, attempt = 0): Promise<void> => {
      const response = await app
        .inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER.toLowerCase()]: event.signature,
          },
          payload: event.rawBody,
        })
        .catch(() => null);
      const accepted = response?.statusCode === 200;
      if (accepted || attempt >= 5) {
        if (!accepted) app.log.error({ url }, 'sandbox webhook was never accepted');
        return;
      }
      setTimeout(() => void deliver(event, attempt + 1), 1000 * 2 ** attempt).unref();
    };
    return (event: SandboxWebhook) => deliver(event);
  };
  return {
    routes: async (app) => {
      const deliver = deliverTo(app, '/v1/webhooks/sandbox');
      // the outcomes of saved methods' charges are sent without anyone on a page
      deps.sandbox.sendWebhooksWith(deliver);
      await app.register(sandboxRoutes, { provider: deps.sandbox, publicUrl: deps.publicUrl, deliver });
      await app.register(sandboxPayoutRoutes, {
        provider: deps.sandbox,
        deliver: deliverTo(app, '/v1/webhooks/sandbox/payouts'),
      });
    },
  } satisfies FeatureModule;
}
