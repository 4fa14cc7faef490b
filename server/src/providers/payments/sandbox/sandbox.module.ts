import type { FastifyInstance } from 'fastify';
import type { FeatureModule } from '../../../lib/feature-module.ts';
import { sandboxPayoutRoutes } from './sandbox-payouts.routes.ts';
import { SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from './sandbox-provider.ts';
import { sandboxRoutes } from './sandbox.routes.ts';

/**
 * The sandbox provider's own pages (a checkout, an e-wallet sign-in, a payout's bank): it lives in this
 * process, so it hands its webhooks straight to the app's webhook routes.
 */
export function sandboxModule(deps: { sandbox: SandboxProvider; publicUrl: string }) {
  const deliverTo =
    (app: FastifyInstance, url: string) =>
    async ({ rawBody, signature }: { rawBody: string; signature: string }) => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER.toLowerCase()]: signature,
        },
        payload: rawBody,
      });
      return response.statusCode === 200;
    };
  return {
    routes: async (app) => {
      await app.register(sandboxRoutes, {
        provider: deps.sandbox,
        publicUrl: deps.publicUrl,
        deliverWebhook: deliverTo(app, '/v1/webhooks/sandbox'),
      });
      await app.register(sandboxPayoutRoutes, {
        provider: deps.sandbox,
        deliverWebhook: deliverTo(app, '/v1/webhooks/sandbox/payouts'),
      });
    },
  } satisfies FeatureModule;
}
