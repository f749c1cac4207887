/**
 * The part of CBOR (RFC 8949) a card's code uses: integers, byte and text strings, arrays and maps, in
 * definite lengths, maps in core deterministic order (RFC 8949 §4.2.1), so the same card always makes
 * the same bytes. Written here rather than taken from a library because the verify page must stay
 * inside its script budget (decision 050); `cborg` checks it, value for value and byte for byte, in the
 * tests.
 */
export type CborValue = number | string | Uint8Array | CborValue[] | Map<number | string, CborValue>;

export const MAJOR = { unsigned: 0, negative: 1, bytes: 2, text: 3, array: 4, map: 5, tag: 6 } as const;

/** An item's first bytes: its major type and its argument (a value, or a length), in the shortest form. */
export function head(major: number, length: number): number[] {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError('CBOR: not an integer this encoder writes');
  const type = major << 5;
  if (length < 24) return [type | length];
  if (length < 0x100) return [type | 24, length];
  if (length < 0x10000) return [type | 25, length >> 8, length & 0xff];
  if (length < 0x100000000)
    return [type | 26, ...[24, 16, 8, 0].map((shift) => Math.floor(length / 2 ** shift) & 0xff)];
  const high = Math.floor(length / 0x100000000);
  return [
    type | 27,
    ...[24, 16, 8, 0].map((s) => (high >>> s) & 0xff),
    ...[24, 16, 8, 0].map((s) => (length >>> s) & 0xff),
  ];
}

/** Bytewise lexicographic order of the keys' encodings: RFC 8949 §4.2.1, core deterministic encoding. */
function compare(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

function write(value: CborValue, out: number[]): void {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new RangeError('CBOR: only integers are written');
    out.push(...(value >= 0 ? head(MAJOR.unsigned, value) : head(MAJOR.negative, -1 - value)));
  } else if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    out.push(...head(MAJOR.text, bytes.length), ...bytes);
  } else if (value instanceof Uint8Array) {
    out.push(...head(MAJOR.bytes, value.length), ...value);
  } else if (Array.isArray(value)) {
    out.push(...head(MAJOR.array, value.length));
    for (const item of value) write(item, out);
  } else {
    const entries = [...value].map(([key, item]) => [encodeCbor(key), item] as const);
    entries.sort(([a], [b]) => compare(a, b));
    out.push(...head(MAJOR.map, entries.length));
    for (const [key, item] of entries) {
      out.push(...key);
      write(item, out);
    }
  }
}

export function encodeCbor(value: CborValue): Uint8Array {
  const out: number[] = [];
  write(value, out);
  return new Uint8Array(out);
}

/** Tags, nesting and sizes beyond what a card's code holds are refused rather than read. */
const MAX_DEPTH = 8;

class Reader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  private byte(): number {
    const value = this.bytes[this.offset++];
    if (value === undefined) throw new RangeError('CBOR: ends too soon');
    return value;
  }

  private argument(info: number): number {
    if (info < 24) return info;
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
    if (size === 0) throw new RangeError('CBOR: indefinite lengths and reserved values are refused');
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + this.byte();
    if (!Number.isSafeInteger(value)) throw new RangeError('CBOR: integer too large');
    return value;
  }

  private take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new RangeError('CBOR: ends too soon');
    const part = this.bytes.slice(this.offset, this.offset + length);
    this.offset += length;
    return part;
  }

  read(depth = 0): CborValue {
    if (depth > MAX_DEPTH) throw new RangeError('CBOR: nested too deep');
    const initial = this.byte();
    const major = initial >> 5;
    const length = this.argument(initial & 0x1f);
    switch (major) {
      case MAJOR.unsigned:
        return length;
      case MAJOR.negative:
        return -1 - length;
      case MAJOR.bytes:
        return this.take(length);
      case MAJOR.text:
        try {
          return new TextDecoder('utf-8', { fatal: true }).decode(this.take(length));
        } catch {
          throw new RangeError('CBOR: text that is not UTF-8');
        }
      case MAJOR.array:
        return Array.from({ length: this.count(length) }, () => this.read(depth + 1));
      case MAJOR.map: {
        const map = new Map<number | string, CborValue>();
        for (let i = this.count(length); i > 0; i--) {
          const key = this.read(depth + 1);
          if ((typeof key !== 'number' && typeof key !== 'string') || map.has(key))
            throw new RangeError('CBOR: a map key that is not a number or text, or is repeated');
          map.set(key, this.read(depth + 1));
        }
        return map;
      }
      default:
        throw new RangeError('CBOR: a type a card code never holds');
    }
  }

  /** An item count no larger than the bytes left could hold (each item takes a byte at least). */
  private count(length: number): number {
    if (length > this.bytes.length - this.offset) throw new RangeError('CBOR: ends too soon');
    return length;
  }

  end(): void {
    if (this.offset !== this.bytes.length) throw new RangeError('CBOR: bytes after the item');
  }
}

/** One item, all of `bytes`; throws RangeError on anything else. Tags are not read here (card-code.ts strips its one). */
export function decodeCbor(bytes: Uint8Array): CborValue {
  const reader = new Reader(bytes);
  const value = reader.read();
  reader.end();
  return value;
}
