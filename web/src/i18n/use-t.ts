import { createElement, Fragment, useCallback, useMemo, type ReactNode } from 'react';
import { INTL_LOCALE } from '#common/i18n/locales';
import type { AnyMessageId } from './catalogues';
import { formatParts, type CompiledMessage } from './format-message';
import { translator, type Translate } from './translator';
import { useLanguage } from './language-context';

export type { Translate } from './translator';

/** `t('lookup.title')`: a message in the reader's language, as plain text. */
export function useT(): Translate {
  const { locale, messages } = useLanguage();
  return useMemo(() => translator(locale, messages), [locale, messages]);
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
