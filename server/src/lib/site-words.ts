/**
 * The site's words (common/i18n) as the server builds them into an answer, in the language the browser
 * asked for: the web app sends the reader's chosen language as Accept-Language.
 */
import type { FastifyRequest } from 'fastify';
import { pickLocale, type Locale } from '#common/i18n/locales';
import { en, type MessageId } from '#common/i18n/messages-en';
import { es } from '#common/i18n/messages-es';
import { catalogueWords } from './catalogue-words';

/** The language of an Accept-Language header's first tag the registry speaks ("es-MX,es;q=0.9" is Spanish). */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return pickLocale((request.headers['accept-language'] ?? '').split(','));
}

export const siteWords = catalogueWords<MessageId>({ en, es });
