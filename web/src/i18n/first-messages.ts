/**
 * The reader's language's words, asked for as the page's code starts to run rather than after React's
 * first render (issue 53): an entry imports `start-first-messages.ts` first, so the request goes out
 * before React and the rest are evaluated, and the catalogue is usually here by the time the page first
 * renders, in Spanish as in English. Nothing imported here may pull React in.
 */
import type { Locale } from '#common/i18n/locales';
import { loadMessages, type Messages } from './catalogues';
import { initialLocale } from './initial-locale';

let early: { locale: Locale; messages?: Messages; arrived: Promise<unknown> } | null = null;

/** Begins loading the site's words in the reader's language, unless it is English, which is in the bundle. */
export function startLoadingFirstMessages(): void {
  const locale = initialLocale();
  if (locale === 'en') return;
  const loading = loadMessages(locale, ['site']);
  const started: NonNullable<typeof early> = {
    locale,
    arrived: loading.then(
      (messages) => (started.messages = messages),
      () => undefined, // the language provider asks again, and shows what fails then
    ),
  };
  early = started;
}

/** Settles when the words asked for first have arrived, or failed to: at once for English. */
export function firstMessagesSettled(): Promise<unknown> {
  return early?.arrived ?? Promise.resolve();
}

/** The site's words in `locale` when they have already arrived, else undefined. */
export function firstMessages(locale: Locale): Messages | undefined {
  return early?.locale === locale ? early.messages : undefined;
}
