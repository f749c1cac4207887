import { randomInt } from 'node:crypto';

/** Letters and digits a person cannot confuse when reading a code aloud or typing it (no 0/O, 1/I/L, U). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 random characters (about 78 bits) in groups of four: `7KQM-2XPD-9RTH-B4WE`, 19 characters in all. */
export function generatePaymentCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}
