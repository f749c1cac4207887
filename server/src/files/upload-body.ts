/**
 * Watches a multipart body's bytes as they arrive, so that no more of it is read than the form can
 * hold: the files' limits plus room for the text fields, refused (413) as soon as that is passed, or at
 * once when Content-Length says so; and at most a line or so before the first boundary and after the
 * closing one, where RFC 2046 lets a sender put a preamble and an epilogue that no reader looks at (400).
 * A refusal stops the form's reading at once; the answer closes the connection, and what is still
 * coming is only dropped, up to a bound (plugins/close-unread-body.ts).
 */
import type { IncomingMessage } from 'node:http';
import { MB } from '#common/constants';
import { ApiError } from '../lib/api-error';

/**
 * Room for what is not a file: the text fields (under 6 KB at their longest, FIELD_MAX_LENGTH in
 * common/constants.ts, in any script), the file names, each part's headers and the boundaries.
 */
export const FORM_FIELDS_ALLOWANCE = 64 * 1024;
/** Browsers and HTTP libraries send no preamble, and at most a line break after the closing boundary. */
const PREAMBLE_MAX = 1024;
const EPILOGUE_MAX = 1024;

const malformed = () => new ApiError(400, 'MALFORMED_MULTIPART', 'errors.malformedMultipart');

/** Where the first boundary and the closing one are in a body that arrives in pieces. */
class Delimiters {
  private readonly first: Buffer;
  private readonly closing: Buffer;
  /** The body's first bytes, until the first boundary is among them. */
  private head: Buffer | null = Buffer.alloc(0);
  /** The last bytes seen, for a closing boundary split between two pieces; the body counts as after a line break. */
  private tail = Buffer.from('\r\n');
  /** How far into the body the closing boundary ends, once seen. */
  closedAt: number | null = null;

  constructor(boundary: string) {
    this.first = Buffer.from(`--${boundary}`);
    this.closing = Buffer.from(`\r\n--${boundary}--`);
  }

  /** Reads the next piece, which starts `offset` bytes into the body; false when the preamble is too long. */
  read(chunk: Buffer, offset: number): boolean {
    if (this.head) {
      const head = Buffer.concat([this.head, chunk.subarray(0, PREAMBLE_MAX + this.first.length)]);
      if (head.includes(this.first)) this.head = null;
      else if (head.length >= PREAMBLE_MAX + this.first.length) return false;
      else this.head = head;
    }
    if (this.closedAt === null) this.findClosing(chunk, offset);
    return true;
  }

  private findClosing(chunk: Buffer, offset: number): void {
    const overlap = this.closing.length - 1;
    const across = Buffer.concat([this.tail, chunk.subarray(0, overlap)]);
    const inAcross = across.indexOf(this.closing);
    const inChunk = inAcross === -1 ? chunk.indexOf(this.closing) : -1;
    if (inAcross !== -1) this.closedAt = offset - this.tail.length + inAcross + this.closing.length;
    else if (inChunk !== -1) this.closedAt = offset + inChunk + this.closing.length;
    const last = chunk.length >= overlap ? chunk.subarray(chunk.length - overlap) : across.subarray(-overlap);
    this.tail = Buffer.from(last);
  }
}

export class UploadBody {
  private readonly controller = new AbortController();
  /** Aborted with the refusal: a file being written to disk stops there. */
  readonly signal = this.controller.signal;
  private readonly maxBytes: number;
  private readonly delimiters: Delimiters | null;
  private received = 0;
  private refusal: ApiError | null = null;
  private readonly refused: Promise<never>;
  private reject: (error: ApiError) => void = () => undefined;

  /**
   * Call it in the same tick as the multipart parser's first read: counting listens for 'data', which
   * starts the body flowing on the next tick, and by then the parser must be piped in.
   */
  constructor(
    private readonly request: IncomingMessage,
    private readonly filesBytes: number,
  ) {
    this.maxBytes = filesBytes + FORM_FIELDS_ALLOWANCE;
    this.refused = new Promise<never>((_, reject) => (this.reject = reject));
    // Raced by `step`; when the body is refused, nothing may be waiting on it.
    this.refused.catch(() => undefined);
    if (Number(request.headers['content-length'] ?? 0) > this.maxBytes) throw this.tooLarge();
    const boundary = /boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(request.headers['content-type'] ?? '');
    // Without a boundary the parser refuses the body itself.
    this.delimiters = boundary ? new Delimiters(boundary[1] ?? boundary[2] ?? '') : null;
    request.on('data', this.count);
  }

  /** The refusal, if the body was refused. */
  get refusedWith(): ApiError | null {
    return this.refusal;
  }

  /** `promise`, unless the body is refused first. */
  step<T>(promise: Promise<T>): Promise<T> {
    return Promise.race([promise, this.refused]);
  }

  /** After the last part: the body's end, which may come with no more than a short epilogue. */
  async finish(): Promise<void> {
    if (this.refusal) throw this.refusal;
    if (!this.request.readableEnded) {
      const ended = new Promise<void>((resolve, reject) => {
        this.request.once('end', resolve);
        // The client went away before the end: no one is left to answer.
        this.request.once('close', () => reject(malformed()));
      });
      this.request.resume();
      await this.step(ended);
    }
    this.stop();
  }

  /** Reads no more of the body; with a refusal, whatever waits on the body fails with it. */
  stop(refusal?: ApiError): void {
    this.request.off('data', this.count);
    this.request.unpipe();
    this.request.pause();
    if (refusal && !this.refusal) {
      this.refusal = refusal;
      this.controller.abort(refusal);
      this.reject(refusal);
    }
  }

  private readonly count = (chunk: Buffer): void => {
    const offset = this.received;
    this.received += chunk.length;
    if (this.received > this.maxBytes) return this.stop(this.tooLarge());
    if (!this.delimiters) return;
    if (!this.delimiters.read(chunk, offset)) return this.stop(malformed());
    const { closedAt } = this.delimiters;
    // Busboy would take bytes after the closing boundary for a new part and wait for its end.
    if (closedAt !== null && this.received - closedAt > EPILOGUE_MAX) this.stop(malformed());
  };

  private tooLarge(): ApiError {
    return new ApiError(413, 'BODY_TOO_LARGE', 'errors.uploadTooLarge').with({
      megabytes: Math.round(this.filesBytes / MB),
    });
  }
}
