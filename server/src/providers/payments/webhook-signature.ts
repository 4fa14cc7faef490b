import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens.ts';

/** How far ahead of our clock a signature's time may be (clock skew). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/**
 * How old a signature may be: providers re-send a webhook they could not deliver with its first
 * signature for up to about three days. A replay inside that window is refused by the event's id.
 */
export const SIGNATURE_MAX_AGE_SECONDS = 3 * 24 * 3600;

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
  return safeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

export function headerValue(headers: Record<string, string | string[] | undefined>, name: string) {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Checks a `t=…` timestamp against the clock: a body signed long ago, or in the future, is refused. */
export function isFresh(timestamp: string | undefined, now: Date) {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  const age = now.getTime() / 1000 - Number(timestamp);
  return age <= SIGNATURE_MAX_AGE_SECONDS && age >= -SIGNATURE_TOLERANCE_SECONDS;
}
