/**
 * Length-prefixed frames over a byte stream: each frame is a 4-byte big-endian length, then that many
 * bytes. Used between the server and its photo process (decision 018), where a photo travels as the
 * bytes it is, with no serialisation and no copy on the sending side.
 */
const LENGTH_BYTES = 4;

/** The header that goes before a frame's `length` bytes; the bytes themselves are written as they are. */
export function frameHeader(length: number): Buffer {
  const header = Buffer.allocUnsafe(LENGTH_BYTES);
  header.writeUInt32BE(length);
  return header;
}

/** Collects a stream's chunks and hands out each whole frame's bytes, in order. */
export class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  constructor(private readonly onFrame: (frame: Buffer) => void) {}

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    while (this.buffered >= LENGTH_BYTES) {
      const head = this.joined(LENGTH_BYTES);
      const end = LENGTH_BYTES + head.readUInt32BE(0);
      if (this.buffered < end) return;
      const all = this.joined(this.buffered);
      const rest = all.subarray(end);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.buffered = rest.length;
      this.onFrame(all.subarray(LENGTH_BYTES, end));
    }
  }

  /** The first chunk, once it holds at least `bytes` bytes (joining chunks only when it does not). */
  private joined(bytes: number): Buffer {
    const first = this.chunks[0];
    if (first && first.length >= bytes) return first;
    const all = Buffer.concat(this.chunks, this.buffered);
    this.chunks = [all];
    return all;
  }
}
