/** A catalogue per language, formatted with ICU (intl-messageformat parses on the server), each message once. */
import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALE, type Locale } from '#common/i18n/locales';

declare const said: unique symbol;
/** A message already in its reader's language, as only a catalogue says it: an id's words, never a typed literal. */
export type Said = string & { readonly [said]: true };

export type Words<Id extends string> = (locale: Locale, id: Id, values?: Record<string, string | number>) => Said;

export function catalogueWords<Id extends string>(
  catalogues: Record<Locale, { readonly [K in Id]: string }>,
): Words<Id> {
  const formats = new Map<string, IntlMessageFormat>();
  return (locale, id, values) => {
    const key = `${locale}\u0000${id}`;
    let format = formats.get(key);
    if (!format) formats.set(key, (format = new IntlMessageFormat(catalogues[locale][id], INTL_LOCALE[locale])));
    return String(format.format(values)) as Said;
  };
}
