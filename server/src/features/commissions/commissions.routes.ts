import type { FastifyInstance, FastifyRequest } from 'fastify';
import { commissionLimits, commissionsCalls, commissionsSchemas } from '@pixel/contract';
import { normalizeIP } from '@fastify/rate-limit';
import { say } from '../../lib/errors.ts';
import { withMultipart } from '../../lib/multipart.ts';
import { receiveFile } from '../../lib/received-files.ts';
import { registerRoutes } from '../../lib/routes.ts';
import { sendDownload } from '../../lib/signed-downloads.ts';
import type { CommissionFiles } from './commission-files.service.ts';
import type { CommissionRequests } from './commission-requests.service.ts';
import type { CommissionSteps } from './commission-steps.service.ts';
import type { CommissionTypes } from './commission-types.service.ts';

// a checkout is costly to serve; a repeat with the same Idempotency-Key gets the first answer
const checkout = { config: { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotent: true } };
const writes = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
// files are checked by their content and may be large: counted per account, an hour's worth enough for a
// few briefs' images and a few deliveries
const uploads = (name: string) => ({
  config: {
    rateLimit: {
      max: 60,
      timeWindow: '1 hour',
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `${name}|${request.user.id}` : `${name}|${normalizeIP(request.ip)}`,
    },
  },
});

export async function commissionsRoutes(
  app: FastifyInstance,
  options: {
    types: CommissionTypes;
    requests: CommissionRequests;
    steps: CommissionSteps;
    files: CommissionFiles;
  },
) {
  const { types, requests, steps, files } = options;
  const { uploadReference, uploadFile, file, reference, ...rest } = commissionsCalls;

  // multipart: a reference image, or a delivery's file, streamed to disk and checked by its content
  await withMultipart(app, (scope) =>
    registerRoutes(scope, { uploadReference, uploadFile }, commissionsSchemas, {
      uploadReference: {
        handler: async (request, reply) => {
          const received = await receiveFile(request, {
            field: commissionLimits.referenceField,
            label: 'image',
            maxBytes: commissionLimits.referenceMaxBytes,
            only: ['jpeg', 'png', 'gif', 'webp'],
            notTaken: say('commissionReferenceNotImage'),
          });
          const data = await files.addReference(request.user!.id, received);
          return reply.status(201).send({ data });
        },
        options: uploads('commission-reference'),
      },
      uploadFile: {
        handler: async (request, reply) => {
          const userId = request.user!.id;
          // nobody sends 200 MB to a request that is not theirs, or that takes no files now
          await files.ensureTakesFiles(userId, request.params.id);
          const received = await receiveFile(request, {
            field: commissionLimits.fileField,
            label: 'file',
            maxBytes: commissionLimits.fileMaxBytes,
          });
          const data = await files.addFile(userId, request.params.id, received);
          return reply.status(201).send({ data });
        },
        options: uploads('commission-file'),
      },
    }),
  );

  registerRoutes(app, { file, reference }, commissionsSchemas, {
    file: {
      handler: async (request, reply) => {
        const { request: grant, ...query } = request.query;
        const found = await files.download({
          fileId: request.params.file_id,
          query: { ...query, grant },
          viewerId: request.user?.id ?? null,
        });
        return sendDownload(reply, found);
      },
      options: {
        // the address names its supporter, checked against the session read here
        preHandler: async (request: FastifyRequest) => {
          await app.identify(request);
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
    },
    reference: async (request, reply) => {
      const found = await files.reference(request.user!.id, request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .type(found.contentType)
        .send(found.body);
    },
  });

  registerRoutes(app, rest, commissionsSchemas, {
    page: async (request) => ({
      data: await types.page(request.params.page_url, request.user?.id ?? null),
    }),
    type: async (request) => ({ data: await types.view(request.params.id, request.user?.id ?? null) }),
    myTypes: async (request) => ({ data: await types.mine(request.user!.id) }),
    createType: {
      handler: async (request, reply) =>
        reply.status(201).send({ data: await types.create(request.user!.id, request.body) }),
      options: writes,
    },
    updateType: {
      handler: async (request) => ({
        data: await types.update(request.user!.id, request.params.id, request.body),
      }),
      options: writes,
    },
    removeType: {
      handler: async (request, reply) => {
        await types.remove(request.user!.id, request.params.id);
        return reply.status(204).send();
      },
      options: writes,
    },
    request: {
      handler: async (request) => ({
        data: await requests.request({
          supporterId: request.user!.id,
          typeId: request.params.id,
          body: request.body,
        }),
      }),
      options: checkout,
    },
    myRequests: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await requests.mine(request.user!.id, 'supporter') };
    },
    received: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await requests.mine(request.user!.id, 'creator') };
    },
    view: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await requests.view(request.user!.id, request.params.id) };
    },
    payBalance: {
      handler: async (request) => ({
        data: await requests.payBalance({
          supporterId: request.user!.id,
          requestId: request.params.id,
          body: request.body,
        }),
      }),
      options: checkout,
    },
    accept: {
      handler: async (request) => ({ data: await steps.accept(request.user!.id, request.params.id) }),
      options: writes,
    },
    decline: {
      handler: async (request) => ({ data: await steps.decline(request.user!.id, request.params.id) }),
      options: writes,
    },
    start: {
      handler: async (request) => ({ data: await steps.start(request.user!.id, request.params.id) }),
      options: writes,
    },
    askBalance: {
      handler: async (request) => ({ data: await steps.askBalance(request.user!.id, request.params.id) }),
      options: writes,
    },
    deliver: {
      handler: async (request) => ({ data: await steps.deliver(request.user!.id, request.params.id) }),
      options: writes,
    },
    removeFile: {
      handler: async (request, reply) => {
        await files.removeFile(request.user!.id, request.params.id, request.params.file_id);
        return reply.status(204).send();
      },
      options: writes,
    },
  });
}
