import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PDFName } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfLibCertificate } from '../test/hostile-pdfs';
import { PDF_LIMITS } from './pdf-limits';
import { PdfCheckPool } from './pdf-check-pool';
import { pdfProblem } from './pdf-structure';

const exited = (pid: number) => !fs.existsSync(`/proc/${pid}`);

describe('the PDF check processes', () => {
  let dir: string;
  const pools: PdfCheckPool[] = [];
  const openPool = (...options: ConstructorParameters<typeof PdfCheckPool>) => {
    const pool = new PdfCheckPool(...options);
    pools.push(pool);
    return pool;
  };
  const written = (name: string, data: Buffer) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, data);
    return file;
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-check-'));
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a file that outgrows the heap as too complex; only its process dies, and the next check gets a fresh one', async () => {
    // A font's widths as one long array of numbers: within every counting limit, and accepted with the real heap.
    const widths = await pdfLibCertificate((document) => {
      const numbers = Array.from({ length: 280_000 }, (_, index) => 500 + (index % 97));
      document.catalog.set(PDFName.of('Widths'), document.context.obj(numbers));
    });
    expect(pdfProblem(widths)).toBeNull();
    const large = written('widths.pdf', widths);
    const plain = written('plain.pdf', await pdfLibCertificate());

    // A heap too small for that file (it needs 32 to 48 MB), large enough for a plain certificate.
    const pool = openPool({ heapMb: 24 });
    expect(await pool.check(plain)).toBeNull();
    const [first] = pool.pids();
    expect(await pool.check(large)).toBe('too-complex');
    // This test's own process is still here to see that the check's process is gone.
    expect(exited(first!)).toBe(true);
    expect(await pool.check(plain)).toBeNull();
    expect(pool.pids()).toHaveLength(1);
    expect(pool.pids()).not.toContain(first);
  });

  describe('with a stand-in worker that misbehaves', () => {
    const worker = new URL('../test/hostile-pdf-worker.ts', import.meta.url);
    const file = (name: string) => written(name, Buffer.from('%PDF-1.7\n'));

    it('survives the allocation that aborts a whole process from a worker thread', async () => {
      const pool = openPool({ worker });
      const since = performance.now();
      expect(await pool.check(file('explode.pdf'))).toBe('too-complex');
      // Ended by its heap limit, not by the pool's timeout.
      expect(performance.now() - since).toBeLessThan(PDF_LIMITS.hardTimeoutMs);
      expect(pool.pids()).toEqual([]);
      expect(await pool.check(file('plain.pdf'))).toBeNull();
    });

    it('ends a process still busy at the deadline, answers too complex, and checks the next file in a fresh one', async () => {
      const pool = openPool({ worker, timeoutMs: 1_500 });
      expect(await pool.check(file('plain.pdf'))).toBeNull();
      const [busy] = pool.pids();
      const since = performance.now();
      const [first, second] = await Promise.all([pool.check(file('spin.pdf')), pool.check(file('spin.pdf'))]);
      // The second started a second process: both ran at once, and each was ended at its deadline.
      expect([first, second]).toEqual(['too-complex', 'too-complex']);
      expect(performance.now() - since).toBeLessThan(4_000);
      expect(await pool.check(file('plain.pdf'))).toBeNull();
      expect(pool.pids()).not.toContain(busy);
      for (let waited = 0; !exited(busy!) && waited < 2_000; waited += 50) await sleep(50);
      expect(exited(busy!)).toBe(true);
    });
  });
});
