import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCut, printedName, printedShortName } from './card-names';

const utf8 = (text: string) => new TextEncoder().encode(text).length;

describe('a name as the card prints it', () => {
  it('is the name itself when it fits', () => {
    expect(printedName('Biscuit', 32)).toBe('Biscuit');
    expect(isCut('dogName', 'Biscuit')).toBe(false);
  });
  it('is cut at a word near the limit, ended with "…"', () => {
    expect(printedName('Sir Reginald Barkington the Third of Oakwood', 32)).toBe('Sir Reginald Barkington the…');
    expect(isCut('dogName', 'Sir Reginald Barkington the Third of Oakwood')).toBe(true);
  });
  it('keeps a Spanish name whole up to the limit in bytes, and never splits a letter', () => {
    expect(printedName('Señora Ñoña de la Peña', 32)).toBe('Señora Ñoña de la Peña');
    expect(printedName('🐕'.repeat(20), 16)).toBe('🐕🐕🐕…');
  });
  it('cuts a long first name before the last name initial', () => {
    expect(printedShortName('Bartholomew-Alexander-Fitzgerald R.')).toBe('Bartholomew-Alexa… R.');
    expect(printedShortName('Jordan R.')).toBe('Jordan R.');
  });
  it('never runs past its limit, and cutting again changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), fc.integer({ min: 8, max: 60 }), (text, limit) => {
        const printed = printedName(text, limit);
        expect(utf8(printed)).toBeLessThanOrEqual(Math.max(limit, utf8(text.trim())));
        expect(utf8(printed)).toBeLessThanOrEqual(limit);
        expect(printedName(printed, limit)).toBe(printed);
      }),
    );
  });
});
