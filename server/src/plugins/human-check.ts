import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, say } from '../lib/errors.ts';

const COOKIE = 'pixel_human';
const TTL_MS = 30 * 60_000;
// the cookie plugin signs a value, not the cookie's name: the value says what it is for, so a value
// signed for another cookie cannot pass for this one
const PURPOSE = 'human-pass:';

/**
 * With a captcha provider on, the risky steps (sign-up, forgot password) need proof that a person solved
 * the captcha: a verified token earns the browser a pass for 30 minutes, signed by the cookie plugin with
 * the app's secret, which those steps check. With the captcha off, every step is open.
 */
export function createHumanCheck(options: { enabled: boolean; secureCookies: boolean }) {
  return {
    /** Gives this browser its pass, after the captcha provider confirmed the token. */
    grant(reply: FastifyReply) {
      reply.setCookie(COOKIE, `${PURPOSE}${Date.now() + TTL_MS}`, {
        signed: true,
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
      const pass = request.cookies[COOKIE];
      const { valid, value } = pass ? request.unsignCookie(pass) : { valid: false, value: null };
      const expires = valid && value?.startsWith(PURPOSE) ? Number(value.slice(PURPOSE.length)) : NaN;
      if (expires > Date.now()) return;
      throw new AppError('forbidden', say('confirmHuman'));
    },
  };
}

export type HumanCheck = ReturnType<typeof createHumanCheck>;
