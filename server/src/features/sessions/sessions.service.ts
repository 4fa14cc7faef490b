import { deviceLabel, supportEmail, type AccountSession } from '@pixel/contract';
import { AppError } from '../../lib/errors.ts';
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
    userAgent: string | undefined;
    ip: string;
    at: Date;
  }) {
    const device = deviceLabel(describeUserAgent(input.userAgent));
    return {
      to: input.to,
      subject: 'New sign-in to your PIXEL account',
      text:
        [
          `Hi ${input.name},`,
          'Your PIXEL account was just signed in to from a browser it had not used before:',
          [
            `Browser: ${device}`,
            `Address: ${input.ip}`,
            `Time: ${manilaDateTime(input.at)} (Manila time)`,
          ].join('\n'),
          'If this was you, there is nothing to do.',
          "If it wasn't you, someone knows your password:",
          [
            `1. Change your password at ${link(PASSWORD_PATH)}. Every other browser is signed out at once.`,
            `2. Look over your sessions at ${link(SESSIONS_PATH)} and end any you do not recognise.`,
          ].join('\n'),
          `If you cannot sign in any more, reset your password at ${link('/auth/forgot-password')} and write to ${supportEmail}.`,
        ].join('\n\n') + '\n',
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
        throw new AppError('not_found', 'Session not found.');
      }
      return { message: 'The session has ended.' };
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
