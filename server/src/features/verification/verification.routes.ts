import type { FastifyInstance, FastifyReply } from 'fastify';
import { identityVerificationRules, verificationCalls, verificationSchemas } from '@pixel/contract';
import { checkedFilesLimit, readForm, withMultipart } from '../../lib/multipart.ts';
import { sendPrivateFile } from '../../lib/private-file.ts';
import { registerRoutes, type RouteRequest } from '../../lib/routes.ts';
import { type VerificationService, verificationFormParts } from './verification.service.ts';

const writeLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

export async function verificationRoutes(app: FastifyInstance, options: { service: VerificationService }) {
  const { service } = options;
  const { state, submit, ...review } = verificationCalls;

  registerRoutes(app, { state }, verificationSchemas, {
    state: async (request) => ({ data: await service.state(request.user!.id) }),
  });

  // multipart: the text fields and the photos, each photo checked by decoding it (see keptPhoto)
  await withMultipart(app, (scope) =>
    registerRoutes(scope, { submit }, verificationSchemas, {
      submit: {
        handler: async (request, reply) => {
          const form = await readForm(request, {
            ...verificationFormParts,
            maxBytes: identityVerificationRules.maxBytes,
          });
          return reply.status(201).send({ data: await service.submit({ userId: request.user!.id, form }) });
        },
        // three photos to decode per try
        options: { config: { rateLimit: checkedFilesLimit('verification') } },
      },
    }),
  );

  const decision = (action: 'approve' | 'reject') => ({
    handler: async (request: RouteRequest<typeof verificationSchemas.approve>, reply: FastifyReply) => {
      const { waiting, ...data } = await service[action](request.staff!, {
        id: request.params.id,
        reason: request.body.reason,
      });
      // 202: approved once, the check waits for a second staff member (decision 0121)
      return reply.status(waiting ? 202 : 200).send({ data });
    },
    options: writeLimit,
  });

  registerRoutes(app, review, verificationSchemas, {
    list: async (request) => service.list({ status: request.query.status, page: request.query.page }),
    view: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.view(request.staff!, request.params.id) };
    },
    file: {
      handler: async (request, reply) => {
        const photo = await service.file(request.staff!, {
          id: request.params.id,
          side: request.params.side,
        });
        // an ID's photo is shown, never saved under a name of its own
        return sendPrivateFile(reply, { type: 'image/jpeg', body: photo, disposition: 'inline' });
      },
      options: { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    },
    approve: decision('approve'),
    reject: decision('reject'),
  });
}
