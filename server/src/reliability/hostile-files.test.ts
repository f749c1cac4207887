/**
 * Hostile uploads: each is refused with its message from common/messages.ts, nothing is stored (rows or files), and the
 * server keeps answering. File names and declared types are never trusted; content is.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { MESSAGES } from '#common/messages';
import { pdfCheckProcessPids } from '../files/pdf-check-pool';
import { staffSessionCookie } from '../test/staff-session';
import { dataFingerprint } from '../test/db-fingerprint';
import { MINIMAL_PDF, multipartForm, registrationFields, type FormFile } from '../../../support/registration-forms';
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
  pdfLibCertificate,
} from '../test/hostile-pdfs';
import { photoFile, samplePhoto, submitRegistration } from '../test/submit';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { english } from '../test/english';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 20,000 × 20,000 grayscale PNG: 400 MB of pixels squeezed into a few hundred KB. */
function decompressionBomb(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const pixels = zlib.deflateSync(Buffer.alloc((side + 1) * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdfBytes = async (document: PDFDocument) => Buffer.from(await document.save({ useObjectStreams: true }));

const photo = (data: Buffer, filename: string, type: string): FormFile => ({ field: 'dogPhoto', data, filename, type });

describe.each(testDialects)('hostile files on %s', (dialect) => {
  let t: TestApp;
  let bomb: Buffer;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    bomb = decompressionBomb();
  });
  afterAll(() => t.close());

  async function expectRefused(files: FormFile[], field: string, message: string) {
    const before = await dataFingerprint(t.context);
    const res = await submitRegistration(t.app, { fields: registrationFields(), files });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await dataFingerprint(t.context)).toBe(before);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  }

  it('refuses an HTML page named .png', async () => {
    await expectRefused(
      [photo(Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 'dog.png', 'image/png')],
      'dogPhoto',
      english(MESSAGES.photoNotImage),
    );
  });

  it('refuses an SVG that carries script, whatever it is called', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    await expectRefused([photo(svg, 'dog.svg', 'image/svg+xml')], 'dogPhoto', english(MESSAGES.photoNotImage));
    await expectRefused([photo(svg, 'dog.jpg', 'image/jpeg')], 'dogPhoto', english(MESSAGES.photoNotImage));
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await samplePhoto();
    await expectRefused(
      [photo(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'dog.jpg', 'image/jpeg')],
      'dogPhoto',
      english(MESSAGES.photoNotImage),
    );
  });

  it('refuses a PNG that decompresses to 20,000 × 20,000 pixels without decoding it', async () => {
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    await expectRefused([photo(bomb, 'dog.png', 'image/png')], 'dogPhoto', english(MESSAGES.photoTooManyPixels));
  });

  it('refuses a ZIP dressed as a PDF certification', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 1)]);
    await expectRefused(
      [
        await photoFile(),
        { field: 'certificationFile', data: zip, filename: 'certificate.pdf', type: 'application/pdf' },
      ],
      'certificationFile',
      english(MESSAGES.certificationWrongType),
    );
    const pdfThenZip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), MINIMAL_PDF]);
    await expectRefused(
      [
        await photoFile(),
        { field: 'certificationFile', data: pdfThenZip, filename: 'certificate.pdf', type: 'application/pdf' },
      ],
      'certificationFile',
      english(MESSAGES.certificationWrongType),
    );
  });

  it('refuses a PDF that carries a script, an attached file, a password or a broken structure', async () => {
    const withPhoto = async (data: Buffer): Promise<FormFile[]> => [
      await photoFile(),
      { field: 'certificationFile', data, filename: 'certificate.pdf', type: 'application/pdf' },
    ];
    const scripted = await PDFDocument.create();
    scripted.addPage().drawText('Certificate of training');
    scripted.addJavaScript('open', 'app.launchURL("https://evil.example")');
    await expectRefused(
      await withPhoto(await pdfBytes(scripted)),
      'certificationFile',
      english(MESSAGES.certificationPdfActive),
    );
    // An action hidden in a page's link annotation, compressed in an object stream.
    const linked = await PDFDocument.create();
    const page = linked.addPage();
    const action = linked.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    const link = linked.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: action });
    page.node.set(PDFName.of('Annots'), linked.context.obj([linked.context.register(link)]));
    await expectRefused(
      await withPhoto(await pdfBytes(linked)),
      'certificationFile',
      english(MESSAGES.certificationPdfActive),
    );
    const attached = await PDFDocument.create();
    attached.addPage();
    await attached.attach(Buffer.from('MZ not a certificate'), 'readme.exe', { mimeType: 'application/octet-stream' });
    await expectRefused(
      await withPhoto(await pdfBytes(attached)),
      'certificationFile',
      english(MESSAGES.certificationPdfActive),
    );
    const locked = await PDFDocument.create();
    locked.addPage();
    await locked.encrypt({ userPassword: 'secret', ownerPassword: 'owner-secret' });
    await expectRefused(
      await withPhoto(await pdfBytes(locked)),
      'certificationFile',
      english(MESSAGES.certificationPdfEncrypted),
    );
    await expectRefused(
      await withPhoto(Buffer.from('%PDF-1.7\nnothing a reader could open\n')),
      'certificationFile',
      english(MESSAGES.certificationPdfUnreadable),
    );
  });

  it('accepts a plain PDF, and gives it to staff as an attachment that is never sniffed', async () => {
    const plain = await PDFDocument.create();
    plain.addPage().drawText('Certificate of training: Biscuit');
    const data = await pdfBytes(plain);
    const res = await submitRegistration(t.app, {
      fields: registrationFields({ paymentCode: 'DEMO-0009' }),
      files: [await photoFile(), { field: 'certificationFile', data, filename: 'c.pdf', type: 'application/pdf' }],
    });
    expect(res.statusCode).toBe(201);
    const download = await t.app.inject({
      url: `/api/admin/dogs/${res.json().id}/certification`,
      headers: { cookie: await staffSessionCookie(t.context) },
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="certification-.+\.pdf"$/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(data)).toBe(true);
  });

  const certificate = async (data: Buffer): Promise<FormFile[]> => [
    await photoFile(),
    { field: 'certificationFile', data, filename: 'certificate.pdf', type: 'application/pdf' },
  ];

  it('refuses a PDF whose active content only a reader resolving it would find', async () => {
    // A script-opening catalog, then a harmless one with the same number: the cross-reference points at the first.
    await expectRefused(
      await certificate(duplicateObjectNumber()),
      'certificationFile',
      english(MESSAGES.certificationPdfUnreadable),
    );
    for (const hidden of [laterRevisionOpenAction(), actionInsideAnotherStream(), actionInObjectStream()]) {
      await expectRefused(await certificate(hidden), 'certificationFile', english(MESSAGES.certificationPdfActive));
    }
  });

  it('refuses a PDF whose actions leave the document: other files, network shares, addresses, forms, media', async () => {
    const hostile = [
      openAction(HOSTILE_ACTIONS.goToR),
      openAction(HOSTILE_ACTIONS.uri),
      annotation({ A: HOSTILE_ACTIONS.launch }),
      annotation({ A: HOSTILE_ACTIONS.submitForm }),
      annotation({ Subtype: 'RichMedia', RichMediaContent: { Configurations: [] } }),
      annotation({ Subtype: 'FileAttachment', Contents: 'readme.exe' }),
    ];
    for (const change of hostile) {
      await expectRefused(
        await certificate(await pdfLibCertificate(change)),
        'certificationFile',
        english(MESSAGES.certificationPdfActive),
      );
    }
  });

  it('refuses a PDF of 236,000 tiny objects at once, and the check carries on with the same process', async () => {
    // The check's process is started by a first PDF.
    const broken = Buffer.from('%PDF-1.7\nnothing a reader could open\n');
    await expectRefused(await certificate(broken), 'certificationFile', english(MESSAGES.certificationPdfUnreadable));
    const started = pdfCheckProcessPids();
    expect(started).toHaveLength(1);
    const crowded = manyObjects(236_000);
    expect(crowded.length).toBeGreaterThan(9_000_000);
    const since = performance.now();
    await expectRefused(await certificate(crowded), 'certificationFile', english(MESSAGES.certificationPdfTooComplex));
    expect(performance.now() - since).toBeLessThan(3_000);
    const res = await submitRegistration(t.app, {
      fields: registrationFields({ paymentCode: 'DEMO-0008' }),
      files: await certificate(await pdfLibCertificate()),
    });
    expect(res.statusCode).toBe(201);
    expect(pdfCheckProcessPids()).toEqual(started);
  });

  it('accepts a certificate edited in several revisions, with a link within the document', async () => {
    const res = await submitRegistration(t.app, {
      fields: registrationFields({ paymentCode: 'DEMO-0007' }),
      files: await certificate(await harmlessRevisions()),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a program with a doubled extension', async () => {
    const program = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(512, 0x41)]);
    await expectRefused([photo(program, 'dog.jpg.exe', 'image/jpeg')], 'dogPhoto', english(MESSAGES.photoNotImage));
    await expectRefused(
      [photo(Buffer.from('<?php system($_GET["c"]); ?>'), 'dog.php.jpg', 'image/jpeg')],
      'dogPhoto',
      english(MESSAGES.photoNotImage),
    );
  });

  it('refuses an oversized photo streamed without a Content-Length, and keeps answering', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const big = Buffer.concat([await samplePhoto(), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const form = new Response(multipartForm(registrationFields(), [photo(big, 'dog.jpg', 'image/jpeg')]));
    const bytes = Buffer.from(await form.arrayBuffer());
    const before = await dataFingerprint(t.context);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/registrations',
          headers: { 'content-type': form.headers.get('content-type') ?? '', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      for (let offset = 0; offset < bytes.length; offset += 64 * 1024)
        req.write(bytes.subarray(offset, offset + 64 * 1024));
      req.end();
    });
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).error.fields.dogPhoto).toBe(english(MESSAGES.photoTooLarge));
    expect(await dataFingerprint(t.context)).toBe(before);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('stops reading a 200 MB upload once the body passes its cap, answering 413 and closing the connection', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'sdr-huge-upload';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="certificationFile"; filename="huge.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const total = 200;
    const outcome = await new Promise<{ status: number | null; body: string; sentMb: number }>((resolve) => {
      let sentMb = 0;
      let status: number | null = null;
      let body = '';
      let done = false;
      const finish = () => {
        if (!done) {
          done = true;
          resolve({ status, body, sentMb });
        }
      };
      const req = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/registrations',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        status = res.statusCode ?? null;
        res.on('data', (data: Buffer) => (body += data.toString()));
        res.on('end', finish);
      });
      req.on('error', (error) => {
        body = String(error);
        finish();
      });
      req.on('close', finish);
      const pump = () => {
        while (!done && status === null && sentMb < total) {
          sentMb++;
          if (!req.write(sentMb === 1 ? Buffer.concat([head, chunk]) : chunk)) return void req.once('drain', pump);
        }
        if (sentMb >= total) req.end();
      };
      pump();
    });
    // The server answered and closed the connection long before the client could send it all. A client
    // still writing may see the close (EPIPE) before it reads the answer; when it reads it, it is the 413.
    expect(outcome.sentMb, JSON.stringify(outcome)).toBeLessThan(60);
    if (outcome.status !== null) {
      expect(outcome.status).toBe(413);
      expect(JSON.parse(outcome.body).error).toEqual({
        code: 'BODY_TOO_LARGE',
        message: english('errors.uploadTooLarge', { megabytes: 15 }),
      });
    } else {
      expect(outcome.body).toMatch(/EPIPE|ECONNRESET/);
    }
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
