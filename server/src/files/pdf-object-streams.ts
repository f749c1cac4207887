/**
 * Object streams, which hold compressed objects: a reader decompresses them to find objects, so the
 * check does too, a block at a time within its budget, so one that inflates a thousandfold stops early
 * (decision 028).
 */
import {
  type PDFContext,
  PDFName,
  PDFNumber,
  type PDFRawStream,
  decodePDFRawStream,
  type PDFDict,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { DefinitionParser, budgetError, readObject } from './pdf-object-parser';
import type { PdfBudget } from './pdf-budget';

export interface StoredObject {
  /** Its number; null for the second reading of an object stream (one object after another, as some readers do). */
  number: number | null;
  /** The object, or its bytes when pdf-lib could not read them. */
  object: PDFObject | Uint8Array;
  twoValuedKey: boolean;
}

const CHUNK = 64 * 1024;

const numberIn = (dict: PDFDict, key: string): number | undefined => {
  const value = dict.get(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : undefined;
};

/** Readers take a stream for an object stream by where the cross-reference points, not by its /Type. */
export const isObjectStream = (stream: PDFRawStream): boolean =>
  stream.dict.get(PDFName.of('Type')) === PDFName.of('ObjStm') ||
  (numberIn(stream.dict, 'N') !== undefined && numberIn(stream.dict, 'First') !== undefined);

function inflate(stream: PDFRawStream, budget: PdfBudget): Uint8Array {
  const decoder = decodePDFRawStream(stream);
  let total = 0;
  for (let block = decoder.getBytes(CHUNK); block.length > 0; block = decoder.getBytes(CHUNK)) {
    budget.spendInflated(block.length);
    total += block.length;
  }
  decoder.reset();
  return decoder.getBytes(total) as Uint8Array;
}

/**
 * The objects an object stream holds, read at the offsets its table gives and again one after another:
 * the two differ only in a file built to make readers disagree, and both are checked.
 */
export function objectStreamContents(stream: PDFRawStream, budget: PdfBudget, context: PDFContext): StoredObject[] {
  const bytes = inflate(stream, budget);
  const first = Math.max(0, numberIn(stream.dict, 'First') ?? 0);
  const header = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(first, bytes.length)).toString('latin1');
  const table = (header.match(/\d+/g) ?? []).map(Number);
  const entries: { number: number; start: number }[] = [];
  const count = Math.min(Math.max(0, numberIn(stream.dict, 'N') ?? 0), Math.floor(table.length / 2));
  budget.spendObjects(count);
  for (let i = 0; i < count; i++) entries.push({ number: table[2 * i] ?? 0, start: first + (table[2 * i + 1] ?? 0) });
  const contents: StoredObject[] = entries.map(({ number, start }, i) => {
    const written = bytes.subarray(start, entries[i + 1]?.start ?? bytes.length);
    return { number, ...readObject(bytes.subarray(start), written, context, budget) };
  });
  const sequential = DefinitionParser.at(bytes.subarray(first), context, budget);
  for (let i = 0; i < count; i++) {
    try {
      contents.push({ number: null, object: sequential.parseObject(), twoValuedKey: sequential.twoValuedKey });
    } catch (error) {
      const overBudget = budgetError(error);
      if (overBudget) throw overBudget;
      break;
    }
  }
  return contents;
}
