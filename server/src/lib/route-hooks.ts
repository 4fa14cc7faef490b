import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route machines ask, often (health, metrics): none of the app's hooks runs on it but the request id
     * and the log of failed requests, and its handler sets what headers its answer needs.
     */
    bare?: boolean;
  }
}

type RouteHookName = 'onRequest' | 'preValidation' | 'onSend';

/** A route that runs none of the app's hooks (`config.bare`). */
export const isBare = (route: RouteOptions) => route.config?.bare === true;

/**
 * Adds `hook` to each route `applies` to as the route is declared, so a request to any other route never
 * runs it (an application-wide hook runs, and costs, on every request). Route hooks run after the
 * application's hooks of the same kind, in the order added, or, with `first`, ahead of the route's own.
 * Only for routes declared after this call.
 */
export function hookWhere<Name extends RouteHookName>(
  app: FastifyInstance,
  name: Name,
  applies: (route: RouteOptions) => boolean,
  hook: NonNullable<RouteOptions[Name]> extends infer H ? (H extends unknown[] ? H[number] : H) : never,
  { first = false }: { first?: boolean } = {},
) {
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const current = route[name];
    const others = current === undefined ? [] : Array.isArray(current) ? current : [current];
    route[name] = (first ? [hook, ...others] : [...others, hook]) as never;
  });
}

/** The methods a route answers. */
export const methodsOf = (route: RouteOptions) =>
  Array.isArray(route.method) ? route.method : [route.method];
