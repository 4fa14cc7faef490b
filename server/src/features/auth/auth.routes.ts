import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authCalls, authSchemas, type PasskeyAssertion, type PasskeyRequestOptions } from '@pixel/contract';
import { tooManyRequests } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { registerRoutes } from '../../lib/routes.ts';
import type { HumanCheck } from '../../plugins/human-check.ts';
import { chosenLanguage, requestLanguage } from '../../plugins/languages.ts';
import type { AuthService } from './auth.service.ts';

/** The second step of a sign-in, where the account has one (the two-factor feature). */
export interface SecondStep {
  isOn(userId: string): Promise<boolean>;
  /** A token the second step is sent back with. */
  challenge(userId: string): Promise<string>;
  /** Options for one of the account's passkeys to be the second step. */
  passkeyOptions(token: string): Promise<PasskeyRequestOptions>;
  /** The account whose sign-in the token and code (or passkey) complete. */
  completeSignIn(
    token: string,
    step: { code?: string; recovery_code?: string; passkey?: PasskeyAssertion },
  ): Promise<string>;
}

/** A sign-in with a passkey alone (the passkeys feature). */
export interface PasskeySignIn {
  options(): Promise<PasskeyRequestOptions>;
  /** The account the passkey's answer signs in. */
  verify(answer: PasskeyAssertion): Promise<string>;
}

/** Whether a browser has signed in to an account before (the sessions feature). */
export type KnowsBrowser = (request: FastifyRequest, userId: string) => Promise<boolean>;

const STATE_COOKIE = 'pixel_login_state';
// the sign-in calls' path: the cookie goes along to the provider's return, which reads it
const STATE_COOKIE_PATH = authCalls.login.path;

/** Per person and address: one attacker cannot lock everyone out, nor guess one password forever. */
const byIpAndEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};

