import type { FastifyRequest } from 'fastify';
import { shopLimits } from '@pixel/contract';
import { receiveFile, type ReceivedFile } from '../../lib/received-files.ts';

export { discard, type ReceivedFile } from '../../lib/received-files.ts';

/**
 * A product's file (field `file`, at most 200 MB), streamed to a temporary file and checked by its content
 * (`lib/received-files.ts`, which a commission's delivery shares). The caller removes it (`discard`).
 */
export const receiveProductFile = (request: FastifyRequest): Promise<ReceivedFile> =>
  receiveFile(request, { field: shopLimits.fileField, label: 'file', maxBytes: shopLimits.fileMaxBytes });
