import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/config.ts';
import { hookWhere, isBare } from '../lib/route-hooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the security headers on an answer no route's hook set them on: the not-found handler's. */
    securityHeaders: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

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
 * The stream widgets' pages (`/overlay/…`) may also frame YouTube's privacy-enhanced player, which plays
 * the clips of media requests (decision 0148); no other page may.
 */
export const overlayFrameSources = ['https://www.youtube-nocookie.com'];

/**
 * The gift widget's page (`/embed/{page_url}`), which the widget's script frames on the creator's own
 * website (decision 0158): any site may frame it. Every other page keeps refusing other sites' frames.
 */
export const isEmbedPage = (url: string) => /^\/embed\/[^/?#]+\/?(?:[?#]|$)/.test(url);

/**
 * Helmet's headers, worked out once: they are the same for every answer, so no request pays for
 * building the content security policy again. An API answer is kept by no cache unless its route says
 * otherwise: most depend on who asks (a members-only text, the session's email), and a browser's cache
 * would hand them out again after its person signed out.
 *
 * Each route's set is chosen as it is declared and set by a hook of its own, first of its hooks, so an
 * answer any of them sends carries them; a bare route (`config.bare`) sets its own. Returns what sets them
 * on the answers of the not-found handler (the creator pages, the app's screens, unknown addresses).
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
  const policy = headers['content-security-policy'];
  const overlayHeaders = policy
    ? {
        ...headers,
        'content-security-policy': policy.replace(/frame-src [^;]*/, (frameSrc) =>
          [frameSrc, ...overlayFrameSources].join(' '),
        ),
      }
    : headers;
  const { 'x-frame-options': _sameOrigin, ...framable } = headers;
  const embedHeaders = {
    ...framable,
    ...(policy && {
      'content-security-policy': policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors https: http:'),
    }),
  };
  const isApi = (url: string) => url.startsWith('/v1/');
  const headersOf = (url: string) =>
    isApi(url)
      ? apiHeaders
      : url.startsWith('/overlay/')
        ? overlayHeaders
        : isEmbedPage(url)
          ? embedHeaders
          : headers;
  for (const [set, api] of [
    [apiHeaders, true],
    [headers, false],
  ] as const) {
    const applies = (route: RouteOptions) => !isBare(route) && isApi(route.url) === api;
    const setHeaders: onRequestHookHandler = (_request, reply, done) => {
      reply.headers(set);
      done();
    };
    hookWhere(app, 'onRequest', applies, setHeaders, { first: true });
  }
  return (request: FastifyRequest, reply: FastifyReply) => reply.headers(headersOf(request.url));
}
