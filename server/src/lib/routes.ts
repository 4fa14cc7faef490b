import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import {
  errorEnvelope,
  exceptionStatuses,
  type Access,
  type Call,
  type CallSchemas,
  type CallTable,
} from '@pixel/contract';
import { staffOnly } from '../plugins/staff-only.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The request a handler is given: its parameters, query, body and headers as their schemas parse them. */
export type RouteRequest<S extends CallSchemas> = FastifyRequest<{
  Params: Out<S['params']>;
  Querystring: Out<S['query']>;
  Body: Out<S['body']>;
  Headers: Out<S['headers']>;
}>;

/** What a handler may answer: any of its success answers as the schema takes it, or the reply it sent. */
type Answer<S extends CallSchemas> = { [K in keyof S['answers']]: In<S['answers'][K]> }[keyof S['answers']];

export type Handler<S extends CallSchemas> = (
  request: RouteRequest<S>,
  reply: FastifyReply,
) => Promise<Answer<S> | FastifyReply> | Answer<S> | FastifyReply;

/** What a route adds of the server's own to its call: rate limits, body limits, more hooks after the access check. */
export type RouteOptions = Pick<
  RouteShorthandOptions,
  'config' | 'bodyLimit' | 'onRequest' | 'preValidation' | 'preHandler' | 'onSend' | 'attachValidation'
>;

export type Route<S extends CallSchemas> = Handler<S> | { handler: Handler<S>; options: RouteOptions };

type Hook = (request: FastifyRequest, reply: FastifyReply) => unknown;
const hooks = (hook: unknown): Hook[] =>
  hook === undefined ? [] : Array.isArray(hook) ? (hook as Hook[]) : [hook as Hook];

/** The hooks that let through who the call's `access` names, and no one else. */
function accessHooks(app: FastifyInstance, access: Access): { onRequest?: Hook; preHandler?: Hook } {
  if (access === 'anyone') return {};
  if (access === 'identified') return { preHandler: app.identify };
  if (access === 'signed-in') return { preHandler: app.authenticate };
  if (access === 'signed-in-closing') return { preHandler: app.authenticateClosed };
  const permission = access.staff === 'any' ? undefined : access.staff;
  return { onRequest: staffOnly(app, permission, { hidden: access.hidden === true }) };
}

/** The Fastify schema of a call: its parts, its answers, and the error envelope for each status it may fail with. */
export function schemaOf(call: Call, schemas: CallSchemas): FastifySchema {
  const response: Record<number, unknown> = { ...schemas.answers };
  for (const exception of call.errors) {
    // an answer the call declares for that status is its own (a readiness check's 503)
    response[exceptionStatuses[exception]] ??= errorEnvelope;
  }
  return {
    ...(call.hidden && { hide: true }),
    tags: [...call.tags],
    ...(schemas.consumes && { consumes: [...schemas.consumes] }),
    ...(schemas.produces && { produces: [...schemas.produces] }),
    ...(schemas.headers && { headers: schemas.headers }),
    ...(schemas.params && { params: schemas.params }),
    ...(schemas.query && { querystring: schemas.query }),
    ...(schemas.body && { body: schemas.body }),
    // a call that declares no answer at all (a provider's redirect back) is documented with the default one
    ...(Object.keys(response).length > 0 && { response }),
  };
}

/**
 * Registers a feature's routes from its calls and their schemas in the contract (decision 0141): the
 * feature gives only a handler for each, with its own options beside it where it needs any. Who may make
 * the call is checked first, then the route's own hooks.
 */
export function registerRoutes<C extends CallTable, S extends { readonly [K in keyof C]: CallSchemas }>(
  app: FastifyInstance,
  calls: C,
  schemas: S,
  routes: { [K in keyof C]: Route<S[K]> },
) {
  for (const name of Object.keys(calls) as (keyof C & string)[]) {
    const call = calls[name]!;
    const route = routes[name] as unknown as Route<CallSchemas>;
    const { handler, options } = typeof route === 'function' ? { handler: route, options: {} } : route;
    const access = accessHooks(app, call.access);
    const onRequest = [...hooks(access.onRequest), ...hooks(options.onRequest)];
    const preHandler = [...hooks(access.preHandler), ...hooks(options.preHandler)];
    app.route({
      method: call.method,
      url: call.path,
      schema: schemaOf(call, schemas[name]),
      ...options,
      // a route asked often (health) has no hook at all, not an empty list of them
      ...(onRequest.length > 0 && { onRequest: onRequest as never }),
      ...(preHandler.length > 0 && { preHandler: preHandler as never }),
      handler: handler as never,
    });
  }
}
