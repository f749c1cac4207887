import { LEGACY_REGISTRY_PREFIX, REGISTRY_NUMBER_MIN_DIGITS } from './constants';

/** SDR-0001: the prefix, then the counter zero-padded to at least four digits. */
export function formatRegistryNumber(prefix: string, sequence: number): string {
  return `${prefix}${String(sequence).padStart(REGISTRY_NUMBER_MIN_DIGITS, '0')}`;
}

function compact(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}

/**
 * The counter behind a registry number, or null when the text is not one.
 * Accepts the configured prefix (or any of the programmes' prefixes, when given several) and the
 * legacy `SD-` form, forgiving lower case, spaces, a missing dash and a missing prefix: "sdr 42",
 * "SDR42", "0042" and "SD-0042" all give 42.
 */
export function parseRegistrySequence(input: string, prefix: string | readonly string[]): number | null {
  const text = compact(input);
  const match = prefixesOf(typeof prefix === 'string' ? [prefix] : prefix).find((p) => text.startsWith(p));
  const digits = match ? text.slice(match.length) : text;
  if (!/^\d{1,12}$/.test(digits)) return null;
  const sequence = Number(digits);
  return sequence > 0 ? sequence : null;
}

const prefixLists = new Map<string, string[]>();
/** The forms prefixes may be typed in, longest first, so "SDR-" is tried before "SD-" would strip only part of it. */
function prefixesOf(prefixes: readonly string[]): string[] {
  const key = prefixes.join(' ');
  let list = prefixLists.get(key);
  if (!list) {
    const forms = [...prefixes, LEGACY_REGISTRY_PREFIX].map(compact).flatMap((p) => [p, p.replace(/-$/, '')]);
    list = [...new Set(forms)].filter(Boolean).sort((a, b) => b.length - a.length);
    prefixLists.set(key, list);
  }
  return list;
}

/** An example number in the configured format, for placeholders and hints. */
export function exampleRegistryNumber(prefix: string): string {
  return formatRegistryNumber(prefix, 42);
}
