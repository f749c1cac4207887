import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policies } from '#common/api';
import { createSession } from '../access/session-repository';
import { SETUP_LINK_TTL_MS } from '../access/session-policy';
import { createSetupToken } from '../staff-accounts/setup-token';
import { createStaff } from '../test/staff-session';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { pruneExpiredData, pruneOutboxFiles } from '../scheduling/retention';
import { enqueueMessage } from '../email/outbox-repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(testDialects)('the About, Privacy and Terms pages’ settings on %s', (dialect) => {
  let t: TestApp;
  let stated: Policies;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      REGISTRY_NAME: 'Riverside Service Dog Registry',
      REGISTRY_OPERATOR: 'Riverside Assistance Dogs, Inc.',
      REGISTRY_OPERATOR_ADDRESS: '12 Mill Road, Riverside, CA 92501',
      PRIVACY_TEXT: 'We never sell your details.\n\nOur board reviews this notice each year.',
      PRIVACY_TEXT_ES: 'Nunca vendemos sus datos.',
      ABOUT_TEXT: 'Founded by trainers in 2019.',
      SESSION_IDLE_MINUTES: '45',
    });
    const res = await t.app.inject('/api/policies');
    expect(res.statusCode).toBe(200);
    stated = res.json();
  });
  afterAll(() => t.close());

  it('names the operator and gives its own paragraphs in the languages it wrote them in', () => {
    expect(stated).toMatchObject({
      operator: 'Riverside Assistance Dogs, Inc.',
      operatorAddress: '12 Mill Road, Riverside, CA 92501',
      texts: {
        privacy: {
          en: 'We never sell your details.\n\nOur board reviews this notice each year.',
          es: 'Nunca vendemos sus datos.',
        },
        about: { en: 'Founded by trainers in 2019.', es: null },
        terms: { en: null, es: null },
      },
    });
  });

  it('states the periods the server prunes by: past each one a thing is gone, just inside it is kept', async () => {
    const { retention } = stated;
    expect(retention).toMatchObject({ sessionIdleMinutes: 45, emailFileDays: 14 });
    const db = t.context.database.db;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const idempotency = (hash: string, at: string) =>
      db
        .insertInto('idempotency_keys')
        .values({ key_hash: hash, request_hash: 'r', response_status: 201, response_cipher: 'c', created_at: at })
        .execute();
    await idempotency('past', ago(retention.idempotencyHours * HOUR + MINUTE));
    await idempotency('inside', ago(retention.idempotencyHours * HOUR - MINUTE));
    const adminId = await createStaff(t.context, 'policies@example.org');
    await createSession(db, { adminId, now: new Date(now.getTime() - retention.sessionIdleMinutes * MINUTE - MINUTE) });
    await createSession(db, { adminId, now: new Date(now.getTime() - retention.sessionIdleMinutes * MINUTE + MINUTE) });
    const counter = (key: string, ageMs: number) => ({
      key,
      failures: 1,
      window_start: ago(ageMs),
      lockouts: 0,
      locked_until: null,
    });
    await db
      .insertInto('login_throttle')
      .values([
        counter('account:past', retention.signInCounterDays * DAY + MINUTE),
        counter('account:inside', retention.signInCounterDays * DAY - MINUTE),
      ])
      .execute();
    // A setup link expires SETUP_LINK_TTL_MS after it is made; the period counts from then.
    const setupMadeAgo = (ms: number) => new Date(now.getTime() - SETUP_LINK_TTL_MS - ms);
    await createSetupToken(db, setupMadeAgo(retention.setupLinkDays * DAY + MINUTE));
    await createSetupToken(db, setupMadeAgo(retention.setupLinkDays * DAY - MINUTE));

    // An email kept for staff to pass on by hand (no SMTP_URL) loses its body, owner link and all, at the file's age.
    const kept = async (subject: string, ageMs: number) => {
      const id = await enqueueMessage(db, {
        kind: 'owner_link.sent',
        to: 'a@example.org',
        subject,
        text: 'link',
        html: 'link',
      });
      await db
        .updateTable('outbox')
        .set({ sent_at: ago(ageMs) })
        .where('id', '=', id)
        .execute();
    };
    await kept('past', retention.emailFileDays! * DAY + MINUTE);
    await kept('inside', retention.emailFileDays! * DAY - MINUTE);

    expect(await pruneExpiredData(db, now, t.context.config.sessions.idleMs)).toEqual({
      handOffs: 1,
      idempotencyKeys: 1,
      sessions: 1,
      signInCounters: 1,
      setupLinks: 1,
    });
    expect((await db.selectFrom('idempotency_keys').select('key_hash').execute()).map((r) => r.key_hash)).toEqual([
      'inside',
    ]);
    expect((await db.selectFrom('sessions').select('last_seen_at').execute()).length).toBe(1);
    expect((await db.selectFrom('login_throttle').select('key').execute()).map((r) => r.key)).toEqual([
      'account:inside',
    ]);
    expect(
      (
        await db
          .selectFrom('outbox')
          .select('subject')
          .where('subject', 'in', ['past', 'inside'])
          .where('text_body', '<>', '')
          .execute()
      ).map((r) => r.subject),
    ).toEqual(['inside']);
    // Of the two expired links (the app's start may have made a fresh one of its own), the one inside is kept.
    expect(
      await db.selectFrom('admin_setup_tokens').selectAll().where('expires_at', '<', now.toISOString()).execute(),
    ).toHaveLength(1);

    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sdr-policies-outbox-'));
    try {
      const write = async (name: string, ageMs: number) => {
        const file = path.join(dir, name);
        await fs.writeFile(file, 'Subject: Your owner link\n');
        const at = new Date(now.getTime() - ageMs);
        await fs.utimes(file, at, at);
      };
      await write('past.eml', retention.emailFileDays! * DAY + MINUTE);
      await write('inside.eml', retention.emailFileDays! * DAY - MINUTE);
      await pruneOutboxFiles(dir, now);
      expect(await fs.readdir(dir)).toEqual(['inside.eml']);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the settings without any of the operator’s own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { REGISTRY_NAME: 'Lakeside Registry', SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('name the registry as its operator and keep no emails as files when the registry sends them', async () => {
    const stated: Policies = (await t.app.inject('/api/policies')).json();
    expect(stated.operator).toBe('Lakeside Registry');
    expect(stated.operatorAddress).toBeNull();
    expect(stated.texts.about).toEqual({ en: null, es: null });
    expect(stated.retention).toEqual({
      idempotencyHours: 24,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      signInCounterDays: 1,
      setupLinkDays: 1,
      orphanFileDays: 1,
      emailFileDays: null,
    });
  });
});
