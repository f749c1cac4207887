import { INTL_LOCALE, type Locale } from '#common/i18n/locales';
import type { AnyMessageId, Messages } from './catalogues';
import { formatText, type CompiledMessage } from './format-message';

type Values = Record<string, string | number>;

/** `t(id, values)`: a message in the reader's language, as plain text. */
export type Translate = (id: AnyMessageId, values?: Values) => string;

/**
 * The words of `messages` in `locale`, without React: useT() gives this to components, and the verify page's
 * first paint words its verdict with it before React has started. An id from an area not loaded yet shows
 * as the id: the area's root waits for useArea().
 */
export function translator(locale: Locale, messages: Messages): Translate {
  return (id, values) => formatText(INTL_LOCALE[locale], id, (messages[id] ?? id) as CompiledMessage, values);
}
