import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { HumanCheck } from '../../plugins/human-check.ts';
import {
  CAUSED_MAILS_PER_ADDRESS_HOUR,
  createCappedMailer,
  type Mailer,
} from '../../providers/mail/mailer.ts';
import type { Metrics } from '../ops/metrics.ts';
import { createAuthRepository } from './auth.repository.ts';
import type { CaptchaVerifier } from '../../providers/captcha/captcha.ts';
import { authRoutes, type KnowsBrowser, type PasskeySignIn, type SecondStep } from './auth.routes.ts';
import { createPasswordGuard } from './password-guard.ts';
import type { AuthServiceDeps } from './auth.deps.ts';
import { createAuthService } from './auth.service.ts';

/**
 * Accounts: sign-up, verification, sign-in (with a password or through the payment provider), password
 * resets, deactivation. Everything it mails, anyone can cause by typing an address: its mailer is capped.
 */
export function authModule(
  deps: Omit<AuthServiceDeps, 'repository' | 'mailer' | 'now' | 'log' | 'passwordGuard'> & {
    log: FastifyBaseLogger;
    db: Db;
    now: () => Date;
    /** The queued mailer: this feature sends through a cap per address (decision 0072). */
    mailer: Mailer;
    metrics: Pick<Metrics, 'mailsCapped'>;
    secureCookies: boolean;
    humanCheck: HumanCheck;
    secondStep: SecondStep;
    passkeys: PasskeySignIn;
    /** Asked of a stranger's log-in to an account under attack (decision 0122). */
    captcha: CaptchaVerifier;
    /** Whether a browser has signed in to an account before (the sessions feature). */
    knowsBrowser: KnowsBrowser;
  },
) {
  const {
    secureCookies,
    humanCheck,
    metrics,
    log,
    secondStep,
    passkeys,
    captcha,
    knowsBrowser,
    ...serviceDeps
  } = deps;
  const repository = createAuthRepository(deps.db, deps.now);
  // everything it mails, anyone can cause by typing an address: a few an hour reach one address
  const mailer = createCappedMailer({
    db: deps.db,
    mailer: deps.mailer,
    perHour: CAUSED_MAILS_PER_ADDRESS_HOUR,
    now: deps.now,
    onCapped: ({ subject, recipientHash }) => {
      metrics.mailsCapped.inc();
      log.warn({ subject, recipientHash }, 'mail not sent: its address had its share this hour');
    },
  });
  const passwordGuard = createPasswordGuard({
    db: deps.db,
    now: deps.now,
    captcha,
    mailer,
    publicUrl: deps.publicUrl,
    secret: deps.secret,
  });
  const service = createAuthService({ ...serviceDeps, log, mailer, repository, passwordGuard });
  return {
    routes: async (app) =>
      app.register(authRoutes, { service, secureCookies, humanCheck, secondStep, passkeys, knowsBrowser }),
    /** The signed-in user as the app shows them (the web app's first paint). */
    profile: service.profile,
    /** The account's email: where a code goes when there is no number on file. */
    findEmail: async (userId: string) => (await repository.findUserById(userId))?.email ?? null,
    findLinkedAccount: repository.findLinkedAccountOfUser,
  } satisfies FeatureModule & Record<string, unknown>;
}
