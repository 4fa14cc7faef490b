import multipart from '@fastify/multipart';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageUploadLimits } from '@pixel/contract';
import { fieldError, say } from './errors.ts';

/**
 * Declares the routes that take multipart forms in a scope of their own that reads them: the parser's hooks
 * (each request's temporary files) run on their requests alone, and every other route refuses a multipart
 * body as it refuses any body that is not JSON (415).
 */
export function withMultipart(app: FastifyInstance, declare: (scope: FastifyInstance) => void) {
  return app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: imageUploadLimits.maxBytes, files: 1, fields: 5, parts: 6, headerPairs: 100 },
    });
    declare(scope);
  });
}

/**
 * The rate limit of a form whose files are checked by their content (decoded, parsed): a few tries an hour,
 * counted per account, as many people share an address behind a carrier-grade NAT; `name` keeps each form's
 * count apart.
 */
export const checkedFilesLimit = (name: string) => ({
  max: 10,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) =>
    request.user ? `${name}|${request.user.id}` : `${name}|${normalizeIP(request.ip)}`,
});

const imageRequired = say('fieldRequired', { field: 'image' });

/**
 * The file of the multipart field `image`, read into memory (at most `imageUploadLimits.maxBytes`).
 * Anything else (no file, another field, not multipart, too large) is a 422 on `image`.
 */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError('image', imageRequired);
  let file;
  try {
    file = await request.file({ limits: { fileSize: imageUploadLimits.maxBytes, files: 1, fields: 5 } });
  } catch {
    throw fieldError('image', imageRequired);
  }
  if (!file || file.fieldname !== imageUploadLimits.field) {
    file?.file.resume();
    throw fieldError('image', imageRequired);
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fieldError('image', say('imageTooLarge', { kilobytes: imageUploadLimits.maxBytes / 1024 }));
    }
    // the body ended before the file did (a dropped connection, a cut request): nothing usable arrived
    throw fieldError('image', imageRequired);
  }
}

/** A multipart form as `readForm` read it: its text fields, its files, and the files that were too large. */
export interface ReadForm {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
  tooLarge: string[];
}

const LIMIT_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * A form of several text fields and files (`fields`, `files`: the names taken; any other part is read
 * and dropped), each file read into memory up to `maxBytes`. A larger file is named in `tooLarge`, so
 * the caller answers it with the other fields' problems; a request that is not multipart reads as an
 * empty form. A form with more parts than asked for is a 422 on `body`.
 */
export async function readForm(
  request: FastifyRequest,
  options: { fields: readonly string[]; files: readonly string[]; maxBytes: number },
): Promise<ReadForm> {
  const form: ReadForm = { fields: {}, files: {}, tooLarge: [] };
  if (!request.isMultipart()) return form;
  const parts = request.parts({
    limits: {
      fileSize: options.maxBytes,
      files: options.files.length,
      fields: options.fields.length * 2,
      parts: (options.files.length + options.fields.length) * 2,
      // longer than any field a form takes is allowed, so a value cut here is still refused as too long
      fieldSize: 8 * 1024,
    },
  });
  try {
    for await (const part of parts) {
      const name = part.fieldname;
      if (part.type === 'field') {
        if (options.fields.includes(name) && typeof part.value === 'string') form.fields[name] = part.value;
        continue;
      }
      if (!options.files.includes(name) || Object.hasOwn(form.files, name)) {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      try {
        form.files[name] = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        form.tooLarge.push(name);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    // the size is answered by the file's name; the form goes on to its end
    if (code === 'FST_REQ_FILE_TOO_LARGE' && form.tooLarge.length) return form;
    if (LIMIT_ERRORS.has(code)) throw fieldError('body', say('formTooManyParts'));
    // the body ended before the form did (a dropped connection, a cut request): nothing usable arrived
    throw fieldError('body', say('formIncomplete'));
  }
  return form;
}
