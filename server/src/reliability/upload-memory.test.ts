/**
 * Eight registrations of 15 MB each (a photo and a certificate at their largest) arriving at once must
 * not grow the production server's resident memory by their size: the files go to disk as they arrive
 * (files/upload-spool.ts), and the photo process and the PDF check read them from there.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATION_MAX_BYTES, MB, PHOTO_MAX_BYTES } from '#common/constants';
import { openDatabase, type Database } from '../db/database';
import { multipartForm, registrationFields, samplePhoto } from '../../../support/registration-forms';
import {
  freePort,
  PRODUCTION_SERVER,
  residentBytes,
  startProcess,
  type RunningServer,
} from '../../../support/server-process';
import { createTestDatabase, type TestDatabaseLocation } from '../test/test-databases';
import { addBulkPaymentCodes, serverEnv } from './reliability-fixtures';

const UPLOADS = 8;
/**
 * Under one copy of the eight uploads (120 MB). Measured: 27–30 MB with the pdf-lib check, 43–73 MB
 * with the PDF check of decision 028 (stream buffers not yet collected, two 10 MB PDFs being parsed,
 * the sockets); before the files went to disk the same load grew the server by 186–221 MB
 * (docs/PERFORMANCE.md).
 */
const GROWTH_LIMIT = 100 * MB;

/** A JPEG padded with comment segments to `size` bytes: as heavy on the wire as a 5 MB photo, as quick to decode as the 1 MB one. */
function paddedJpeg(jpeg: Buffer, size: number): Buffer {
  const segments: Buffer[] = [];
  for (let missing = size - jpeg.length; missing >= 4;) {
    const length = Math.min(0xffff, missing - 2);
    const segment = Buffer.alloc(length + 2, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(length, 2);
    segments.push(segment);
    missing -= segment.length;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** A plain PDF of about `size` bytes: one page and a large stream no page draws. */
async function largePdf(size: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Certificate of training');
  document.context.register(document.context.stream(new Uint8Array(size - 2048).fill(0x41)));
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('memory under large uploads', () => {
  let location: TestDatabaseLocation;
  let database: Database;
  let server: RunningServer;
  beforeAll(async () => {
    location = await createTestDatabase('sqlite');
    server = await startProcess(PRODUCTION_SERVER, serverEnv(location), await freePort());
    database = openDatabase({
      databaseUrl: null,
      sqliteFile: path.join(location.dataDir, 'registry.sqlite'),
      cacheBytes: 4_194_304,
    });
  });
  afterAll(async () => {
    await server.stop();
    await database.db.destroy();
    await location.drop();
  });

  it(`holds ${UPLOADS} registrations of 15 MB at once within ${GROWTH_LIMIT / MB} MB, and stores each whole`, async () => {
    const codes = await addBulkPaymentCodes(database, UPLOADS + 2, 'MEM');
    const photo = paddedJpeg(await samplePhoto(), PHOTO_MAX_BYTES - 4096);
    const pdf = await largePdf(CERTIFICATION_MAX_BYTES - 4096);
    expect(pdf.length).toBeLessThanOrEqual(CERTIFICATION_MAX_BYTES);
    const posts = await Promise.all(
      codes.map(async (code) => {
        const form = new Response(
          multipartForm(registrationFields({ paymentCode: code }), [
            { field: 'dogPhoto', data: photo, filename: 'dog.jpg', type: 'image/jpeg' },
            { field: 'certificationFile', data: pdf, filename: 'c.pdf', type: 'application/pdf' },
          ]),
        );
        const body = new Uint8Array(await form.arrayBuffer());
        const type = form.headers.get('content-type') ?? '';
        return () =>
          fetch(`${server.url}/api/registrations`, { method: 'POST', body, headers: { 'content-type': type } });
      }),
    );
    const idle = residentBytes(server.pid);
    // Two first start the photo process and the PDF check's two threads, which keep what reading a
    // 10 MB certificate takes (decision 014; they stop after 30 s without one): a cost that does not
    // grow with the number of uploads.
    for (const response of await Promise.all(posts.slice(0, 2).map((post) => post()))) {
      expect(response.status).toBe(201);
    }
    await sleep(500);

    const before = residentBytes(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid))), 20);
    const responses = await Promise.all(posts.slice(2).map((post) => post()));
    clearInterval(sampler);
    const growth = peak - before;
    const mb = (bytes: number) => (bytes / MB).toFixed(0);
    console.log(
      `upload memory: resident ${mb(idle)} MB at start, ${mb(before)} MB after two registrations, ` +
        `${mb(peak)} MB at most while ${UPLOADS} of 15 MB arrived at once (growth ${mb(growth)} MB)`,
    );
    expect(await Promise.all(responses.map(async (r) => (r.status === 201 ? 201 : await r.text())))).toEqual(
      Array(UPLOADS).fill(201),
    );
    expect(growth).toBeLessThan(GROWTH_LIMIT);

    // Nothing was lost on the way to disk, and nothing is left in the upload folder.
    const rows = await database.db.selectFrom('service_dogs').select('certification_key').execute();
    expect(rows).toHaveLength(UPLOADS + 2);
    for (const { certification_key: key } of rows) {
      expect(sha256(await fs.readFile(path.join(location.dataDir, 'uploads', key ?? 'missing')))).toBe(sha256(pdf));
    }
    // Removed just after each answer, not before it.
    const spooled = () => fs.readdir(path.join(location.dataDir, 'tmp'));
    for (let waited = 0; (await spooled()).length > 0 && waited < 2000; waited += 50) await sleep(50);
    expect(await spooled()).toEqual([]);
  });
});
