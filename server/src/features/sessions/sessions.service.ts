import { deviceLabel, supportEmail, type AccountSession, type Language } from '@pixel/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { manilaDateTime } from '../../lib/manila.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { SignIn } from '../../plugins/session.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';

/** A random id per browser, kept for as long as browsers keep a cookie: how a sign-in is told apart. */
export const DEVICE_COOKIE = 'pixel_device';
// browsers keep a cookie at most 400 days; a browser unseen that long signs in as a new one
const DEVICE_DAYS = 400;
const deviceIdShape = /^[\w-]{43}$/;

export const SESSIONS_PATH = '/dashboard/settings/sessions';
export const PASSWORD_PATH = '/dashboard/settings/password';

export interface SessionsServiceDeps {
  repository: SessionsRepository;
  /** The queued mailer: a new sign-in mail goes out when the sign-in commits. */
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  secureCookies: boolean;
  now: () => Date;
}

export function createSessionsService(deps: SessionsServiceDeps) {
  const { repository, mailer, secret, now } = deps;
  const link = (path: string) => new URL(path, deps.publicUrl).toString();

  /** The owner hears of a sign-in from a browser their account has not used before (decision 0094). */
  function newSignInMail(input: {
    to: string;
    name: string;
    language: Language;
    userAgent: string | undefined;
    ip: string;
    at: Date;
  }) {
    const t = translator(input.language);
    return {
      to: input.to,
      subject: t('mail.newSignIn.subject'),
      text: t('mail.newSignIn.text', {
        name: input.name,
        device: deviceLabel(describeUserAgent(input.userAgent)),
        ip: input.ip,
        time: manilaDateTime(input.at),
        password: link(PASSWORD_PATH),
        sessions: link(SESSIONS_PATH),
        forgot: link('/auth/forgot-password'),
        email: supportEmail,
      }),
    };
  }

  return {
    /** The account's signed-in sessions, newest first; `currentId` is the caller's own. */
    async list(input: { userId: string; currentId: string | null }): Promise<AccountSession[]> {
      const rows = await repository.listOf(input.userId, now());
      return rows.map((row) => ({
        id: row.publicId,
        ...describeUserAgent(row.userAgent),
        ip: row.ip,
        signed_in_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        current: row.publicId === input.currentId,
      }));
    },

    /** Ends one of the account's sessions: its cookie is refused from the next request on. */
    async end(input: { userId: string; sessionId: string }) {
      if (!(await repository.end(input.userId, input.sessionId))) {
        throw new AppError('not_found', say('sessionNotFound'));
      }
      return { message: 'The session has ended.' };
    },

    /** Whether this browser, by its device cookie, has signed in to the account before. */
    async knowsBrowser(request: Pick<FastifyRequest, 'cookies'>, userId: string) {
      const presented = request.cookies[DEVICE_COOKIE];
      if (!presented || !deviceIdShape.test(presented)) return false;
      return repository.isKnownDevice(userId, hashToken(secret, presented));
    },

    /**
     * Hears every sign-in: gives the browser a device cookie (or keeps the one it has), notes it among the
     * account's browsers, and mails the owner when it is new to an account that has used others. The
     * account's first browser is not news: the sign-in right after sign-up mails nothing.
     */
    async recognizeBrowser({ request, reply, userId, at, tx }: SignIn) {
      const presented = request.cookies[DEVICE_COOKIE];
      const deviceId = presented && deviceIdShape.test(presented) ? presented : randomToken(32);
      const { known, anyKnown } = await repository.rememberDevice(tx, {
        userId,
        deviceHash: hashToken(secret, deviceId),
        at,
        forgetBefore: new Date(at.getTime() - DEVICE_DAYS * 86_400_000),
      });
      // only the sign-in calls need it: under /v1/auth, it goes along with nothing else
      reply.setCookie(DEVICE_COOKIE, deviceId, {
        path: '/v1/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.secureCookies,
        maxAge: DEVICE_DAYS * 86_400,
      });
      if (known || !anyKnown) return;
      const owner = await repository.findOwner(tx, userId);
      if (!owner?.email) return;
      await mailer.send(
        newSignInMail({
          to: owner.email,
          name: owner.pageName,
          language: owner.language ?? 'en',
          userAgent: request.headers['user-agent'],
          ip: request.ip,
          at,
        }),
        { tx },
      );
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
