/**
 * Production runs the built bundle with plain node (scripts/bundle-server.ts): it starts, and SIGTERM
 * lets a registration that is still arriving finish before the process exits and the database closes.
 * The ways to stop it, and the connections a stop must not wait for, are in clean-stop.test.ts.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, registrationFields } from '../../../support/registration-forms';
import { freePort, PRODUCTION_SERVER, startProcess, type RunningServer } from '../../../support/server-process';
import { samplePhoto } from '../test/submit';

async function plainPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Certificate of training');
  return Buffer.from(await document.save());
}

describe('the production build', () => {
  let port: number;
  let dataDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    port = await freePort();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-prod-'));
    server = await startProcess(PRODUCTION_SERVER, { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' }, port);
  });
  afterAll(async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('runs with node alone, and on SIGTERM finishes the registration under way before it exits', async () => {
    const form = new Response(
      multipartForm(registrationFields({ paymentCode: 'DEMO-0001', dogName: 'Shutdown' }), [
        { field: 'dogPhoto', data: await samplePhoto(), filename: 'dog.jpg', type: 'image/jpeg' },
        // Checked in the bundle's PDF check process (build/server/pdf-worker.js).
        { field: 'certificationFile', data: await plainPdf(), filename: 'c.pdf', type: 'application/pdf' },
      ]),
    );
    const body = Buffer.from(await form.arrayBuffer());
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          port: port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/registrations',
          headers: { 'content-type': form.headers.get('content-type') ?? '', 'content-length': body.length },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now; SIGTERM arrives while the rest is still on its way.
      req.write(body.subarray(0, body.length / 2));
      void sleep(300).then(async () => {
        process.kill(server.pid, 'SIGTERM');
        await sleep(300);
        req.end(body.subarray(body.length / 2));
      });
    });
    const result = await answer;
    expect(result.status, result.body).toBe(201);
    // The process then exits by itself: the port stops answering.
    const stopped = async () => {
      for (let i = 0; i < 100; i++) {
        if (
          !(await fetch(`${server.url}/api/health`).then(
            () => true,
            () => false,
          ))
        )
          return true;
        await sleep(50);
      }
      return false;
    };
    expect(await stopped()).toBe(true);
    // The record was stored before the process exited.
    const restarted = await startProcess(
      PRODUCTION_SERVER,
      { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
      port,
    );
    try {
      const lookup = await fetch(`${restarted.url}/api/lookup/${JSON.parse(result.body).registryNumber}`);
      expect((await lookup.json()).dogName).toBe('Shutdown');
    } finally {
      await restarted.stop();
    }
  });
});
