import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import type { HumanCheck } from '../../plugins/human-check.ts';
import { chosenLanguage, requestLanguage } from '../../plugins/languages.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequest,
  deactivateRequest,
  updateLanguageRequest,
  emailRequest,
  errorEnvelope,
  loginRequest,
  loginResponse,
  loginPasskeyOptionsRequest,
  loginTwoFactorRequest,
  loginWithRequest,
  loginWithResponse,
  messageResponse,
  passkeyRequestOptionsResponse,
  passkeySignInRequest,
  reactivateRequest,
  registerRequest,
  registerResponse,
  resetPasswordRequest,
  retryResponse,
  sessionResponse,
  userResponse,
  type PasskeyAssertion,
  type PasskeyRequestOptions,
} from '@pixel/contract';
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
const errors = { 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };

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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/v1/auth/register',
    {
      schema: { tags, body: registerRequest, response: { 201: registerResponse, ...errors } },
      preHandler: humanCheck.require,
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const { email, password, page_url, page_name, referral_code } = request.body;
      const answer = await service.register({
        email,
        password,
        pageUrl: page_url,
        pageName: page_name,
        referralCode: referral_code,
        language: requestLanguage(request),
        chosenLanguage: chosenLanguage(request),
      });
      return reply.status(201).send({ data: answer });
    },
  );

  r.post(
    '/v1/auth/login',
    {
      schema: { tags, body: loginRequest, response: { 200: loginResponse, ...errors } },
      // and per address across every account: one address cannot try one password on many accounts
      onRequest: loginsPerAddress,
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: byIpAndEmail } },
    },
    async (request, reply) => {
      const { email, password, authorization_code, captcha_token } = request.body;
      const { userId, ...result } = await service.login({
        email,
        password,
        authorizationCode: authorization_code,
        attempt: passwordTry(request, captcha_token),
      });
      return { data: await signIn(request, reply, userId, result) };
    },
  );

  r.post(
    '/v1/auth/login/two-factor',
    {
      schema: { tags, body: loginTwoFactorRequest, response: { 200: loginResponse, ...errors } },
      onRequest: loginsPerAddress,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { challenge_token, ...step } = request.body;
      const userId = await secondStep.completeSignIn(challenge_token, step);
      const result = await service.signedIn(userId);
      await app.sessions.start(request, reply, userId, { secondFactor: true });
      return { data: result };
    },
  );

  r.post(
    '/v1/auth/login/two-factor/passkey/options',
    {
      schema: {
        tags,
        body: loginPasskeyOptionsRequest,
        response: { 200: passkeyRequestOptionsResponse, ...errors },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => ({ data: await secondStep.passkeyOptions(request.body.challenge_token) }),
  );

  // a passkey alone: the device offers the passkeys it keeps for PIXEL, nobody types an address
  r.post(
    '/v1/auth/passkey/options',
    {
      schema: { tags, response: { 200: passkeyRequestOptionsResponse, ...errors } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async () => ({ data: await passkeys.options() }),
  );

  r.post(
    '/v1/auth/passkey',
    {
      schema: { tags, body: passkeySignInRequest, response: { 200: loginResponse, ...errors } },
      onRequest: loginsPerAddress,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const userId = await passkeys.verify(request.body.response);
      const { userId: _same, ...result } = await service.accountAnswer(userId);
      return { data: await signIn(request, reply, userId, result, true) };
    },
  );

  r.post(
    '/v1/auth/verification/resend',
    {
      schema: { tags, body: emailRequest, response: { 200: retryResponse, ...errors } },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => ({ data: await service.resendVerification(request.body.email) }),
  );

  r.post(
    '/v1/auth/password/forgot',
    {
      schema: { tags, body: emailRequest, response: { 200: messageResponse, ...errors } },
      preHandler: humanCheck.require,
      config: { rateLimit: { max: 5, timeWindow: '15 minutes', keyGenerator: byIpAndEmail } },
    },
    async (request) => ({
      data: await service.forgotPassword(request.body.email, requestLanguage(request)),
    }),
  );

  r.post(
    '/v1/auth/password/reset',
    {
      schema: { tags, body: resetPasswordRequest, response: { 200: messageResponse, ...errors } },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const { userId, message } = await service.resetPassword(request.body, requestLanguage(request));
      await app.sessions.endAllFor(userId);
      return { data: { message } };
    },
  );

  r.post(
    '/v1/auth/logout',
    { schema: { tags, response: { 200: messageResponse } } },
    async (request, reply) => {
      const language = requestLanguage(request);
      await app.sessions.end(request, reply);
      return { data: { message: translator(language)('messages.loggedOut') } };
    },
  );

  r.post(
    '/v1/auth/reactivate/account',
    {
      schema: { tags, body: reactivateRequest, response: { 200: loginResponse, ...errors } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: byIpAndEmail } },
    },
    async (request, reply) => {
      const { captcha_token, ...credentials } = request.body;
      const { userId, ...result } = await service.reactivate({
        ...credentials,
        attempt: passwordTry(request, captcha_token),
      });
      return { data: await signIn(request, reply, userId, result) };
    },
  );

  r.get(
    '/v1/user/profile',
    { schema: { tags: ['user'], response: { 200: userResponse, ...errors } }, preHandler: app.authenticate },
    async (request) => ({ data: await service.profile(request.user!, request.linkedAccount) }),
  );

  // the web app asks on every start whether someone is signed in: a visitor is a normal answer, not a 401
  r.get(
    '/v1/auth/session',
    { schema: { tags: ['auth'], response: { 200: sessionResponse } }, preHandler: app.identify },
    async (request) => ({
      data: request.user ? await service.profile(request.user, request.linkedAccount) : null,
    }),
  );

  r.post(
    '/v1/user/welcome/seen',
    {
      schema: { tags: ['user'], response: { 200: userResponse, ...errors } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({ data: await service.markWelcomeSeen(request.user!) }),
  );

  // the language switch of the header and the account settings: screens, errors, mails and SMS follow it
  r.put(
    '/v1/user/language',
    {
      schema: { tags: ['user'], body: updateLanguageRequest, response: { 200: userResponse, ...errors } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      data: await service.setLanguage({ user: request.user!, language: request.body.language }),
    }),
  );

  r.post(
    '/v1/user/deactivate',
    {
      schema: { tags: ['user'], body: deactivateRequest, response: { 200: messageResponse, ...errors } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const result = await service.deactivate(request.user!, request.body, requestLanguage(request));
      await app.sessions.endAllFor(request.user!.id);
      await app.sessions.end(request, reply);
      return { data: result };
    },
  );

  r.post(
    '/v1/user/password',
    {
      schema: { tags: ['user'], body: changePasswordRequest, response: { 200: messageResponse, ...errors } },
      preHandler: app.authenticate,
      // each try checks the password: as few as a reset allows
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => {
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
  );

  r.post(
    '/v1/auth/login/with',
    {
      schema: { tags, body: loginWithRequest, response: { 200: loginWithResponse, ...errors } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { state, authenticationUrl } = await service.startProviderLogin({
        platform: request.body.platform,
        referralCode: request.body.referral_code,
        redirectAfter: request.body.redirect_after,
      });
      reply.setCookie(STATE_COOKIE, state, {
        path: '/v1/auth/login',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        maxAge: 600,
      });
      return { data: { authentication_url: authenticationUrl } };
    },
  );

  // the provider sends the browser here; it answers with a redirect, not JSON
  r.get(
    '/v1/auth/login/token',
    {
      schema: {
        tags,
        querystring: z.object({
          code: z.string().max(512).optional(),
          state: z.string().max(512).optional(),
          error: z.string().max(200).optional(),
        }),
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { code, state } = request.query;
      const stateFromCookie = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/v1/auth/login' });
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
  );
}
