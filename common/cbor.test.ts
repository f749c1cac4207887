import { decode, encode } from 'cborg';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBeSigned } from './card-code';
import { decodeCbor, encodeCbor, type CborValue } from './cbor';

/** The values a card's code is made of: integers, strings, bytes, arrays and maps of them. */
const value: fc.Arbitrary<CborValue> = fc.letrec<{ value: CborValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.maxSafeInteger().map((n) => n),
    fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.uint8Array({ maxLength: 70 }),
    fc.array(tie('value'), { maxLength: 5 }),
    fc
      .uniqueArray(fc.tuple(fc.oneof(fc.integer({ min: -30, max: 30 }), fc.string({ maxLength: 4 })), tie('value')), {
        maxLength: 5,
        selector: ([key]) => key,
      })
      .map((entries) => new Map(entries)),
  ),
})).value;

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const cborgOptions = { useMaps: true, strict: true, rejectDuplicateMapKeys: true } as const;

describe("the card code's CBOR", () => {
  it('writes exactly the bytes cborg writes, in the same canonical map order, and reads what cborg reads', () => {
    fc.assert(
      fc.property(value, (item) => {
        const ours = encodeCbor(item);
        expect(hex(ours)).toBe(hex(encode(item)));
        expect(decodeCbor(ours)).toEqual(decode(ours, cborgOptions));
        expect(decodeCbor(ours)).toEqual(item);
      }),
    );
  });
  it("writes a card code's signed structure as the general writer would", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }), (header, payload) => {
        expect(hex(toBeSigned(header, payload))).toBe(hex(encode(['Signature1', header, new Uint8Array(0), payload])));
      }),
    );
  });
  it('refuses what a card code never holds, and anything cut short or with bytes after it', () => {
    const good = encodeCbor(new Map<number | string, CborValue>([[1, 'a']]));
    for (const bad of [
      good.subarray(0, good.length - 1), // cut short
      new Uint8Array([...good, 0]), // a byte after the item
      new Uint8Array([0x9f, 0xff]), // an indefinite-length array
      new Uint8Array([0xf9, 0x3c, 0x00]), // a float
      new Uint8Array([0xa2, 0x01, 0x00, 0x01, 0x00]), // a repeated map key
      new Uint8Array([0x63, 0xff, 0xfe, 0xfd]), // text that is not UTF-8
      new Uint8Array([0x9b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), // an array longer than its bytes
      new Uint8Array(20).fill(0x81), // nested deeper than any code
    ])
      expect(() => decodeCbor(bad)).toThrow(RangeError);
  });
});
