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

/** The values a registrant typed, which an email shows but never as something to click. */
const TYPED_VALUES = ['dogName'] as const;
const ZERO_WIDTH_SPACE = '\u200b';

/**
 * Text a registrant typed, made inert for mail programs: a zero-width space after every `.`, `:`, `/`
 * and `@`, so "win at https://evil.example" reads the same and is never made a link (the security
 * test's finding: a dog's name became a link in the registry's own mail).
 */
export function inertText(text: string): string {
  return text.replace(/[.:/@]/g, (mark) => `${mark}${ZERO_WIDTH_SPACE}`);
}

/** `say(id)` for one email: its reader's language and its values bound once, typed ones made inert. */
export function emailSayer(locale: Locale, values: Record<string, string | number>): (id: EmailMessageId) => string {
  const shown = { ...values };
  for (const key of TYPED_VALUES) {
    const value = shown[key];
    if (typeof value === 'string') shown[key] = inertText(value);
  }
  return (id) => emailWords(locale, id, shown);
}
