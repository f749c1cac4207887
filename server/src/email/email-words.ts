/** The words of an email in its reader's language (messages/email-en.ts, email-es.ts), with ICU formatting. */
import { isLocale, type Locale } from '#common/i18n/locales';
import { catalogueWords } from '../lib/catalogue-words';
import { emailEn, type EmailMessageId } from './messages/email-en';
import { emailEs } from './messages/email-es';

/** A stored language ('en', 'es'); anything else, as on records from before languages, is English. */
export function emailLocale(language: string | null | undefined): Locale {
  return isLocale(language) ? language : 'en';
}

export const emailWords = catalogueWords<EmailMessageId>({ en: emailEn, es: emailEs });

/** `say(id)` for one email: its reader's language and its values bound once. */
export function emailSayer(locale: Locale, values: Record<string, string | number>): (id: EmailMessageId) => string {
  return (id) => emailWords(locale, id, values);
}
