/**
 * How much one certification PDF's check may take (decision 028). A genuine certificate is far inside
 * every bound; a file built to exhaust the worker (hundreds of thousands of tiny objects, a stream that
 * inflates a thousandfold) is refused as too complex instead. The server's own process reads these
 * (pdf-check-pool.ts), so nothing here may load the PDF parser: that stays in the check processes
 * (pdf-budget.ts holds the counting).
 */
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
