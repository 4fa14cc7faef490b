import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminVerificationChangedResponse,
  adminVerificationFileParams,
  adminVerificationParams,
  adminVerificationResponse,
  adminVerificationsQuery,
  adminVerificationsResponse,
  errorEnvelope,
  identityVerificationResponse,
  identityVerificationRules,
  identityVerificationSubmittedResponse,
  reasonRequest,
} from '@pixel/contract';
import { commonErrorResponses } from '../../lib/errors.ts';
import { checkedFilesLimit, readForm, withMultipart } from '../../lib/multipart.ts';
import { sendPrivateFile } from '../../lib/private-file.ts';
import { staffOnly } from '../../plugins/staff-only.ts';
import { type VerificationService, verificationFormParts } from './verification.service.ts';

const errors = { ...commonErrorResponses, 403: errorEnvelope, 409: errorEnvelope };
// marked as staff-only in the OpenAPI document by the admin tag
const staffTags = ['admin'];
const writeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function verificationRoutes(app: FastifyInstance, options: { service: VerificationService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/user/verification',
    {
      schema: { tags: ['verification'], response: { 200: identityVerificationResponse, ...errors } },
      preHandler: app.authenticate,
    },
    async (request) => ({ data: await service.state(request.user!.id) }),
  );

  // multipart: legal_name, birth_date, address, id_type, and the photos id_front, id_back (for an ID with
  // a back) and selfie, each checked by decoding it (see keptPhoto), not by a JSON schema
  await withMultipart(app, (scope) =>
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/v1/user/verification',
      {
        schema: {
          tags: ['verification'],
          consumes: ['multipart/form-data'],
          response: { 201: identityVerificationSubmittedResponse, ...errors },
        },
        preHandler: app.authenticate,
        // three photos to decode per try
        config: { rateLimit: checkedFilesLimit('verification') },
      },
      async (request, reply) => {
        const form = await readForm(request, {
          ...verificationFormParts,
          maxBytes: identityVerificationRules.maxBytes,
        });
        return reply.status(201).send({ data: await service.submit({ userId: request.user!.id, form }) });
      },
    ),
  );

  r.get(
    '/v1/admin/verifications',
    {
      schema: {
        tags: staffTags,
        querystring: adminVerificationsQuery,
        response: { 200: adminVerificationsResponse, ...errors },
      },
      onRequest: staffOnly(app, 'review_identity'),
    },
    async (request) => service.list({ status: request.query.status, page: request.query.page }),
  );

  r.get(
    '/v1/admin/verifications/:id',
    {
      schema: {
        tags: staffTags,
        params: adminVerificationParams,
        response: { 200: adminVerificationResponse, ...errors },
      },
      onRequest: staffOnly(app, 'review_identity'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.view(request.staff!, request.params.id) };
    },
  );

  r.get(
    '/v1/admin/verifications/:id/files/:side',
    {
      schema: {
        tags: staffTags,
        params: adminVerificationFileParams,
        produces: ['image/jpeg'],
        response: { 200: z.string().describe('JPEG'), ...errors },
      },
      onRequest: staffOnly(app, 'review_identity', { hidden: true }),
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const photo = await service.file(request.staff!, {
        id: request.params.id,
        side: request.params.side,
      });
      // an ID's photo is shown, never saved under a name of its own
      return sendPrivateFile(reply, { type: 'image/jpeg', body: photo, disposition: 'inline' });
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/v1/admin/verifications/:id/${decision}`,
      {
        schema: {
          tags: staffTags,
          params: adminVerificationParams,
          body: reasonRequest,
          response: {
            200: adminVerificationChangedResponse,
            202: adminVerificationChangedResponse,
            ...errors,
          },
        },
        onRequest: staffOnly(app, 'review_identity'),
        config: writeLimit,
      },
      async (request, reply) => {
        const { waiting, ...data } = await service[decision](request.staff!, {
          id: request.params.id,
          reason: request.body.reason,
        });
        // 202: approved once, the check waits for a second staff member (decision 0121)
        return reply.status(waiting ? 202 : 200).send({ data });
      },
    );
  }
}
