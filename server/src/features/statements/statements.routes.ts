import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { statementsCalls, statementsSchemas } from '@pixel/contract';
import { fieldError, say } from '../../lib/errors.ts';
import { manilaMidnight } from '../../lib/manila.ts';
import { registerRoutes } from '../../lib/routes.ts';
import { requestLanguage } from '../../plugins/languages.ts';
import { statementPdf } from './statement-pdf.ts';
import type { StatementsService } from './statements.service.ts';

const nextDay = (value: string) =>
  new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const downloadLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

export async function statementsRoutes(app: FastifyInstance, options: { service: StatementsService }) {
  const { service } = options;

  registerRoutes(app, statementsCalls, statementsSchemas, {
    // a creator's statement for any range of days (Manila), as CSV; both days included
    csv: {
      handler: async (request, reply) => {
        const { from, to } = request.query;
        if (from > to) throw fieldError('to', say('toBeforeFrom'));
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
      options: downloadLimit,
    },
    // the same statement as a PDF, to keep or to hand to a bank or an accountant
    pdf: {
      handler: async (request, reply) => {
        const { from, to } = request.query;
        if (from > to) throw fieldError('to', say('toBeforeFrom'));
        const user = request.user!;
        const pdf = await statementPdf({
          pageName: user.pageName,
          from,
          to,
          language: requestLanguage(request),
          rows: service.rows({
            userId: user.id,
            from: manilaMidnight(from),
            to: manilaMidnight(nextDay(to)),
          }),
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="pixel-statement-${from}-to-${to}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf as unknown as string);
      },
      options: downloadLimit,
    },
  });
}
