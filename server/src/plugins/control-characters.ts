import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

// C0 controls but tab, line feed and carriage return, DEL and the C1 controls: never part of a name,
// message or search, and PostgreSQL refuses a NUL in text outright
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The fields (dotted paths) of `value` whose text holds a control character. */
function fieldsWithControls(value: unknown, path: string, found: string[]) {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) found.push(path || 'body');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => fieldsWithControls(item, path ? `${path}.${i}` : String(i), found));
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key)) found.push(path || 'body');
      else fieldsWithControls(item, path ? `${path}.${key}` : key, found);
    }
  }
  return found;
}

/**
 * Refuses control characters in every text a client sends (body, query, path), with a 422 naming each
 * field, before any route sees them.
 */
export const controlCharacters = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const found = [
      ...fieldsWithControls(request.params, '', []),
      ...fieldsWithControls(request.query, '', []),
      ...fieldsWithControls(request.body, '', []),
    ];
    if (!found.length) return;
    const errors = Object.fromEntries(
      found.map((field) => {
        const name = field.split('.').pop()!.replaceAll('_', ' ');
        return [field, [`The ${name} must not contain control characters.`]];
      }),
    );
    throw new AppError('validation', errors[found[0]!]![0]!, { errors });
  });
});
