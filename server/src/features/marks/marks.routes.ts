import type { FastifyInstance, FastifyRequest } from 'fastify';
import { leakLimits, type MarkSettings, marksCalls, marksSchemas } from '@pixel/contract';
import { readImageField, withMultipart } from '../../lib/multipart.ts';
import { registerRoutes } from '../../lib/routes.ts';
import type { Leaks } from './leaks.service.ts';

// a lookup decodes an image and searches the creator's photos: counted per account
const lookupLimit = {
  config: {
    rateLimit: {
      max: leakLimits.lookupsPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `leak-lookup|${request.user?.id ?? request.ip}`,
    },
  },
};
const writeLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

/** A creator's choice of a visible mark on their viewers' copies (decision 0163). */
export interface MarkSettingsStore {
  read(userId: string): Promise<MarkSettings>;
  save(userId: string, visible: boolean): Promise<MarkSettings>;
}

export async function marksRoutes(
  app: FastifyInstance,
  options: { leaks: Leaks; settings: MarkSettingsStore },
) {
  const { leaks, settings } = options;
  const { lookup, staffLookup, ...rest } = marksCalls;

  // multipart: the found copy is checked by decoding it, not by a JSON schema
  await withMultipart(app, (scope) =>
    registerRoutes(scope, { lookup, staffLookup }, marksSchemas, {
      lookup: {
        handler: async (request, reply) => {
          // it names a person: no copy of it is kept on the way
          reply.header('cache-control', 'private, no-store');
          return { data: await leaks.lookup(request.user!.id, await readImageField(request)) };
        },
        options: lookupLimit,
      },
      staffLookup: {
        handler: async (request, reply) => {
          reply.header('cache-control', 'private, no-store');
          const image = await readImageField(request);
          return { data: await leaks.staffLookup(request.staff!, request.params.user_id, image) };
        },
        options: lookupLimit,
      },
    }),
  );

  registerRoutes(app, rest, marksSchemas, {
    settings: async (request) => ({ data: await settings.read(request.user!.id) }),
    saveSettings: {
      handler: async (request) => ({
        data: await settings.save(request.user!.id, request.body.visible_mark),
      }),
      options: writeLimit,
    },
    report: {
      handler: async (request, reply) =>
        reply
          .status(201)
          .send({ data: await leaks.report(request.user!.id, request.params.id, request.body.note) }),
      options: writeLimit,
    },
    staffReports: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return leaks.staffReports(request.query);
    },
    staffRevoke: {
      handler: async (request) => ({
        data: await leaks.revoke(request.staff!, request.params.id, request.body.reason),
      }),
      options: writeLimit,
    },
    staffSuspend: {
      handler: async (request) => ({
        data: await leaks.suspendViewer(request.staff!, request.params.id, request.body.reason),
      }),
      options: writeLimit,
    },
    staffClose: {
      handler: async (request) => ({
        data: await leaks.close(request.staff!, request.params.id, request.body.reason),
      }),
      options: writeLimit,
    },
  });
}
