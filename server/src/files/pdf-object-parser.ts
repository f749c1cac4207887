/**
 * pdf-lib's object parser, reading one object from a given place, within the check's budget
 * (decision 028):
 * - every value read counts, so one object of millions of values stops early;
 * - a name, string or number longer than any certificate needs is refused before pdf-lib builds it,
 *   one character at a time (a 9 MB string takes it hundreds of megabytes);
 * - a dictionary naming one key twice with different values is noticed: pdf-lib keeps the last, other
 *   readers the first, so the check and a reader would see different files.
 */
import { type PDFContext, PDFDict, PDFObjectParser, type PDFName, type PDFObject, type PDFRef } from '@cantoo/pdf-lib';
import { PDF_LIMITS } from './pdf-limits';
import { type PdfBudget, PdfTooComplex } from './pdf-budget';

const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const LEFT_PAREN = 0x28;
const RIGHT_PAREN = 0x29;
const BACKSLASH = 0x5c;
/** PDF's white space and delimiters: what ends a name. */
const ENDS_NAME = new Set([0, 9, 10, 12, 13, 32, ...Buffer.from('()<>[]{}/%')]);
const NUMERIC = new Set(Buffer.from('+-.0123456789'));
const MAX_NUMBER_CHARACTERS = 64;

type ByteReader = ConstructorParameters<typeof PDFObjectParser>[0];

export class DefinitionParser extends PDFObjectParser {
  twoValuedKey = false;
  private readonly data: Uint8Array;
  private readonly budget: PdfBudget;

  private constructor(reader: ByteReader, context: PDFContext, data: Uint8Array, budget: PdfBudget) {
    super(reader, context);
    this.data = data;
    this.budget = budget;
  }

  static at(data: Uint8Array, context: PDFContext, budget: PdfBudget): DefinitionParser {
    // The package does not export its byte reader; a plain parser lends its own.
    const plain = PDFObjectParser.forBytes(data, context) as DefinitionParser;
    return new DefinitionParser(plain.bytes, context, data, budget);
  }

  override parseObject(ref?: PDFRef): PDFObject {
    const value = super.parseObject(ref);
    this.budget.spendValue(value);
    return value;
  }

  /** pdf-lib's own dictionary reading (PDFObjectParser.parseDict), less its typed catalog and page classes. */
  protected override parseDict(ref?: PDFRef): PDFDict {
    this.bytes.assertNext(LESS_THAN);
    this.bytes.assertNext(LESS_THAN);
    this.skipWhitespaceAndComments();
    const entries = new Map<PDFName, PDFObject>();
    while (!this.bytes.done() && this.bytes.peek() !== GREATER_THAN && this.bytes.peekAhead(1) !== GREATER_THAN) {
      const key = this.parseName();
      this.budget.spendValue(key);
      const value = this.parseObject(ref);
      const earlier = entries.get(key);
      if (earlier && earlier.toString() !== value.toString()) this.twoValuedKey = true;
      entries.set(key, value);
      this.skipWhitespaceAndComments();
    }
    this.skipWhitespaceAndComments();
    this.bytes.assertNext(GREATER_THAN);
    this.bytes.assertNext(GREATER_THAN);
    return PDFDict.fromMapWithContext(entries, this.context);
  }

  protected override parseName(): PDFName {
    this.measure(1, (byte) => !ENDS_NAME.has(byte));
    return super.parseName();
  }

  protected override parseHexString(ref?: PDFRef): ReturnType<PDFObjectParser['parseHexString']> {
    this.measure(1, (byte) => byte !== GREATER_THAN);
    return super.parseHexString(ref);
  }

  protected override parseString(ref?: PDFRef): ReturnType<PDFObjectParser['parseString']> {
    let depth = 0;
    let escaped = false;
    this.measure(0, (byte) => {
      if (!escaped && byte === LEFT_PAREN) depth++;
      if (!escaped && byte === RIGHT_PAREN) depth--;
      escaped = byte === BACKSLASH && !escaped;
      return depth > 0;
    });
    return super.parseString(ref);
  }

  protected override parseRawNumber(): number {
    const start = this.bytes.offset();
    let end = start;
    while (end < this.data.length && NUMERIC.has(this.data[end] ?? 0)) end++;
    const written = Buffer.from(this.data.subarray(start, end)).toString('latin1');
    // pdf-lib warns on the console for each number past 2^53; no certificate needs one.
    if (end - start > MAX_NUMBER_CHARACTERS || Math.abs(parseFloat(written)) > Number.MAX_SAFE_INTEGER) {
      throw new PdfTooComplex('number');
    }
    return super.parseRawNumber();
  }

  /** Refuses a token longer than the limit: `inside` says whether each byte from `skip` on still belongs to it. */
  private measure(skip: number, inside: (byte: number) => boolean): void {
    const start = this.bytes.offset() + skip;
    const limit = Math.min(this.data.length, start + PDF_LIMITS.tokenBytes + 1);
    let at = start;
    while (at < limit && inside(this.data[at] ?? 0)) at++;
    if (at - start > PDF_LIMITS.tokenBytes) throw new PdfTooComplex('token');
  }
}

/** The error to stop the check with, or null for an object pdf-lib just could not read. */
export function budgetError(error: unknown): PdfTooComplex | null {
  if (error instanceof PdfTooComplex) return error;
  // A stack overflow: nested deeper than pdf-lib reads, perhaps not deeper than a reader does.
  return error instanceof RangeError ? new PdfTooComplex('nesting') : null;
}

/** One object read from `from`; when pdf-lib cannot read it, the bytes `written` it was written in. */
export function readObject(
  from: Uint8Array,
  written: Uint8Array,
  context: PDFContext,
  budget: PdfBudget,
): { object: PDFObject | Uint8Array; twoValuedKey: boolean } {
  const parser = DefinitionParser.at(from, context, budget);
  try {
    const object = parser.parseObject();
    return { object, twoValuedKey: parser.twoValuedKey };
  } catch (error) {
    const overBudget = budgetError(error);
    if (overBudget) throw overBudget;
    return { object: written, twoValuedKey: false };
  }
}
