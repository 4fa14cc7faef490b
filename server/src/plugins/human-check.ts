import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { safeEqual } from '../lib/tokens.ts';

const COOKIE = 'pixel_human';
const TTL_MS = 30 * 60_000;

/**
 * With a captcha provider on, the risky steps (sign-up, forgot password) need proof that a person solved
 * the captcha: a verified token earns the browser a signed pass for 30 minutes, which those steps check.
 * With the captcha off, every step is open.
 */
export function createHumanCheck(options: { enabled: boolean; secret: string; secureCookies: boolean }) {
  const sign = (expires: number) =>
    createHmac('sha256', options.secret).update(`human-pass:${expires}`).digest('base64url');
  return {
    /** Gives this browser its pass, after the captcha provider confirmed the token. */
    grant(reply: FastifyReply) {
      const expires = Date.now() + TTL_MS;
      reply.setCookie(COOKIE, `${expires}.${sign(expires)}`, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        maxAge: TTL_MS / 1000,
      });
    },
    /** preHandler of a risky step: refused without a valid pass. */
    require: async (request: FastifyRequest) => {
      if (!options.enabled) return;
      const [expires, signature] = (request.cookies[COOKIE] ?? '').split('.');
      const at = Number(expires);
      if (signature && Number.isFinite(at) && at > Date.now() && safeEqual(signature, sign(at))) return;
      throw new AppError('forbidden', 'Please confirm that you are human, then try again.');
    },
  };
}

export type HumanCheck = ReturnType<typeof createHumanCheck>;
