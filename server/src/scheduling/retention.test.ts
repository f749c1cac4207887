import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../access/session-repository';
import { createSetupToken } from '../staff-accounts/setup-token';
import { createStaff } from '../test/staff-session';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { pruneOutboxFiles, startRetentionJob } from './retention';

const HOUR = 3600_000;
const log = { error: () => undefined };

describe.each(testDialects)('retention on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('prunes what is no longer needed, keeps what is, and runs once a day across instances', async () => {
    const db = t.context.database.db;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const idempotency = (hash: string, at: string) =>
      db
        .insertInto('idempotency_keys')
        .values({ key_hash: hash, request_hash: 'r', response_status: 201, response_cipher: 'c', created_at: at })
        .execute();
    await idempotency('old', ago(25 * HOUR));
    await idempotency('fresh', ago(HOUR));
    const adminId = await createStaff(t.context, 'retention@example.org');
    await createSession(db, { adminId, now: new Date(now.getTime() - 13 * HOUR) }); // past its absolute limit
    await createSession(db, { adminId, now: new Date(now.getTime() - 3 * HOUR) }); // idle for three hours
    await createSession(db, { adminId, now });
    await db
      .insertInto('login_throttle')
      .values([
        { key: 'account:old', failures: 2, window_start: ago(30 * HOUR), lockouts: 0, locked_until: null },
        { key: 'account:locked', failures: 0, window_start: ago(30 * HOUR), lockouts: 3, locked_until: ago(-HOUR) },
        { key: 'account:recent', failures: 1, window_start: ago(HOUR), lockouts: 0, locked_until: null },
      ])
      .execute();
    await createSetupToken(db, new Date(now.getTime() - 30 * HOUR));
    await createSetupToken(db, now);

    const first = startRetentionJob({ db, log, intervalMs: 0 });
    const second = startRetentionJob({ db, log, intervalMs: 0 });
    const [a, b] = await Promise.all([first.runOnce(now), second.runOnce(now)]);
    expect([a, b].filter((result) => result === null)).toHaveLength(1);
    expect(a ?? b).toEqual({ handOffs: 0, idempotencyKeys: 1, sessions: 2, signInCounters: 1, setupLinks: 1 });
    expect((await db.selectFrom('idempotency_keys').select('key_hash').execute()).map((r) => r.key_hash)).toEqual([
      'fresh',
    ]);
    expect(await db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
    expect((await db.selectFrom('login_throttle').select('key').orderBy('key').execute()).map((r) => r.key)).toEqual([
      'account:locked',
      'account:recent',
    ]);
    // Within the day nobody prunes again.
    expect(await first.runOnce(new Date(now.getTime() + HOUR))).toBeNull();
    await first.stop();
    await second.stop();
  });
});

describe('emails written as files (no SMTP_URL)', () => {
  it('are removed 14 days after they were written, since they hold owner links', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-outbox-'));
    try {
      const now = new Date();
      const write = async (name: string, ageMs: number) => {
        const file = path.join(dir, name);
        await fs.writeFile(file, 'Subject: Your owner link\n');
        const at = new Date(now.getTime() - ageMs);
        await fs.utimes(file, at, at);
      };
      await write('old.eml', 15 * 24 * HOUR);
      await write('recent.eml', 13 * 24 * HOUR);
      await write('notes.txt', 30 * 24 * HOUR);
      expect(await pruneOutboxFiles(dir, now)).toBe(1);
      expect((await fs.readdir(dir)).sort()).toEqual(['notes.txt', 'recent.eml']);
      expect(await pruneOutboxFiles(path.join(dir, 'missing'), now)).toBe(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
