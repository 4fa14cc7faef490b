import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const hmacHex = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/** `t=1,v1=abc` -> { t: '1', v1: 'abc' }; keys, not positions, say what a part is. */
export function parseSignatureHeader(header: string) {
  const parts: Record<string, string> = {};
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=');
    if (at > 0) parts[piece.slice(0, at).trim()] = piece.slice(at + 1).trim();
  }
  return parts;
}

export function constantTimeHexEqual(expected: string, given: string) {
  if (!/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function headerValue(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Checks a `t=…` timestamp against the clock: a replay of an old, validly signed body is refused. */
export function isFresh(timestamp: string | undefined, now: Date) {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) <= SIGNATURE_TOLERANCE_SECONDS;
}
