/** One check's running count against PDF_LIMITS, in a check process (decision 028). */
import { PDFName, PDFRef, type PDFObject } from '@cantoo/pdf-lib';
import { PDF_LIMITS } from './pdf-limits';

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
