/**
 * The server's words, from the same catalogues as the web app's (common/i18n), in the language of the
 * request: the web app sends its reader's language as Accept-Language. Code passes message ids
 * (common/messages.ts, common/staff-messages.ts, the owner tools' form messages); `say` turns an id into words and leaves anything
 * else as it is (a text already in the reader's language).
 */
import type { FastifyRequest } from 'fastify';
import { staffEn, type StaffMessageId } from '#common/i18n/staff-messages-en';
import { staffEs } from '#common/i18n/staff-messages-es';
import { errorsEn, type ErrorMessageId } from '#common/i18n/error-messages-en';
import { errorsEs } from '#common/i18n/error-messages-es';
import { pickLocale, type Locale } from '#common/i18n/locales';
import { en, type MessageId } from '#common/i18n/messages-en';
import { es } from '#common/i18n/messages-es';
import { ownerLinkEn, type OwnerLinkMessageId } from '#common/i18n/owner-link-messages-en';
import { ownerLinkEs } from '#common/i18n/owner-link-messages-es';
import { catalogueWords, type Said } from './catalogue-words';

export type ServerMessageId = MessageId | StaffMessageId | ErrorMessageId | OwnerLinkMessageId;
export type MessageValues = Record<string, string | number>;
/** What an ApiError says (lib/api-error.ts): a catalogue id, or an id's words already in the reader's language. */
export type ApiMessage = ServerMessageId | Said;

/** The language of an Accept-Language header's first tag the registry speaks ("es-MX,es;q=0.9" is Spanish). */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return pickLocale((request.headers['accept-language'] ?? '').split(','));
}

const catalogues = {
  en: { ...en, ...staffEn, ...errorsEn, ...ownerLinkEn },
  es: { ...es, ...staffEs, ...errorsEs, ...ownerLinkEs },
} as Record<Locale, { readonly [Id in ServerMessageId]: string }>;

export const words = catalogueWords<ServerMessageId>(catalogues);

export function isMessageId(text: string): text is ServerMessageId {
  return Object.hasOwn(catalogues.en, text);
}

/**
 * Field messages a schema library hands over as plain strings, as an ApiError carries them: our schemas
 * give catalogue ids; any other text (zod's English for an unknown key) passes on as it is, as `say` does.
 */
export function schemaMessages(fields: Record<string, string>): Record<string, ApiMessage> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [field, isMessageId(text) ? text : (text as Said)]),
  );
}

/** An id's words in `locale`, with its values; a text that is no id, as it is. */
export function say(locale: Locale, text: string, values?: MessageValues): string {
  return isMessageId(text) ? words(locale, text, values) : text;
}
