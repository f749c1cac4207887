/**
 * A stand-in for the PDF check process (server/src/files/pdf-worker.ts) that misbehaves as the file's
 * name asks (pdf-check-pool.test.ts): `explode.pdf` grows strings until the heap runs out, the
 * allocation pattern with which V8, in a worker thread, aborts the whole process instead of ending the
 * thread; `spin.pdf` keeps the process busy for ever. Any other file is answered as a clean PDF.
 */
import path from 'node:path';
import { serveChecks } from '../files/pdf-check-protocol';

serveChecks(async (file) => {
  const name = path.basename(file);
  if (name === 'explode.pdf') {
    let text = 'x';
    const kept: string[][] = [];
    for (;;) {
      text = text + text.slice(0, 1e6) + 'y';
      kept.push(text.split(''));
    }
  }
  if (name === 'spin.pdf') for (;;);
  return null;
});
