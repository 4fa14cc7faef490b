import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, say } from '../lib/errors.ts';
import { hookWhere, methodsOf } from '../lib/route-hooks.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls that a browser sends from another site. Cookies are SameSite=Lax
 * already; this also covers same-site subdomains and old browsers. Webhooks come from providers'
 * servers and are checked by signature instead.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  const publicOrigin = new URL(options.publicUrl).origin;
  // on the API's routes that change something, by the route the router chose, not the address as sent:
  // /%76%31/user/goals is /v1/user/goals to the router, and must be to this check too (an address no
  // route takes answers 404 and changes nothing)
  const applies = (route: RouteOptions) =>
    route.url.startsWith('/v1/') &&
    !route.url.startsWith('/v1/webhooks/') &&
    methodsOf(route).some((method) => !SAFE_METHODS.has(method));
  hookWhere(app, 'onRequest', applies, async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new AppError('forbidden', say('crossOrigin'));
    if (!origin) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== publicOrigin && origin !== ownOrigin) {
      throw new AppError('forbidden', say('crossOrigin'));
    }
  });
});
