import type { Language } from '@pixel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { chooseLanguage, isLanguage, LANGUAGE_COOKIE, localiseErrorBody } from '../lib/i18n.ts';

/**
 * The language a request is answered in (decision 0110): the signed-in account's choice, else the
 * visitor's cookie, else the browser's Accept-Language.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return chooseLanguage({
    account: request.user?.language,
    cookie: request.cookies?.[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/** The language a visitor picked with the switch (the `pixel_lang` cookie), if any: never a guess. */
export function chosenLanguage(request: FastifyRequest): Language | undefined {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(cookie) ? cookie : undefined;
}

/**
 * Errors and field messages leave in the request's language: services and schemas keep writing English,
 * and the answer is translated from the server's catalogue (server/src/locales) on its way out.
 */
export const errorLanguages = fp(async (app: FastifyInstance) => {
  // a callback, not an async hook: the answers that are no errors pay for no promise
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode < 400) return done(null, payload);
    // a body the schema refused never reached the route's sign-in check: who asked is read here
    const who = !request.user && reply.statusCode === 422 ? app.identify(request) : Promise.resolve();
    who.then(
      () => done(null, localiseErrorBody(payload, requestLanguage(request))),
      (error: Error) => done(error),
    );
  });
});
