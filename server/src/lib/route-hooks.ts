import type { FastifyInstance, RouteOptions } from 'fastify';

type RouteHookName = 'onRequest' | 'preValidation' | 'onSend';

/**
 * Adds `hook` to each route `applies` to as the route is declared, so a request to any other route never
 * runs it (an application-wide hook runs, and costs, on every request). Route hooks run after the
 * application's hooks of the same kind. Only for routes declared after this call.
 */
export function hookWhere<Name extends RouteHookName>(
  app: FastifyInstance,
  name: Name,
  applies: (route: RouteOptions) => boolean,
  hook: NonNullable<RouteOptions[Name]> extends infer H ? (H extends unknown[] ? H[number] : H) : never,
) {
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const current = route[name];
    route[name] = (
      current === undefined ? [hook] : [...(Array.isArray(current) ? current : [current]), hook]
    ) as never;
  });
}

/** The methods a route answers. */
export const methodsOf = (route: RouteOptions) =>
  Array.isArray(route.method) ? route.method : [route.method];
