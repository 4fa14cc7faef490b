import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/config.ts';

/**
 * What the web app's pages may load and reach. The browser calls PayMongo's API itself (with the public key)
 * to pay a subscription's first invoice, so its origin is allowed only while subscriptions are on
 * (decision 0127); otherwise a page talks to this server alone.
 */
export function securityPolicy(config: Pick<Config, 'isProduction' | 'payments'>): HelmetOptions {
  const { paymongo } = config.payments;
  const paysInBrowser = config.payments.provider === 'paymongo' && paymongo.subscriptions;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://challenges.cloudflare.com'],
        frameSrc: ["'self'", 'https://challenges.cloudflare.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(paysInBrowser ? [new URL(paymongo.apiUrl).origin] : [])],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: config.isProduction,
  };
}

/**
 * Helmet's headers, worked out once: they are the same for every answer, so no request pays for
 * building the content security policy again. An API answer is kept by no cache unless its route says
 * otherwise: most depend on who asks (a members-only text, the session's email), and a browser's cache
 * would hand them out again after its person signed out.
 */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  const apiHeaders = { ...headers, 'cache-control': 'private, no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/v1/') ? apiHeaders : headers);
    done();
  });
}
