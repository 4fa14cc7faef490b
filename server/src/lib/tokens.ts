import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret: session ids, verification codes, reset tokens. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as keyed hashes, so a copy of the database cannot be used to sign in. */
export const hashToken = (secret: string, token: string) =>
  createHmac('sha256', secret).update(token).digest('hex');

/**
 * Whether two secrets are the same, in a time that does not tell how much of them matched. Strings are
 * compared as their bytes; of different lengths they are simply not the same.
 */
export function safeEqual(a: string | Buffer, b: string | Buffer) {
  const left = Buffer.isBuffer(a) ? a : Buffer.from(a);
  const right = Buffer.isBuffer(b) ? b : Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// letters and digits people can read out and type: no 0/O or 1/I
const readableAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code of `length` readable characters: references, transaction numbers, referral codes. */
export const readableCode = (length: number) =>
  Array.from(randomBytes(length), (byte) => readableAlphabet[byte % readableAlphabet.length]).join('');

/** A short code people can read out and type. */
export const referralCode = (length = 8) => readableCode(length);
