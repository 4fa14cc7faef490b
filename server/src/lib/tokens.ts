import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret: session ids, verification codes, reset tokens. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as keyed hashes, so a copy of the database cannot be used to sign in. */
export const hashToken = (secret: string, token: string) =>
  createHmac('sha256', secret).update(token).digest('hex');

export function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const referralAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short code people can read out and type: no 0/O or 1/I. */
export function referralCode(length = 8) {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => referralAlphabet[byte % referralAlphabet.length]).join('');
}
