/**
 * A multipart body is read no further than the form can hold: over its cap (the files' limits and
 * room for the fields), with junk before the first part or after the last, or with too many parts,
 * the server answers, closes the connection and reads none of the rest. Nothing is stored.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATION_MAX_BYTES, MB, PHOTO_MAX_BYTES } from '#common/constants';
import { uploadTempDir } from '../files/upload-spool';
import { say } from '../lib/words';
import { dataFingerprint } from '../test/db-fingerprint';
import { english } from '../test/english';
import { multipartForm, registrationFields, type FormFile } from '../../../support/registration-forms';
import { adminCookie } from '../test/admin-session';
import { jpegPhoto, photoFile, submitRegistration } from '../test/submit';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

const BOUNDARY = 'sdr-upload-limits';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const TOTAL_MB = 200;
const FORM_FILES_MB = (PHOTO_MAX_BYTES + CERTIFICATION_MAX_BYTES) / MB;

interface Outcome {
  status: number | null;
  body: string;
  /** Megabytes written when the server closed the connection (or all of them). */
  sentMb: number;
  sentAll: boolean;
  error: string | null;
}

/**
 * Sends `head`, then 1 MB pieces of `filler` up to 200 MB, and goes on writing after the answer: what
 * is measured is whether the server reads on or closes the connection.
 */
function send(port: number, head: Buffer, filler: Buffer, contentLength?: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { status: null, body: '', sentMb: 0, sentAll: false, error: null };
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/registrations',
      headers: {
        'content-type': CONTENT_TYPE,
        ...(contentLength ? { 'content-length': contentLength } : { 'transfer-encoding': 'chunked' }),
      },
    });
    const timer = setTimeout(() => {
      outcome.error = 'timed out: the server neither read the body nor closed the connection';
      req.destroy();
      finish();
    }, 30_000);
    req.on('response', (res) => {
      outcome.status = res.statusCode ?? null;
      res.on('data', (data: Buffer) => (outcome.body += data.toString()));
    });
    req.on('error', (error) => (outcome.error = String(error)));
    req.on('close', () => setTimeout(finish, 50));
    const pump = () => {
      while (!done && !req.destroyed && outcome.sentMb < TOTAL_MB) {
        outcome.sentMb++;
        if (!req.write(outcome.sentMb === 1 ? Buffer.concat([head, filler]) : filler))
          return void req.once('drain', pump);
      }
      if (outcome.sentMb >= TOTAL_MB && !req.destroyed) {
        outcome.sentAll = true;
        req.end();
      }
    };
    pump();
  });
}

/** The form's bytes as a browser sends them, closing boundary included. */
async function formBytes(fields: Record<string, string>): Promise<Buffer> {
  const form = new Response(multipartForm(fields, [await photoFile()]));
  const bytes = Buffer.from(await form.arrayBuffer());
  const boundary = /boundary=(.+)$/.exec(form.headers.get('content-type') ?? '')?.[1] ?? '';
  return Buffer.from(bytes.toString('latin1').replaceAll(boundary, BOUNDARY), 'latin1');
}

