import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the stand-ins of the providers share: their documented payloads, ids, and answers in JSON. */

export const payload = (name: string) =>
  JSON.parse(readFileSync(new URL(`../provider-payloads/${name}`, import.meta.url), 'utf8')) as unknown;
export const clone = <T>(value: T): T => structuredClone(value);
export const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The first of `given`'s keys that `listed` does not have. */
export const unlisted = (given: unknown, listed: readonly string[]) =>
  given && typeof given === 'object' && !Array.isArray(given)
    ? Object.keys(given).find((key) => !listed.includes(key))
    : undefined;

export function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The secret key of a Basic authorization header (`key:`), or null. */
export function basicKey(request: IncomingMessage) {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  return Buffer.from(header.slice(6), 'base64').toString('utf8').replace(/:$/, '');
}
