/**
 * The site's words (common/i18n) as the server builds them into an answer, in the language the browser
 * asked for: the web app sends the reader's chosen language as Accept-Language.
 */
import type { FastifyRequest } from 'fastify';
import { IntlMessageFormat } from 'intl-messageformat';
import { pickLocale, type Locale } from '#common/i18n/locales';
import { en, type MessageId } from '#common/i18n/messages-en';
import { es } from '#common/i18n/messages-es';

const CATALOGUES: Record<Locale, { readonly [Id in MessageId]: string }> = { en, es };
const INTL: Record<Locale, string> = { en: 'en-US', es: 'es-US' };
const formats = new Map<string, IntlMessageFormat>();

/** The language of an Accept-Language header's first tag the registry speaks ("es-MX,es;q=0.9" is Spanish). */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return pickLocale((request.headers['accept-language'] ?? '').split(','));
}

export function siteWords(locale: Locale, id: MessageId, values?: Record<string, string | number>): string {
  const key = `${locale}\u0000${id}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new IntlMessageFormat(CATALOGUES[locale][id], INTL[locale])));
  return String(format.format(values));
}
