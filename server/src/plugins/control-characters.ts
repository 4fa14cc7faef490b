import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, say } from '../lib/errors.ts';
import { hookWhere, methodsOf } from '../lib/route-hooks.ts';

// C0 controls but tab, line feed and carriage return, DEL and the C1 controls: never part of a name,
// message or search, and PostgreSQL refuses a NUL in text outright
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Deeper than any request the contract describes; JSON.parse takes any depth, so the limit is here. */
const MAX_BODY_DEPTH = 32;

/** A value still to look at: where it is, how deep, and the key it sits under in `parent`. */
type Pending = { value: unknown; path: string; depth: number; parent?: string; key?: string };

/**
 * The fields (dotted paths) of `value` whose text holds a control character, or null when `value` is
 * nested deeper than MAX_BODY_DEPTH. A loop over a list rather than recursion: a small body nested
 * thousands deep must cost a 422, not the stack.
 */
function fieldsWithControls(value: unknown): string[] | null {
  const found: string[] = [];
  const pending: Pending[] = [{ value, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { path, depth, parent, key } = next;
    // a key with control characters is reported on the object that holds it, and its value not read
    if (key !== undefined && CONTROL.test(key)) {
      found.push(parent || 'body');
    } else if (typeof next.value === 'string') {
      if (CONTROL.test(next.value)) found.push(path || 'body');
    } else if (next.value && typeof next.value === 'object' && !Buffer.isBuffer(next.value)) {
      if (depth >= MAX_BODY_DEPTH) return null;
      // last first, so the fields come off the list in the order the body gives them
      for (const [name, item] of Object.entries(next.value).reverse()) {
        pending.push({
          value: item,
          path: path ? `${path}.${name}` : name,
          depth: depth + 1,
          parent: path,
          key: name,
        });
      }
    }
  }
  return found;
}

/**
 * Refuses control characters in every text a client sends (body, query, path), with a 422 naming each
 * field, and bodies nested deeper than any request is, before any route sees them.
 */
export const controlCharacters = fp(async (app: FastifyInstance) => {
  // every route that takes a text: a schema of what it reads, a parameter in its address, or a body
  const takesText = (route: RouteOptions) =>
    Boolean(route.schema) ||
    /[:*]/.test(route.url) ||
    methodsOf(route).some((method) => method !== 'GET' && method !== 'HEAD');
  hookWhere(app, 'preValidation', takesText, async (request) => {
    const inBody = fieldsWithControls(request.body);
    if (!inBody) {
      const said = say('bodyTooDeep', { levels: MAX_BODY_DEPTH });
      throw new AppError('validation', said, { errors: { body: [said] } });
    }
    const found = [...fieldsWithControls(request.params)!, ...fieldsWithControls(request.query)!, ...inBody];
    if (!found.length) return;
    const errors = Object.fromEntries(
      found.map((field) => {
        const name = field.split('.').pop()!.replaceAll('_', ' ');
        return [field, [say('fieldControlCharacters', { field: name })]];
      }),
    );
    throw new AppError('validation', errors[found[0]!]![0]!, { errors });
  });
});
