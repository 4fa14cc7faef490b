import type { Language } from '@pixel/contract';
import type { FastifyRequest } from 'fastify';
import { chooseLanguage, isLanguage, LANGUAGE_COOKIE } from '../lib/i18n.ts';

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
