import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '@pixel/contract';
import { fieldError } from '../../lib/errors.ts';
import { statementPdf } from './statement-pdf.ts';
import { manilaMidnight } from '../../lib/manila.ts';
import type { StatementsService } from './statements.service.ts';
import { requestLanguage } from '../../plugins/languages.ts';

const day = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${label} must be a date like 2026-11-01.`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `The ${label} is not a valid date.`);

const statementQuery = z.strictObject({ from: day('from'), to: day('to') });

const nextDay = (value: string) =>
  new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function statementsRoutes(app: FastifyInstance, options: { service: StatementsService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // a creator's statement for any range of days (Manila), as CSV; both days included
  r.get(
    '/v1/user/statements.csv',
    {
      schema: {
        tags: ['wallet'],
        querystring: statementQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('RFC 4180 CSV'), 401: errorEnvelope, 422: errorEnvelope },
      },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (from > to) throw fieldError('to', 'The to date must be on or after the from date.');
      const lines = service.csv({
        userId: request.user!.id,
        from: manilaMidnight(from),
        to: manilaMidnight(nextDay(to)),
        language: requestLanguage(request),
      });
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="pixel-statement-${from}-to-${to}.csv"`)
          .header('cache-control', 'private, no-store')
          // a stream is sent as it is read, past the serializer: the CSV is never whole in memory
          .send(Readable.from(lines) as unknown as string)
      );
    },
  );

  // the same statement as a PDF, to keep or to hand to a bank or an accountant
  r.get(
    '/v1/user/statements.pdf',
    {
      schema: {
        tags: ['wallet'],
        querystring: statementQuery,
        produces: ['application/pdf'],
        response: { 200: z.string().describe('PDF'), 401: errorEnvelope, 422: errorEnvelope },
      },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (from > to) throw fieldError('to', 'The to date must be on or after the from date.');
      const user = request.user!;
      const pdf = await statementPdf({
        pageName: user.pageName,
        from,
        to,
        language: requestLanguage(request),
        rows: service.rows({ userId: user.id, from: manilaMidnight(from), to: manilaMidnight(nextDay(to)) }),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="pixel-statement-${from}-to-${to}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string);
    },
  );
}
