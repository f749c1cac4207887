/**
 * The reader's words, asked for as the page's code starts to run rather than after React's first render
 * (issue 53): an entry imports `start-first-messages.ts` first, so the request goes out before React and
 * the rest are evaluated, and the catalogue is usually here by the time the page first renders. That is
 * the site's words in the reader's language (English is in the bundle), and the words of the first
 * screen's own area (common/route-modules.ts, ROUTE_AREAS), in either language: a screen with its words
 * already here draws its content in the first render instead of a placeholder. Nothing imported here may
 * pull React in.
 */
import { matchClientRoute } from '#common/client-routes';
import type { Locale } from '#common/i18n/locales';
import { ROUTE_AREAS } from '#common/route-modules';
import { loadMessages, type Area, type Messages } from './catalogues';
import { initialLocale } from './initial-locale';

/** Words that arrived before the first render, and the areas they cover ('site' among them). */
export interface FirstMessages {
  messages: Messages;
  areas: readonly Area[];
}

let early: { locale: Locale; loaded?: FirstMessages; arrived: Promise<unknown> } | null = null;

/** Begins loading the words the first screen at `pathname` needs that are not in the bundle. */
export function startLoadingFirstMessages(pathname = window.location.pathname): void {
  const locale = initialLocale();
  const route = matchClientRoute(pathname);
  const area = route ? ROUTE_AREAS[route] : undefined;
  if (locale === 'en' && !area) return;
  const areas: Area[] = area ? ['site', area] : ['site'];
  const started: NonNullable<typeof early> = {
    locale,
    arrived: loadMessages(locale, areas).then(
      (messages) => (started.loaded = { messages, areas }),
      () => undefined, // the language provider asks again, and shows what fails then
    ),
  };
  early = started;
}

/** Settles when the words asked for first have arrived, or failed to: at once when none were asked for. */
export function firstMessagesSettled(): Promise<unknown> {
  return early?.arrived ?? Promise.resolve();
}

/** The words in `locale` that have already arrived, else undefined. */
export function firstMessages(locale: Locale): FirstMessages | undefined {
  return early?.locale === locale ? early.loaded : undefined;
}
