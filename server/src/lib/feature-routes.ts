import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { commonErrorResponses } from './errors.ts';

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
type DataOf<R extends z.ZodType> = z.output<R> extends { data: infer D } ? D : never;

interface Route<P extends Schema, R extends z.ZodType> {
  url: string;
  params?: P;
  response: R;
}

// the same limit on every change a person makes to their own things, however it is sent
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The routes of a feature under its OpenAPI `tags`, each described by its zod schemas and answered by one
 * call, with the common error answers: a signed-in person's changes and reads of their own, and the
 * reads of a page anyone may make.
 */
export function featureRoutes(app: FastifyInstance, options: { tags: string[] }) {
  const { tags } = options;

  function schemaOf(
    parts: { params?: Schema; querystring?: Schema; body?: Schema },
    status: number,
    response: z.ZodType,
  ): FastifySchema {
    return {
      tags,
      ...(parts.params && { params: parts.params }),
      ...(parts.querystring && { querystring: parts.querystring }),
      ...(parts.body && { body: parts.body }),
      response: { [status]: response, ...commonErrorResponses },
    };
  }

  const inputOf = (request: FastifyRequest) => ({
    params: request.params as never,
    query: request.query as never,
    body: request.body as never,
  });

  return {
    /** A change the signed-in person makes to their own things, answered `{ data }` with `status`. */
    write<P extends Schema = undefined, B extends Schema = undefined, R extends z.ZodType = z.ZodType>(
      route: Route<P, R> & { method: 'POST' | 'PUT' | 'DELETE'; body?: B; status?: 200 | 201 | 202 },
      handle: (input: { userId: string; params: Parsed<P>; body: Parsed<B> }) => Promise<DataOf<R>>,
    ) {
      const status = route.status ?? 200;
      app.route({
        method: route.method,
        url: route.url,
        schema: schemaOf(route, status, route.response),
        preHandler: app.authenticate,
        config: writeLimit,
        handler: async (request, reply) =>
          reply
            .status(status)
            .send({ data: await handle({ userId: request.user!.id, ...inputOf(request) }) }),
      });
    },

    /** What the signed-in person reads of their own, answered as `handle` gives it. */
    readOwn<P extends Schema = undefined, Q extends Schema = undefined, R extends z.ZodType = z.ZodType>(
      route: Route<P, R> & { querystring?: Q },
      handle: (input: { userId: string; params: Parsed<P>; query: Parsed<Q> }) => Promise<z.output<R>>,
    ) {
      app.get(
        route.url,
        { schema: schemaOf(route, 200, route.response), preHandler: app.authenticate },
        async (request) => handle({ userId: request.user!.id, ...inputOf(request) }),
      );
    },

    /** A read of a page anyone may make: `viewerId` is the signed-in person's, or null. */
    readPublic<P extends Schema = undefined, Q extends Schema = undefined, R extends z.ZodType = z.ZodType>(
      route: Route<P, R> & { querystring?: Q },
      handle: (input: {
        viewerId: string | null;
        params: Parsed<P>;
        query: Parsed<Q>;
      }) => Promise<z.output<R>>,
    ) {
      app.get(
        route.url,
        { schema: schemaOf(route, 200, route.response), preHandler: app.identify },
        async (request) => handle({ viewerId: request.user?.id ?? null, ...inputOf(request) }),
      );
    },
  };
}
