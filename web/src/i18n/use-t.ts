import { createElement, Fragment, useCallback, type ReactNode } from 'react';
import { INTL_LOCALE } from '#common/i18n/locales';
import type { AnyMessageId } from './catalogues';
import { formatParts, formatText, type CompiledMessage } from './format-message';
import { useLanguage } from './language-context';

type Values = Record<string, string | number>;

/** What useT() gives: for helpers that word things outside a component. */
export type Translate = (id: AnyMessageId, values?: Values) => string;

/** `t('lookup.title')`: a message in the reader's language, as plain text. */
export function useT(): Translate {
  const { locale, messages } = useLanguage();
  return useCallback(
    // An id from an area not loaded yet shows as the id: the area's root waits for useArea().
    (id: AnyMessageId, values?: Values) =>
      formatText(INTL_LOCALE[locale], id, (messages[id] ?? id) as CompiledMessage, values),
    [locale, messages],
  );
}

/** A message with elements among its words: `tRich('resources.infoLine', { voice: <a …/> })`. */
export function useRichT(): (id: AnyMessageId, values: Record<string, string | number | ReactNode>) => ReactNode {
  const { locale, messages } = useLanguage();
  return useCallback(
    (id: AnyMessageId, values: Record<string, string | number | ReactNode>) =>
      formatParts<ReactNode>(INTL_LOCALE[locale], id, (messages[id] ?? id) as CompiledMessage, values).map(
        (part, index) => createElement(Fragment, { key: index }, part),
      ),
    [locale, messages],
  );
}

/**
 * A message the browser's schemas gave by id (common/messages.ts, common/staff-messages.ts), in the
 * reader's language; anything else, such as the server's words (already in the reader's language: the
 * web app sends it as Accept-Language), is shown as it came.
 */
export function useMessageText(): (text: string) => string {
  const { messages } = useLanguage();
  const t = useT();
  return useCallback((text: string) => (Object.hasOwn(messages, text) ? t(text as AnyMessageId) : text), [messages, t]);
}