export async function authRoutes(
  app: FastifyInstance,
  options: {
    service: AuthService;
    secureCookies: boolean;
    humanCheck: HumanCheck;
    secondStep: SecondStep;
    passkeys: PasskeySignIn;
    knowsBrowser: KnowsBrowser;
  },
) {
  const { service, humanCheck, secondStep, passkeys, knowsBrowser } = options;
  /** What the guard of the account a password is tried on weighs besides it (decision 0122). */
  const passwordTry = (request: FastifyRequest, captchaToken: string | undefined) => ({
    ip: request.ip,
    captchaToken,
    knowsBrowser: (userId: string) => knowsBrowser(request, userId),
  });

  /**
   * The password (or the provider) proved who this is: an active account is signed in, unless it has a
   * second step, which answers a challenge instead and starts no session. A passkey is both steps at
   * once (`alone`).
   */
  async function signIn<T extends { user: { status: string }; deletion_details: unknown }>(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    result: T,
    alone = false,
  ) {
    // a closed account signs in only while it waits to be erased, to cancel (decision 0096)
    if (result.user.status !== 'active' && !result.deletion_details) return result;
    if (!alone && (await secondStep.isOn(userId))) {
      return { two_factor_required: true as const, challenge_token: await secondStep.challenge(userId) };
    }
    await app.sessions.start(request, reply, userId, { secondFactor: alone });
    return result;
  }

  // a second count beside the route's per-person limit (one limit runs per request, so this one is
  // checked by hand)
  const loginsFromAddress = app.createRateLimit({
    max: 40,
    timeWindow: '15 minutes',
    keyGenerator: (request) => `login|${request.ip}`,
  });
  const loginsPerAddress = async (request: FastifyRequest) => {
    const limit = await loginsFromAddress(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
  };
  const rateLimit = (max: number, timeWindow: string) => ({ config: { rateLimit: { max, timeWindow } } });

  registerRoutes(app, authCalls, authSchemas, {
    register: {
      handler: async (request, reply) => {
        const { email, password, page_url, page_name, referral_code, redirect } = request.body;
        const answer = await service.register({
          email,
          password,
          pageUrl: page_url,
          pageName: page_name,
          referralCode: referral_code,
          redirect,
          language: requestLanguage(request),
          chosenLanguage: chosenLanguage(request),
        });
        return reply.status(201).send({ data: answer });
      },
      options: { preHandler: humanCheck.require, ...rateLimit(20, '10 minutes') },
    },

    login: {
      handler: async (request, reply) => {
        const { email, password, authorization_code, captcha_token } = request.body;
        const { userId, ...result } = await service.login({
          email,
          password,
          authorizationCode: authorization_code,
          attempt: passwordTry(request, captcha_token),
        });
        return { data: await signIn(request, reply, userId, result) };
      },
      options: {
        // and per address across every account: one address cannot try one password on many accounts
        onRequest: loginsPerAddress,
        config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: byIpAndEmail } },
      },
    },

    loginTwoFactor: {
      handler: async (request, reply) => {
        const { challenge_token, ...step } = request.body;
        const userId = await secondStep.completeSignIn(challenge_token, step);
        const result = await service.signedIn(userId);
        await app.sessions.start(request, reply, userId, { secondFactor: true });
        return { data: result };
      },
      options: { onRequest: loginsPerAddress, ...rateLimit(10, '1 minute') },
    },

    loginPasskeyOptions: {
      handler: async (request) => ({ data: await secondStep.passkeyOptions(request.body.challenge_token) }),
      options: rateLimit(10, '1 minute'),
    },

    // a passkey alone: the device offers the passkeys it keeps for PIXEL, nobody types an address
    passkeyOptions: {
      handler: async () => ({ data: await passkeys.options() }),
      options: rateLimit(20, '1 minute'),
    },

    passkeySignIn: {
      handler: async (request, reply) => {
        const userId = await passkeys.verify(request.body.response);
        const { userId: _same, ...result } = await service.accountAnswer(userId);
        return { data: await signIn(request, reply, userId, result, true) };
      },
      options: { onRequest: loginsPerAddress, ...rateLimit(10, '1 minute') },
    },

    resendVerification: {
      handler: async (request) => ({ data: await service.resendVerification(request.body.email) }),
      options: rateLimit(5, '1 minute'),
    },

    forgotPassword: {
      handler: async (request) => ({
        data: await service.forgotPassword(request.body.email, requestLanguage(request)),
      }),
      options: {
        preHandler: humanCheck.require,
        config: { rateLimit: { max: 5, timeWindow: '15 minutes', keyGenerator: byIpAndEmail } },
      },
    },

    resetPassword: {
      handler: async (request) => {
        const { userId, message } = await service.resetPassword(request.body, requestLanguage(request));
        await app.sessions.endAllFor(userId);
        return { data: { message } };
      },
      options: rateLimit(10, '15 minutes'),
    },

    logout: async (request, reply) => {
      const language = requestLanguage(request);
      await app.sessions.end(request, reply);
      return { data: { message: translator(language)('messages.loggedOut') } };
    },

    reactivate: {
      handler: async (request, reply) => {
        const { captcha_token, ...credentials } = request.body;
        const { userId, ...result } = await service.reactivate({
          ...credentials,
          attempt: passwordTry(request, captcha_token),
        });
        return { data: await signIn(request, reply, userId, result) };
      },
      options: {
        config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: byIpAndEmail } },
      },
    },

    profile: async (request) => ({ data: await service.profile(request.user!, request.linkedAccount) }),

    // the web app asks on every start whether someone is signed in: a visitor is a normal answer, not a 401
    session: async (request) => ({
      data: request.user ? await service.profile(request.user, request.linkedAccount) : null,
    }),

    welcomeSeen: {
      handler: async (request) => ({ data: await service.markWelcomeSeen(request.user!) }),
      options: rateLimit(30, '1 minute'),
    },

    // the language switch of the header and the account settings: screens, errors, mails and SMS follow it
    setLanguage: {
      handler: async (request) => ({
        data: await service.setLanguage({ user: request.user!, language: request.body.language }),
      }),
      options: rateLimit(30, '1 minute'),
    },

    deactivate: {
      handler: async (request, reply) => {
        const result = await service.deactivate(request.user!, request.body, requestLanguage(request));
        await app.sessions.endAllFor(request.user!.id);
        await app.sessions.end(request, reply);
        return { data: result };
      },
      options: rateLimit(10, '1 minute'),
    },

    changePassword: {
      handler: async (request) => {
        const { current_password, password } = request.body;
        const result = await service.changePassword(
          request.user!,
          { currentPassword: current_password, password },
          requestLanguage(request),
        );
        // whoever else knew the old password is signed out; this browser stays signed in
        await app.sessions.endOthers(request, request.user!.id);
        return { data: result };
      },
      // each try checks the password: as few as a reset allows
      options: rateLimit(10, '15 minutes'),
    },

    loginWith: {
      handler: async (request, reply) => {
        const { state, authenticationUrl } = await service.startProviderLogin({
          platform: request.body.platform,
          referralCode: request.body.referral_code,
          redirectAfter: request.body.redirect_after,
        });
        reply.setCookie(STATE_COOKIE, state, {
          path: STATE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: options.secureCookies,
          maxAge: 600,
        });
        return { data: { authentication_url: authenticationUrl } };
      },
      options: rateLimit(20, '1 minute'),
    },
    // the provider sends the browser here; it answers with a redirect, not JSON
    providerReturn: {
      handler: async (request, reply) => {
        const { code, state } = request.query;
        const stateFromCookie = request.cookies[STATE_COOKIE];
        reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
        const done =
          code && state ? await service.completeProviderLogin({ code, state, stateFromCookie }) : null;
        if (!done) return reply.redirect('/auth/login?login_error=provider', 303);
        if (await secondStep.isOn(done.userId)) {
          // the login page asks for the second step, then goes where the sign-in was going
          const challenge = await secondStep.challenge(done.userId);
          const next = new URLSearchParams({ challenge, redirect: done.redirectTo });
          return reply.redirect(`/auth/login?${next.toString()}`, 303);
        }
        await app.sessions.start(request, reply, done.userId);
        return reply.redirect(done.redirectTo, 303);
      },
      options: rateLimit(20, '1 minute'),
    },
  });
}
