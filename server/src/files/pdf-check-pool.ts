/**
 * Parsing a certification PDF takes tens of milliseconds for a large file (72–108 ms measured for a
 * 24 MB one), all of it JavaScript: on the event loop it would stall every look-up meanwhile. The
 * check runs in a worker thread instead (piscina, decision 014): at most two, started when a PDF
 * arrives and stopped after half a minute without one.
 */
import { Piscina } from 'piscina';
import type { PdfProblem } from './pdf-structure';

let pool: Piscina | null = null;

function openPool(): Piscina {
  // The bundle (build/server) ships the worker as pdf-worker.js; from source it is TypeScript, run through tsx.
  const fromSource = import.meta.url.endsWith('.ts');
  return new Piscina({
    filename: new URL(`./pdf-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 30_000,
  });
}

export async function checkPdfOffThread(data: Buffer): Promise<PdfProblem | null> {
  pool ??= openPool();
  return (await pool.run(data)) as PdfProblem | null;
}

export async function closePdfCheckPool(): Promise<void> {
  const open = pool;
  pool = null;
  await open?.destroy();
}
