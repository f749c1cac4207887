/** The words of an email in its reader's language (messages/email-en.ts, email-es.ts), with ICU formatting. */
import { IntlMessageFormat } from 'intl-messageformat';
import { isLocale, type Locale } from '#common/i18n/locales';
import { emailEn, type EmailMessageId } from './messages/email-en';
import { emailEs } from './messages/email-es';

const CATALOGUES: Record<Locale, { readonly [Id in EmailMessageId]: string }> = { en: emailEn, es: emailEs };
/** The tag Intl formats with: the registry serves the United States. */
export const EMAIL_INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

const formats = new Map<string, IntlMessageFormat>();

/** A stored language ('en', 'es'); anything else, as on records from before languages, is English. */
export function emailLocale(language: string | null | undefined): Locale {
  return isLocale(language) ? language : 'en';
}

export function emailWords(locale: Locale, id: EmailMessageId, values?: Record<string, string | number>): string {
  const key = `${locale}\u0000${id}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new IntlMessageFormat(CATALOGUES[locale][id], EMAIL_INTL_LOCALE[locale])));
  return String(format.format(values));
}