const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe.each(testDialects)('upload limits on %s', (dialect) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** The server answered `status` with `code` (or the close reached the client first) and read little. */
  async function expectStopped(outcome: Outcome, status: number, code: string) {
    expect(outcome.error ?? '', JSON.stringify(outcome)).not.toMatch(/timed out/);
    expect(outcome.sentAll, JSON.stringify(outcome)).toBe(false);
    expect(outcome.sentMb).toBeLessThan(60);
    if (outcome.status !== null) {
      expect(outcome.status).toBe(status);
      expect(JSON.parse(outcome.body).error.code).toBe(code);
    } else {
      expect(outcome.error).toMatch(/EPIPE|ECONNRESET/);
    }
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    // Nothing is left of the parts that were written to disk.
    expect(await fs.readdir(uploadTempDir(t.context.config.dataDir)).catch(() => [])).toEqual([]);
  }

  it('refuses a body whose Content-Length passes the cap at once, in the reader’s language', async () => {
    const before = await dataFingerprint(t.context);
    const head = Buffer.from(fieldPart('dogName', 'Biscuit'));
    const outcome = await send(port, head, Buffer.alloc(MB, 0x20), head.length + TOTAL_MB * MB);
    await expectStopped(outcome, 413, 'BODY_TOO_LARGE');
    expect(outcome.sentMb).toBeLessThan(20);
    if (outcome.status !== null) {
      expect(JSON.parse(outcome.body).error.message).toBe(
        english('errors.uploadTooLarge', { megabytes: FORM_FILES_MB }),
      );
    }
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: { 'content-type': CONTENT_TYPE, 'accept-language': 'es' },
      payload: Buffer.alloc(FORM_FILES_MB * MB + 65 * 1024, 0x20),
    });
    expect(spanish.statusCode).toBe(413);
    expect(spanish.json().error.message).toBe(say('es', 'errors.uploadTooLarge', { megabytes: FORM_FILES_MB }));
    expect(spanish.json().error.message).toMatch(/^Este envío es demasiado grande/);
    expect(await dataFingerprint(t.context)).toBe(before);
  });

  it('stops reading a photo that never ends, sent without a length, once the body passes the cap', async () => {
    const before = await dataFingerprint(t.context);
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="dogPhoto"; filename="dog.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0',
      'latin1',
    );
    const outcome = await send(port, head, Buffer.alloc(MB, 0x20));
    await expectStopped(outcome, 413, 'BODY_TOO_LARGE');
    expect(outcome.sentMb).toBeGreaterThanOrEqual(FORM_FILES_MB);
    expect(await dataFingerprint(t.context)).toBe(before);
  });

  it('reads no more than a line before the first part', async () => {
    const outcome = await send(port, Buffer.from('a preamble no reader looks at\r\n'), Buffer.alloc(MB, 0x41));
    await expectStopped(outcome, 400, 'MALFORMED_MULTIPART');
    expect(outcome.sentMb).toBeLessThan(20);
  });

  it('refuses a whole, valid form followed by 200 MB after its closing boundary, and stores nothing', async () => {
    const before = await dataFingerprint(t.context);
    const form = await formBytes(registrationFields({ paymentCode: 'DEMO-0007' }));
    const outcome = await send(port, form, Buffer.alloc(MB, 0x41));
    await expectStopped(outcome, 400, 'MALFORMED_MULTIPART');
    expect(await dataFingerprint(t.context)).toBe(before);
  });

  it('refuses too many parts and reads none of what follows', async () => {
    const head = Buffer.from(Array.from({ length: 40 }, (_, i) => fieldPart(`part${i}`, 'x')).join(''));
    const outcome = await send(port, head, Buffer.from(fieldPart('rest', 'y'.repeat(MB - 100)).padEnd(MB, ' ')));
    await expectStopped(outcome, 413, 'TOO_MANY_PARTS');
  });

  it("caps a photo change at the photo's limit, and takes no certificate there", async () => {
    const cookie = await adminCookie(t.context);
    const id = (await submitRegistration(t.app, { fields: registrationFields({ paymentCode: 'DEMO-0006' }) })).json()
      .id;
    const change = (files: FormFile[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/dogs/${id}/photo`,
        headers: { cookie },
        payload: multipartForm({ version: '1' }, files),
      });
    const huge = await change([jpegPhoto(Buffer.alloc(PHOTO_MAX_BYTES + 100 * 1024, 0xff))]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toEqual({
      code: 'BODY_TOO_LARGE',
      message: english('errors.uploadTooLarge', { megabytes: PHOTO_MAX_BYTES / MB }),
    });
    const certificate = { field: 'certificationFile', data: Buffer.from('%PDF-1.4'), filename: 'c.pdf' };
    const withCertificate = await change([await photoFile(), certificate]);
    expect(withCertificate.statusCode).toBe(400);
    expect(withCertificate.json().error.code).toBe('UNKNOWN_FIELD');
    expect((await change([await photoFile()])).statusCode).toBe(200);
  });

  it('still takes a form that ends with a line break after its closing boundary, and keeps the connection', async () => {
    const form = await formBytes(registrationFields({ paymentCode: 'DEMO-0008' }));
    const res = await fetch(`http://127.0.0.1:${port}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': CONTENT_TYPE },
      body: Buffer.concat([form, Buffer.from('\r\n')]),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('connection')).not.toBe('close');
  });
});
