/**
 * A PDF check process (server/src/files/pdf-check-pool.ts): checks each file whose path the server
 * sends (pdf-check-protocol.ts), one at a time, under the heap limit the server started it with.
 */
import { open } from 'node:fs/promises';
import { CERTIFICATION_MAX_BYTES } from '#common/constants';
import { serveChecks } from './pdf-check-protocol';
import { pdfProblem, type PdfProblem } from './pdf-structure';

/**
 * Each PDF is read into the one buffer the process keeps. A new 10 MB buffer per file left dead ones
 * piling up outside V8's heap, which collects only after 64 MB of such allocations: eight large
 * certificates at once took about 45 MB more (docs/PERFORMANCE.md). Nothing may keep
 * a view of the buffer after the check: the next file overwrites it.
 */
let buffer: Buffer | null = null;

async function checkPdf(file: string): Promise<PdfProblem | null> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    // The server checked the size first; a larger file is never read whole.
    if (size > CERTIFICATION_MAX_BYTES) return 'unreadable';
    buffer ??= Buffer.allocUnsafe(CERTIFICATION_MAX_BYTES);
    let read = 0;
    while (read < size) {
      const { bytesRead } = await handle.read(buffer, read, size - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    // The check is over before the next file may reuse the buffer: the server sends one at a time.
    return await pdfProblem(buffer.subarray(0, read));
  } finally {
    await handle.close();
  }
}

serveChecks(checkPdf);
