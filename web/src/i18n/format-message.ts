import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A catalogue entry as the browser has it: an ICU syntax tree, parsed at build time
 * (scripts/precompiled-messages-plugin.ts), or plain text with no ICU syntax (the shared messages).
 */
export type CompiledMessage = string | MessageFormatElement[];

const elementsOf = (message: CompiledMessage): MessageFormatElement[] =>
  typeof message === 'string' ? [{ type: TYPE.literal, value: message }] : message;

const formats = new Map<string, IntlMessageFormat>();

function formatter(locale: string, id: string, message: CompiledMessage): IntlMessageFormat {
  const key = `${locale}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(elementsOf(message), locale);
    formats.set(key, format);
  }
  return format;
}

type Value<T> = PrimitiveType | T;

/**
 * Words and `{name}` placeholders only, which is most of the catalogue: put together here, because
 * building an IntlMessageFormat asks the browser which locales it supports each time, and that was
 * 50 ms of the home page's first render before a phone-class CPU slowdown. Anything else (plurals,
 * selects, numbers, a missing value) is left to IntlMessageFormat: null.
 */
function simpleParts<T>(elements: MessageFormatElement[], values?: Record<string, Value<T>>): (string | T)[] | null {
  const parts: (string | T)[] = [];
  for (const element of elements) {
    let part: string | T;
    if (element.type === TYPE.literal) part = element.value;
    else if (element.type === TYPE.argument && values && element.value in values) {
      const value = values[element.value];
      // As IntlMessageFormat shows them: numbers and text as text, nothing for an empty value.
      part = typeof value === 'string' || typeof value === 'number' ? String(value) : value ? (value as T) : '';
    } else return null;
    const last = parts.length - 1;
    if (typeof part === 'string' && typeof parts[last] === 'string') parts[last] += part;
    else parts.push(part);
  }
  return parts;
}

export function formatText(
  locale: string,
  id: string,
  message: CompiledMessage,
  values?: Record<string, PrimitiveType>,
): string {
  if (typeof message === 'string' && !values) return message;
  const simple = simpleParts(elementsOf(message), values);
  if (simple) return simple.join('');
  return String(formatter(locale, id, message).format(values));
}

/** A message with elements (links, emphasis) among its words: the parts, in order, for React to render. */
export function formatParts<T>(
  locale: string,
  id: string,
  message: CompiledMessage,
  values: Record<string, PrimitiveType | T>,
): (string | T)[] {
  const simple = simpleParts(elementsOf(message), values);
  if (simple) return simple;
  const formatted = formatter(locale, id, message).format<T>(values);
  return Array.isArray(formatted) ? formatted : [formatted];
}
