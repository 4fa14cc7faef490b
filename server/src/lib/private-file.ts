import type { FastifyReply } from 'fastify';

/**
 * Answers with a person's private file (an ID photo, a tax certificate) opened for staff: kept in no cache
 * on the way, never sniffed into another type, shown (`inline`) or saved under the name given.
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { type: string; body: Buffer; disposition: 'inline' | { filename: string } },
) {
  return reply
    .type(file.type)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      file.disposition === 'inline' ? 'inline' : `attachment; filename="${file.disposition.filename}"`,
    )
    .send(file.body);
}
