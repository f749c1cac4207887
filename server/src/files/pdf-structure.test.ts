import zlib from 'node:zlib';
import { PDFName } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  HOSTILE_ACTIONS,
  actionInObjectStream,
  actionInsideAnotherStream,
  annotation,
  duplicateObjectNumber,
  harmlessRevisions,
  laterRevisionOpenAction,
  manyObjects,
  openAction,
  pdfFile,
  pdfLibCertificate,
  type RawObject,
} from '../test/hostile-pdfs';
import { PDF_LIMITS } from './pdf-limits';
import { pdfProblem } from './pdf-structure';

const PAGES: RawObject[] = [
  { number: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
  { number: 3, body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>' },
];
const withCatalog = (extra: string, more: RawObject[] = []) =>
  pdfFile([{ number: 1, body: `<< /Type /Catalog /Pages 2 0 R ${extra} >>` }, ...PAGES, ...more]);

describe('certification PDF structure', () => {
  it('accepts plain certificates, with or without object streams, links within the document and several revisions', async () => {
    expect(pdfProblem(await pdfLibCertificate())).toBeNull();
    expect(pdfProblem(await pdfLibCertificate(undefined, false))).toBeNull();
    expect(pdfProblem(await harmlessRevisions())).toBeNull();
    const internalLink = await pdfLibCertificate((document) => {
      annotation({ A: { S: 'GoTo', D: [document.getPage(0).ref, 'Fit'] } })(document);
      document.catalog.set(PDFName.of('OpenAction'), document.context.obj([document.getPage(0).ref, 'Fit']));
    });
    expect(pdfProblem(internalLink)).toBeNull();
    expect(pdfProblem(withCatalog('/PageMode /UseNone /PageMode /UseNone'))).toBeNull();
  });

  it('refuses two definitions of one object number in one revision, as the duplicate-number trick uses', async () => {
    expect(pdfProblem(duplicateObjectNumber())).toBe('unreadable');
    expect(pdfProblem(pdfFile([{ number: 1, body: '<< /Type /Catalog /Pages 2 0 R >>' }, ...PAGES, ...PAGES]))).toBe(
      'unreadable',
    );
  });

  it('refuses a dictionary that gives one key two values, since readers differ on which counts', async () => {
    expect(pdfProblem(withCatalog('/OpenAction << /S /URI /URI (https://attacker.example) /S /GoTo >>'))).toBe(
      'unreadable',
    );
  });

  it('sees what a reader resolves: every revision, an object only the cross-reference reaches, compressed objects', async () => {
    expect(pdfProblem(laterRevisionOpenAction())).toBe('active-content');
    expect(pdfProblem(actionInsideAnotherStream())).toBe('active-content');
    expect(pdfProblem(actionInObjectStream())).toBe('active-content');
  });

  it('refuses actions that reach outside the document, wherever they stand', async () => {
    for (const action of Object.values(HOSTILE_ACTIONS)) {
      expect(pdfProblem(await pdfLibCertificate(openAction(action))), JSON.stringify(action)).toBe('active-content');
      expect(pdfProblem(await pdfLibCertificate(annotation({ A: action }))), JSON.stringify(action)).toBe(
        'active-content',
      );
    }
    const pageAction = await pdfLibCertificate((document) =>
      document.getPage(0).node.set(PDFName.of('AA'), document.context.obj({ O: HOSTILE_ACTIONS.uri } as never)),
    );
    expect(pdfProblem(pageAction)).toBe('active-content');
  });

  it('refuses rich media, file attachments and embedded files', async () => {
    const richMedia = annotation({ Subtype: 'RichMedia', RichMediaContent: { Configurations: [] } });
    expect(pdfProblem(await pdfLibCertificate(richMedia))).toBe('active-content');
    expect(pdfProblem(await pdfLibCertificate(annotation({ Subtype: 'FileAttachment', Contents: 'x' })))).toBe(
      'active-content',
    );
    expect(pdfProblem(withCatalog('/Names << /EmbeddedFiles 4 0 R >>', [{ number: 4, body: '<< >>' }]))).toBe(
      'active-content',
    );
  });

  it('refuses active names however they are written: escaped, or as an indirect object', async () => {
    expect(pdfProblem(withCatalog('/OpenAction << /S /G#6fToR /F (x.pdf) /D [0 /Fit] >>'))).toBe('active-content');
    expect(
      pdfProblem(
        withCatalog('/OpenAction << /S 4 0 R /URI (https://attacker.example) >>', [{ number: 4, body: '/URI' }]),
      ),
    ).toBe('active-content');
    // pdf-lib cannot read this dictionary (a key without a value); a lenient reader may.
    expect(pdfProblem(actionInsideAnotherStream('<< /S /Launch /F (cmd.exe) /Oops >>'))).toBe('active-content');
  });

  it('refuses, quickly and within its budget, a file built to exhaust the check', () => {
    const started = performance.now();
    expect(pdfProblem(manyObjects(236_000))).toBe('too-complex');
    expect(performance.now() - started).toBeLessThan(1_500);

    const bomb = zlib.deflateSync(Buffer.alloc(40 * 1024 * 1024));
    const inflating = Buffer.concat([
      Buffer.from(`<< /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`),
      bomb,
      Buffer.from('\nendstream'),
    ]);
    expect(pdfProblem(withCatalog('', [{ number: 4, body: inflating }]))).toBe('too-complex');

    // One object of 400,000 values; a 600 KB string, which pdf-lib would build a character at a time; deep nesting.
    expect(pdfProblem(withCatalog(`/Values [${' []'.repeat(400_000)}]`))).toBe('too-complex');
    expect(pdfProblem(withCatalog(`/Title (${'a'.repeat(600 * 1024)})`))).toBe('too-complex');
    expect(pdfProblem(withCatalog(`/Deep ${'['.repeat(200_000)}`))).toBe('too-complex');
  });

  it('stops at its time budget on a file that would keep the parser busy for minutes', () => {
    // Streams whose length is wrong and that never end: from each, pdf-lib looks for `endstream` to the end of the file.
    const endless = Array.from({ length: 4_000 }, (_, i) => ({
      number: i + 4,
      body: `<< /Length 999999999 >>\nstream\n${'x'.repeat(2_000)}`,
    }));
    const started = performance.now();
    expect(pdfProblem(withCatalog('', endless))).toBe('too-complex');
    expect(performance.now() - started).toBeLessThan(PDF_LIMITS.readingMs + 1_500);
  });
});
