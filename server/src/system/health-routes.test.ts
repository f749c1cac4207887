/**
 * The probes an orchestrator asks (docs/DEPLOYMENT.md, Health checks): /api/health/live answers while
 * the process does; /api/health/ready answers 503 naming the dependency that is not ready — the
 * database, the file storage — and never an address. Outages are real: a database handle closed, a
 * server that accepts connections and never answers, an uploads folder that is not a folder, an S3
 * server stopped. (Redis down, which leaves the server ready but degraded: reliability/redis-outage.test.ts.)
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { NOT_READY_REASONS } from './readiness';

/** What an answer must never hold: an address, a host name, a path, a connection string. */
const WHERE = /\d+\.\d+\.\d+\.\d+|localhost|\/|:\d+|s3rver|sdr-test|registry\.sqlite/i;

const READY = { status: 'ok', checks: { database: 'ok', storage: 'ok', redis: 'off' } };

describe.each(testDialects)('health probes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers liveness with nothing checked, and readiness with each dependency', async () => {
    const live = await t.app.inject('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual(READY);
  });

  it('is not ready while uploads cannot be stored, names the storage, and is again once they can', async () => {
    const uploads = t.context.config.uploadsDir;
    await fs.rm(uploads, { recursive: true, force: true });
    // A volume not mounted where the folder should be: a file in its place.
    await fs.writeFile(uploads, 'not a folder');
    try {
      const ready = await t.app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', storage: 'unavailable', redis: 'off' },
        reasons: [NOT_READY_REASONS.storage],
      });
      expect(ready.body).not.toMatch(WHERE);
      // Alive all the same, and the database-only check answers as it always did.
      expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
      expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok', database: dialect });
    } finally {
      await fs.rm(uploads, { force: true });
    }
    expect((await t.app.inject('/api/health/ready')).json()).toEqual(READY);
  });

  it('is not ready when the database does not answer, and names the database', async () => {
    // The same app on a database connection of its own, which is then closed under it.
    const database = openDatabase({
      databaseUrl: t.context.config.databaseUrl,
      sqliteFile: t.context.config.sqliteFile,
      cacheBytes: t.context.config.dbCacheBytes,
    });
    const app = await buildApp({ ...t.context, database });
    try {
      expect((await app.inject('/api/health/ready')).statusCode).toBe(200);
      await database.db.destroy();
      const ready = await app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'unavailable', storage: 'ok', redis: 'off' },
        reasons: [NOT_READY_REASONS.database],
      });
      expect(ready.body).not.toMatch(WHERE);
      expect((await app.inject('/api/health/live')).json()).toEqual({ status: 'ok' });
      expect((await app.inject('/api/health')).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe('health probes against dependencies that hang or go away', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers 503 when the PostgreSQL server accepts connections and never answers, instead of hanging', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const database = openDatabase({
      databaseUrl: `postgres://registry:secret@127.0.0.1:${port}/registry`,
      sqliteFile: t.context.config.sqliteFile,
      cacheBytes: t.context.config.dbCacheBytes,
    });
    const app = await buildApp({ ...t.context, database });
    try {
      const ready = await app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'unavailable', storage: 'ok' } });
      expect(ready.body).not.toMatch(WHERE);
      expect(ready.body).not.toContain('secret');
    } finally {
      await app.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await database.db.destroy();
    }
  });

  describe('with uploads in an S3 bucket', () => {
    let s3: TestS3;
    let inBucket: TestApp;
    beforeAll(async () => {
      s3 = await startTestS3(['ready-check']);
      inBucket = await createTestApp('sqlite', s3.env('ready-check'));
    });
    afterAll(async () => {
      await inBucket?.close();
    });

    it('is ready while the bucket answers, and names the storage once the S3 server is gone', async () => {
      expect((await inBucket.app.inject('/api/health/ready')).json()).toEqual(READY);
      await s3.stop();
      const ready = await inBucket.app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', storage: 'unavailable', redis: 'off' },
        reasons: [NOT_READY_REASONS.storage],
      });
      expect(ready.body).not.toMatch(WHERE);
    });
  });
});
