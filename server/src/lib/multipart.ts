import type { FastifyRequest } from 'fastify';
import { imageMessages, imageUploadLimits } from '@pixel/contract';
import { fieldError } from './errors.ts';

/**
 * The file of the multipart field `image`, read into memory (at most `imageUploadLimits.maxBytes`).
 * Anything else (no file, another field, not multipart, too large) is a 422 on `image`.
 */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError('image', imageMessages.required);
  let file;
  try {
    file = await request.file({ limits: { fileSize: imageUploadLimits.maxBytes, files: 1, fields: 5 } });
  } catch {
    throw fieldError('image', imageMessages.required);
  }
  if (!file || file.fieldname !== imageUploadLimits.field) {
    file?.file.resume();
    throw fieldError('image', imageMessages.required);
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fieldError('image', imageMessages.tooLarge);
    }
    // the body ended before the file did (a dropped connection, a cut request): nothing usable arrived
    throw fieldError('image', imageMessages.required);
  }
}
