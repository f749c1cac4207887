/**
 * A multipart body is read no further than the form can hold: over its cap (the files' limits and
 * room for the fields), with junk before the first part or after the last, or with too many parts,
 * the server answers and closes the connection. Nothing is stored. What is still coming is read and
 * dropped, up to the largest form, so that a client which reads its answer only after sending the
 * whole body gets it (plugins/close-unread-body.ts); beyond that the connection is closed.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATION_MAX_BYTES, MB, PHOTO_MAX_BYTES } from '#common/constants';
import { uploadTempDir } from '../files/upload-spool';
import { say } from '../lib/words';
import { dataFingerprint } from '../test/db-fingerprint';
import { english } from '../test/english';
import { multipartForm, registrationFields, type FormFile } from '../../../support/registration-forms';
import { DRAIN_MAX_BYTES } from '../plugins/close-unread-body';
import { staffSessionCookie } from '../test/staff-session';
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

interface Answer {
  /** The status line and JSON body the client read, once it had sent everything it could. */
  status: number | null;
  body: unknown;
  sentBytes: number;
  /** The error a write met (the server closed the connection before the body's end), if any. */
  writeError: string | null;
}

/**
 * Sends a request with a body of `size` bytes and reads nothing until the whole body is sent, as
 * browsers and most HTTP libraries do with an upload: whether it ever sees the answer depends on the
 * server reading the body to its end rather than resetting the connection under it.
 */
function sendWholeThenRead(port: number, path: string, size: number, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    const answer: Answer = { status: null, body: null, sentBytes: 0, writeError: null };
    const received: Buffer[] = [];
    socket.on('error', (error) => (answer.writeError ??= String(error)));
    socket.on('close', () => {
      const text = Buffer.concat(received).toString();
      const [head = '', body = ''] = text.split('\r\n\r\n');
      answer.status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]) || null;
      answer.body = body === '' ? null : JSON.parse(body);
      resolve(answer);
    });
    const lines = Object.entries({ host: `127.0.0.1:${port}`, 'content-type': CONTENT_TYPE, ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\n${lines}content-length: ${size}\r\n\r\n`);
    const piece = Buffer.alloc(MB, 0x41);
    const pump = () => {
      while (answer.sentBytes < size && !socket.destroyed) {
        const next = piece.subarray(0, Math.min(MB, size - answer.sentBytes));
        answer.sentBytes += next.length;
        if (!socket.write(next)) return void socket.once('drain', pump);
      }
      socket.on('data', (data: Buffer) => received.push(data));
      socket.resume();
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
    const cookie = await staffSessionCookie(t.context);
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

  describe('answers a client that reads only after sending its whole upload', () => {
    // Larger than what the two ends' socket buffers hold, so the server must read it for the client to finish.
    const UPLOAD = 14 * MB;
    let dogId: string;
    beforeAll(async () => {
      dogId = (await submitRegistration(t.app, { fields: registrationFields({ paymentCode: 'DEMO-0005' }) })).json().id;
    });

    async function expectAnswered(answer: Answer, status: number, code: string) {
      expect(answer.writeError, JSON.stringify(answer)).toBeNull();
      expect(answer.sentBytes).toBe(UPLOAD);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ error: { code } });
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    }

    it('with 401 when no one is signed in', async () => {
      const answer = await sendWholeThenRead(port, `/api/admin/dogs/${dogId}/photo`, UPLOAD);
      await expectAnswered(answer, 401, 'UNAUTHENTICATED');
      expect(answer.body).toEqual({
        error: { code: 'UNAUTHENTICATED', message: english('adminMessages.sessionRequired') },
      });
    });

    it('with 403 when the upload comes from another site', async () => {
      const before = await dataFingerprint(t.context);
      const answer = await sendWholeThenRead(port, '/api/registrations', UPLOAD, {
        origin: 'https://elsewhere.example',
      });
      await expectAnswered(answer, 403, 'CROSS_SITE_REQUEST');
      expect(await dataFingerprint(t.context)).toBe(before);
    });

    it('with 413 when the photo change says at once it is over the photo limit', async () => {
      const cookie = await staffSessionCookie(t.context);
      const answer = await sendWholeThenRead(port, `/api/admin/dogs/${dogId}/photo`, UPLOAD, { cookie });
      await expectAnswered(answer, 413, 'BODY_TOO_LARGE');
      expect(await fs.readdir(uploadTempDir(t.context.config.dataDir)).catch(() => [])).toEqual([]);
    });

    it('but reads no more than the largest form after its answer, and then closes', async () => {
      const answer = await sendWholeThenRead(port, `/api/admin/dogs/${dogId}/photo`, TOTAL_MB * MB);
      expect(answer.writeError).toMatch(/EPIPE|ECONNRESET/);
      expect(answer.sentBytes).toBeGreaterThan(DRAIN_MAX_BYTES);
      expect(answer.sentBytes).toBeLessThan(DRAIN_MAX_BYTES + 45 * MB);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    });

    it('and closes the connection when the rest of the body stops coming', async () => {
      const serverSide = new Promise<net.Socket>((resolve) => t.app.server.once('connection', resolve));
      // Its side stays open after the server's ends, as a client's that is still sending would.
      const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
      socket.write(
        `POST /api/admin/dogs/${dogId}/photo HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: ${CONTENT_TYPE}\r\n` +
          `content-length: ${UPLOAD}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(MB, 0x41));
      let received = '';
      socket.on('data', (data: Buffer) => (received += data.toString()));
      const ended = new Promise((resolve) => socket.once('end', resolve));
      // The server closes its socket, though the client neither ends its side nor sends the rest.
      await new Promise((resolve) => void serverSide.then((server) => server.once('close', resolve)));
      await ended;
      expect(received).toMatch(/^HTTP\/1\.1 401 /);
      expect(received).toMatch(/\r\nconnection: close\r\n/i);
      socket.destroy();
    });
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
