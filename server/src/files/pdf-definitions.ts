/**
 * Every object definition in a PDF, wherever a reader might find it (decision 028): each `N G obj` in
 * the file's bytes, and each object inside any object stream. That covers the definition a
 * cross-reference points to and any it does not, every revision of an incrementally updated file, an
 * object hidden inside another object's stream, and what a reader rebuilding a broken cross-reference
 * finds. pdf-lib alone reads the file front to back and keeps only the last definition of each number.
 */
import { PDFContext, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { budgetError, readObject } from './pdf-object-parser';
import { PDF_LIMITS } from './pdf-limits';
import { PdfTooComplex, type PdfBudget } from './pdf-budget';
import { isObjectStream, objectStreamContents, type StoredObject } from './pdf-object-streams';

export interface Definition extends StoredObject {
  /** 0 in the file as first written, one more after each `startxref` (the end of a revision). */
  revision: number;
  /** A trailer (after `trailer`, or a cross-reference stream): where the file names its catalog. */
  trailer: boolean;
}

export interface Definitions {
  /** An object stream that could not be decoded: its objects, which a reader may decode, were not checked. */
  undecodableStream: boolean;
}

// `N G obj`, with PDF's white space and comments between; a digit just before N would make it another number.
const GAP = String.raw`(?:[\0\t\n\f\r ]|%[^\r\n]*[\r\n])+`;
const HEADER = new RegExp(String.raw`(?<!\d)(\d+)${GAP}\d+${GAP}obj`, 'g');

interface Header {
  number: number;
  start: number;
  body: number;
}

function headers(data: Uint8Array, budget: PdfBudget): Header[] {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  const found: Header[] = [];
  for (const match of text.matchAll(HEADER)) {
    budget.spendObjects(1);
    found.push({ number: Number(match[1]), start: match.index, body: match.index + match[0].length });
  }
  return found;
}

/** Where each `keyword` starts, in order; past the object limit the file is refused. */
function positions(data: Uint8Array, keyword: string): number[] {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const found: number[] = [];
  for (let at = buffer.indexOf(keyword); at !== -1; at = buffer.indexOf(keyword, at + 1)) {
    if (found.push(at) > PDF_LIMITS.objects) throw new PdfTooComplex(keyword);
  }
  return found;
}

interface Place {
  /** Where its reading starts. */
  body: number;
  /** Where the next place starts: what pdf-lib cannot read is taken as the bytes up to there. */
  end: number;
  number: number | null;
}

/** Object headers and trailers in the order they are written, each with the revision it belongs to. */
function places(data: Uint8Array, budget: PdfBudget): (Place & { revision: number })[] {
  const objects: (Omit<Header, 'number'> & { number: number | null })[] = headers(data, budget);
  const trailers = positions(data, 'trailer').map((start) => ({ number: null, start, body: start + 'trailer'.length }));
  budget.spendObjects(trailers.length);
  const all = [...objects, ...trailers].sort((a, b) => a.start - b.start);
  const ends = positions(data, 'startxref');
  let revision = 0;
  return all.map((place, i) => {
    while (revision < ends.length && (ends[revision] ?? 0) < place.start) revision++;
    return { number: place.number, body: place.body, end: all[i + 1]?.start ?? data.length, revision };
  });
}

export function forEachDefinition(
  data: Uint8Array,
  budget: PdfBudget,
  visit: (definition: Definition) => void,
): Definitions {
  const context = PDFContext.create();
  let undecodableStream = false;
  for (const { number, body, end, revision } of places(data, budget)) {
    budget.checkTime();
    const read = readObject(data.subarray(body), data.subarray(body, end), context, budget);
    const stream = read.object instanceof PDFRawStream ? read.object : null;
    const xref = stream?.dict.get(PDFName.of('Type')) === PDFName.of('XRef');
    visit({ number, revision, trailer: number === null || xref, ...read });
    if (!stream || !isObjectStream(stream)) continue;
    try {
      for (const stored of objectStreamContents(stream, budget, context))
        visit({ ...stored, revision, trailer: false });
    } catch (error) {
      const overBudget = budgetError(error);
      if (overBudget) throw overBudget;
      undecodableStream = true;
    }
  }
  return { undecodableStream };
}
