import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A catalogue entry as the browser has it: an ICU syntax tree, parsed at build time
 * (scripts/precompiled-messages-plugin.ts), or plain text with no ICU syntax (the shared messages).
 */
export type CompiledMessage = string | MessageFormatElement[];

const formats = new Map<string, IntlMessageFormat>();

function formatter(locale: string, id: string, message: CompiledMessage): IntlMessageFormat {
  const key = `${locale}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    const tree: MessageFormatElement[] =
      typeof message === 'string' ? [{ type: TYPE.literal, value: message }] : message;
    format = new IntlMessageFormat(tree, locale);
    formats.set(key, format);
  }
  return format;
}

export function formatText(
  locale: string,
  id: string,
  message: CompiledMessage,
  values?: Record<string, PrimitiveType>,
): string {
  if (typeof message === 'string' && !values) return message;
  return String(formatter(locale, id, message).format(values));
}

/** A message with elements (links, emphasis) among its words: the parts, in order, for React to render. */
export function formatParts<T>(
  locale: string,
  id: string,
  message: CompiledMessage,
  values: Record<string, PrimitiveType | T>,
): (string | T)[] {
  const formatted = formatter(locale, id, message).format<T>(values);
  return Array.isArray(formatted) ? formatted : [formatted];
}
