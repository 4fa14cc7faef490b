import type { FastifyInstance } from 'fastify';
import { taxCalls, taxRules, taxSchemas } from '@pixel/contract';
import { checkedFilesLimit, readForm, withMultipart } from '../../lib/multipart.ts';
import { sendPrivateFile } from '../../lib/private-file.ts';
import { registerRoutes } from '../../lib/routes.ts';
import { certificateCsv, certificatePdf } from './tax-certificate.document.ts';
import { type TaxService, taxFormParts } from './tax.service.ts';
import { requestLanguage } from '../../plugins/languages.ts';

const extensions = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

export async function taxRoutes(app: FastifyInstance, options: { service: TaxService }) {
  const { service } = options;
  const { details, save, ...rest } = taxCalls;

  registerRoutes(app, { details }, taxSchemas, {
    details: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.details(request.user!.id) };
    },
  });

  // multipart: the TIN and the certificate, checked by its content (see keptCertificate)
  await withMultipart(app, (scope) =>
    registerRoutes(scope, { save }, taxSchemas, {
      save: {
        handler: async (request) => {
          const form = await readForm(request, { ...taxFormParts, maxBytes: taxRules.certificateMaxBytes });
          return {
            data: await service.save({ userId: request.user!.id, form, language: requestLanguage(request) }),
          };
        },
        // a file to check per try
        options: { config: { rateLimit: checkedFilesLimit('tax') } },
      },
    }),
  );

  registerRoutes(app, rest, taxSchemas, {
    certificate: {
      handler: async (request, reply) => {
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
      options: { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    },
    staffDetails: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.staffDetails(request.staff!, request.params.user_id) };
    },
    staffCertificate: {
      handler: async (request, reply) => {
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
      options: { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    },
  });
}
