import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTaxDetailsResponse,
  adminTaxParams,
  errorEnvelope,
  taxCertificateQuery,
  taxDetailsResponse,
  taxDetailsSavedResponse,
  taxRules,
} from '@pixel/contract';
import { commonErrorResponses } from '../../lib/errors.ts';
import { checkedFilesLimit, readForm, withMultipart } from '../../lib/multipart.ts';
import { sendPrivateFile } from '../../lib/private-file.ts';
import { staffOnly } from '../../plugins/staff-only.ts';
import { certificateCsv, certificatePdf } from './tax-certificate.document.ts';
import { type TaxService, taxFormParts } from './tax.service.ts';

const errors = { ...commonErrorResponses, 403: errorEnvelope };
// marked as staff-only in the OpenAPI document by the admin tag
const staffTags = ['admin'];
const extensions = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

export async function taxRoutes(app: FastifyInstance, options: { service: TaxService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/user/tax',
    {
      schema: { tags: ['tax'], response: { 200: taxDetailsResponse, ...errors } },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.details(request.user!.id) };
    },
  );

  // multipart: tin, and the file certificate (a PDF, JPG or PNG, checked by its content, see
  // keptCertificate), which may be left out when one is on file already
  await withMultipart(app, (scope) =>
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/v1/user/tax',
      {
        schema: {
          tags: ['tax'],
          consumes: ['multipart/form-data'],
          response: { 200: taxDetailsSavedResponse, ...errors },
        },
        preHandler: app.authenticate,
        // a file to check per try
        config: { rateLimit: checkedFilesLimit('tax') },
      },
      async (request) => {
        const form = await readForm(request, { ...taxFormParts, maxBytes: taxRules.certificateMaxBytes });
        return { data: await service.save({ userId: request.user!.id, form }) };
      },
    ),
  );

  // the yearly earnings certificate (decision 0109), a PDF to keep or a CSV for a spreadsheet
  r.get(
    '/v1/user/statements/tax-certificate',
    {
      schema: {
        tags: ['wallet'],
        querystring: taxCertificateQuery,
        produces: ['application/pdf', 'text/csv'],
        response: { 200: z.string().describe('PDF or RFC 4180 CSV'), 401: errorEnvelope, 422: errorEnvelope },
      },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { year, format } = request.query;
      const user = request.user!;
      const certificate = await service.certificate({ userId: user.id, pageName: user.pageName, year });
      const name = `pixel-earnings-certificate-${year}.${format}`;
      reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store');
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(certificateCsv(certificate));
      const pdf = await certificatePdf(certificate);
      return reply.type('application/pdf').send(pdf as unknown as string);
    },
  );

  r.get(
    '/v1/admin/tax/:user_id',
    {
      schema: {
        tags: staffTags,
        params: adminTaxParams,
        response: { 200: adminTaxDetailsResponse, ...errors },
      },
      onRequest: staffOnly(app, 'review_identity'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.staffDetails(request.staff!, request.params.user_id) };
    },
  );

  r.get(
    '/v1/admin/tax/:user_id/certificate',
    {
      schema: {
        tags: staffTags,
        params: adminTaxParams,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: { 200: z.string().describe('PDF, JPEG or PNG'), ...errors },
      },
      onRequest: staffOnly(app, 'review_identity', { hidden: true }),
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { user_id: userId } = request.params;
      const file = await service.staffCertificate(request.staff!, userId);
      // a photo is shown, a PDF saved (a PDF is not run in our origin)
      return sendPrivateFile(reply, {
        type: file.type,
        body: file.body,
        disposition:
          file.type === 'application/pdf'
            ? { filename: `bir-2303-${userId}.${extensions[file.type]}` }
            : 'inline',
      });
    },
  );
}
