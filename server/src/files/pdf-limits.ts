/**
 * How much one certification PDF's check may take (decision 028). A genuine certificate is far inside
 * every bound; a file built to exhaust the worker (hundreds of thousands of tiny objects, a stream that
 * inflates a thousandfold) is refused as too complex instead.
 */
import { PDFName, PDFRef, type PDFObject } from '@cantoo/pdf-lib';
import { MB } from '#common/constants';

export const PDF_LIMITS = {
  /** Object definitions, compressed ones included. Word processors and scanners write hundreds to a few thousand. */
  objects: 10_000,
  /** Values read (numbers, names, strings, arrays, dictionaries...), which is what takes a parser's memory and time. */
  values: 300_000,
  /**
   * Distinct names and references: pdf-lib keeps one of each for the life of the process, so these are
   * held after the check. A certificate uses a few thousand.
   */
  interned: 50_000,
  /** Bytes of one name, string or number; a signature's contents, the longest string a certificate may hold, take tens of kilobytes. */
  tokenBytes: 512 * 1024,
  /** Bytes of object streams once inflated, all of them together. */
  inflatedBytes: 16 * MB,
  /** The worker's own budget for reading; it checks the clock between objects. */
  readingMs: 3_000,
  /** The pool ends a process still busy after this long, time in its queue included: the last resort. */
  hardTimeoutMs: 10_000,
  /** Each check process's heap (`--max-old-space-size`); a process that outgrows it dies alone and is replaced. */
  heapMb: 96,
} as const;

export class PdfTooComplex extends Error {
  constructor(what: string) {
    super(`PDF over its ${what} limit`);
    this.name = 'PdfTooComplex';
  }
}

/** The running count of one check against PDF_LIMITS. */
export class PdfBudget {
  private objects = 0;
  private inflated = 0;
  private values = 0;
  private readonly interned = new Set<PDFObject>();
  private readonly deadline = performance.now() + PDF_LIMITS.readingMs;

  spendObjects(count: number): void {
    this.objects += count;
    if (this.objects > PDF_LIMITS.objects) throw new PdfTooComplex('objects');
    this.checkTime();
  }

  checkTime(): void {
    if (performance.now() > this.deadline) throw new PdfTooComplex('time');
  }

  spendValue(value: PDFObject): void {
    this.values++;
    if (this.values > PDF_LIMITS.values) throw new PdfTooComplex('values');
    if (this.values % 4096 === 0) this.checkTime();
    if (value instanceof PDFName || value instanceof PDFRef) {
      this.interned.add(value);
      if (this.interned.size > PDF_LIMITS.interned) throw new PdfTooComplex('names');
    }
  }

  spendInflated(bytes: number): void {
    this.inflated += bytes;
    if (this.inflated > PDF_LIMITS.inflatedBytes) throw new PdfTooComplex('inflated bytes');
  }
}
