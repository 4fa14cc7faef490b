import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
