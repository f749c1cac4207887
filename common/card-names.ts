/**
 * How names print on the card and ride in its QR code: each cut to a length the card's face and a
 * phone-readable QR code both hold (docs/decisions/050-compact-card-code.md), at a word where one ends
 * near the limit, and ended with "…". The wizard and the owner page show the handler the printed form
 * whenever a name is cut, so the card never shortens a name the handler was not told about.
 */

/**
 * How long each printed name may be, the "…" included, counted in UTF-8 bytes: a letter of English or
 * Spanish takes one or two, so the QR code holds the longest names in any script (decision 050).
 */
export const CARD_NAME_LIMITS = {
  dogName: 32,
  dogBreed: 32,
  /** The handler's full name on the card's face. */
  handlerName: 48,
  /** The handler's first name, before the last name's initial, in the QR code ("Jordan R."). */
  handlerFirstName: 20,
  serviceType: 40,
} as const;
export type CardNameField = keyof typeof CARD_NAME_LIMITS;

const ELLIPSIS = '…';
/** A cut goes back to the last space when one is this close to the limit, so a word is not split. */
const WORD_SLACK = 8;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** `text` as the card prints it: unchanged when it fits `limit` bytes, else cut and ended with "…". */
export function printedName(text: string, limit: number): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (bytes(trimmed) <= limit) return trimmed;
  let kept = '';
  for (const character of trimmed) {
    if (bytes(kept + character) + bytes(ELLIPSIS) > limit) break;
    kept += character;
  }
  const space = kept.lastIndexOf(' ');
  const cut = space >= kept.length - WORD_SLACK && space > 0 ? kept.slice(0, space) : kept;
  return `${cut.replace(/[\s,.;:-]+$/, '')}${ELLIPSIS}`;
}

export function printedField(field: CardNameField, text: string): string {
  return printedName(text, CARD_NAME_LIMITS[field]);
}

/** The handler as the QR code names them, "Jordan R.", with a long first name cut before the initial. */
export function printedShortName(shortName: string): string {
  const match = /^(.*) (\S\.)$/u.exec(shortName);
  if (!match) return printedField('handlerFirstName', shortName);
  return `${printedField('handlerFirstName', match[1]!)} ${match[2]}`;
}

/** Whether the card will print `text` cut. */
export function isCut(field: CardNameField, text: string): boolean {
  return printedField(field, text) !== text.trim().replace(/\s+/g, ' ');
}
