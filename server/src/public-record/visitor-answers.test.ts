/**
 * The look-up cache never shows a change late: every change to a registration clears it, on this
 * instance and, on PostgreSQL, on every other; "not found" is never kept, so a new registration is
 * found at once; a read that raced a write is not kept; and nothing is served from memory while
 * changes cannot be heard.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRegistryNumber, parseRegistrySequence } from '#common/registry-number';
import { buildApp } from '../app';
import type { App } from '../app-context';
import { LocalChangeFeed } from '../db/change-feed';
import { openDatabase, type Database } from '../db/database';
import { findRegistrationById } from '../lifecycle/registration-repository';
import { staffSessionCookie } from '../test/staff-session';
import { makeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { createVisitorAnswers, visitorAnswer, type VisitorAnswer, type VisitorAnswers } from './visitor-answers';

describe.each(testDialects)('the look-up cache on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await staffSessionCookie(t.context);
  });
  afterAll(() => t.close());

  const register = () => makeRegistration(t.context);
  const view = async (app: App, registryNumber: string) =>
    (await app.inject(`/api/lookup/${registryNumber}`)).json().view;

  it('shows a change made on this instance at once', async () => {
    const dog = await register();
    expect(await view(t.app, dog.registryNumber)).toBe('summary');
    expect(await view(t.app, dog.registryNumber)).toBe('summary');
    await t.app.inject({ method: 'POST', url: `/api/admin/dogs/${dog.id}/approve`, headers: { cookie } });
    expect(await view(t.app, dog.registryNumber)).toBe('public');
    await t.app.inject({ method: 'DELETE', url: `/api/admin/dogs/${dog.id}`, headers: { cookie } });
    expect(await view(t.app, dog.registryNumber)).toBe('not_valid');
  });

  it('finds a registration at once when its number was asked for before it existed', async () => {
    const first = await register();
    const sequence = parseRegistrySequence(first.registryNumber, t.context.config.registryPrefix) ?? 0;
    const nextNumber = formatRegistryNumber(t.context.config.registryPrefix, sequence + 1);
    expect((await t.app.inject(`/api/lookup/${nextNumber}`)).statusCode).toBe(404);
    const next = await register();
    expect(next.registryNumber).toBe(nextNumber);
    expect(await view(t.app, nextNumber)).toBe('summary');
  });

  it('answers a visitor from memory, but says an active registration expired once it has, with no write', async () => {
    const dog = await register();
    await t.app.inject({ method: 'POST', url: `/api/admin/dogs/${dog.id}/approve`, headers: { cookie } });
    const soon = new Date(Date.now() + 1_500).toISOString();
    await t.context.database.db
      .updateTable('service_dogs')
      .set({ expires_at: soon })
      .where('id', '=', dog.id)
      .execute();
    const first = await t.app.inject(`/api/lookup/${dog.registryNumber}`);
    const again = await t.app.inject(`/api/lookup/${dog.registryNumber}`);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    expect(first.json()).toMatchObject({ view: 'public', displayStatus: 'active', expiresAt: soon });
    // Only what a visitor may see, as the route's schema writes it.
    expect(first.json()).not.toHaveProperty('owner');
    const card = await t.app.inject(`/api/dogs/${dog.id}`);
    expect(card.json()).toEqual(first.json());

    await sleep(Date.parse(soon) - Date.now() + 50);
    expect((await t.app.inject(`/api/lookup/${dog.registryNumber}`)).json()).toMatchObject({
      displayStatus: 'expired',
    });
    expect((await t.app.inject(`/api/dogs/${dog.id}`)).json()).toMatchObject({ displayStatus: 'expired' });

    // "Expired" stays true until a write (which clears the cache), so that answer is kept like any other.
    const expired = await findRegistrationById(t.context.database.db, dog.id);
    if (!expired) throw new Error('the registration is gone');
    const cache = createVisitorAnswers({ changes: new LocalChangeFeed() });
    let reads = 0;
    const read = async () => {
      reads += 1;
      return visitorAnswer({ row: expired }, (view) => JSON.stringify(view));
    };
    for (let i = 0; i < 3; i++) {
      expect(JSON.parse((await cache.get('expired', read)).body)).toMatchObject({ displayStatus: 'expired' });
    }
    expect(reads).toBe(2);

    // Staff still get the whole record, never the visitor's kept answer.
    const staff = await t.app.inject({ url: `/api/lookup/${dog.registryNumber}`, headers: { cookie } });
    expect(staff.json()).toMatchObject({ view: 'full', owner: expect.objectContaining({ email: expect.any(String) }) });
  });
});

// Several instances share a database only on PostgreSQL; SQLite runs in one process.
describe.each(testDialects.filter((dialect) => dialect === 'postgres'))(
  'the look-up cache across instances on %s',
  (dialect) => {
    let t: TestApp;
    let cookie: string;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      cookie = await staffSessionCookie(t.context);
    });
    afterAll(() => t.close());

    const view = async (app: App, registryNumber: string) =>
      (await app.inject(`/api/lookup/${registryNumber}`)).json().view;

    it('shows a change made on another instance', async () => {
      const dog = await makeRegistration(t.context);
      // A second instance: its own connections and its own cache, on the same database.
      const otherDatabase: Database = openDatabase({
        databaseUrl: t.context.config.databaseUrl,
        sqliteFile: t.context.config.sqliteFile,
        cacheBytes: t.context.config.dbCacheBytes,
      });
      const other = await buildApp({ ...t.context, database: otherDatabase }, { webDist: null });
      try {
        // Until its notice connection is up, the other instance serves nothing from memory; wait for it.
        for (let i = 0; i < 50 && !otherDatabase.changes.live(); i++) await sleep(20);
        expect(await view(other, dog.registryNumber)).toBe('summary');
        // A number the other instance found nothing for is found there once this one registers it.
        const sequence = parseRegistrySequence(dog.registryNumber, t.context.config.registryPrefix) ?? 0;
        const nextNumber = formatRegistryNumber(t.context.config.registryPrefix, sequence + 1);
        expect((await other.inject(`/api/lookup/${nextNumber}`)).statusCode).toBe(404);
        await makeRegistration(t.context);
        expect(await view(other, nextNumber)).toBe('summary');
        await t.app.inject({ method: 'POST', url: `/api/admin/dogs/${dog.id}/approve`, headers: { cookie } });
        let seen = '';
        for (let i = 0; i < 50 && seen !== 'public'; i++) {
          seen = await view(other, dog.registryNumber);
          if (seen !== 'public') await sleep(20);
        }
        expect(seen).toBe('public');
      } finally {
        await other.close();
        await otherDatabase.db.destroy();
      }
    });
  },
);

/** An answer as the cache sees it: only its length, record and expiry matter here. */
const answerOf = (text: string, trueUntil = Infinity): VisitorAnswer => ({ body: text, recordId: 'x', trueUntil });

describe('the look-up cache itself', () => {
  const found = answerOf('{}');

  it('does not keep a read that raced a write', async () => {
    const feed = new LocalChangeFeed();
    const cache = createVisitorAnswers({ changes: feed });
    let loads = 0;
    await cache.get('k', async () => {
      loads += 1;
      feed.announce(); // a write lands while this read is under way
      return found;
    });
    await cache.get('k', async () => {
      loads += 1;
      return found;
    });
    await cache.get('k', async () => {
      loads += 1;
      return found;
    });
    expect(loads).toBe(2);
  });

  it('serves nothing from memory while changes cannot be heard', async () => {
    const feed = new LocalChangeFeed();
    let live = false;
    feed.live = () => live;
    const cache = createVisitorAnswers({ changes: feed });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return found;
    };
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(2);
    live = true;
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(3);
  });
});

describe('the look-up cache bounds', () => {
  /** The loads `cache` makes, and a read repeated so that its answer is kept. */
  const counting = (cache: VisitorAnswers) => {
    const loads: string[] = [];
    const loader = (key: string, text: string, trueUntil?: number) => async () => {
      loads.push(key);
      return answerOf(text, trueUntil);
    };
    const readTwice = async (key: string, text = 'x') => {
      await cache.get(key, loader(key, text));
      await cache.get(key, loader(key, text));
    };
    return { loads, loader, readTwice };
  };

  it('keeps an answer from its second read, so records read once do not push out those read again', async () => {
    const cache = createVisitorAnswers({ changes: new LocalChangeFeed() }, { maxCharacters: 8 });
    const { loads, loader } = counting(cache);
    await cache.get('a', loader('a', 'aaaa'));
    await cache.get('a', loader('a', 'aaaa'));
    await cache.get('a', loader('a', 'aaaa'));
    expect(loads).toEqual(['a', 'a']);
    // Many records read once each: none is kept, and 'a' stays.
    for (let i = 0; i < 100; i++) await cache.get(`once${i}`, loader(`once${i}`, 'oooo'));
    await cache.get('a', loader('a', 'aaaa'));
    expect(loads.filter((key) => key === 'a')).toHaveLength(2);
    expect(loads).toHaveLength(102);
  });

  it('forgets the keys read once all at once when it has noted as many as it may', async () => {
    const cache = createVisitorAnswers({ changes: new LocalChangeFeed() }, { maxNoted: 3 });
    const { loads, loader } = counting(cache);
    for (const key of ['a', 'b', 'c']) await cache.get(key, loader(key, 'x'));
    await cache.get('d', loader('d', 'x')); // three noted: they are forgotten, and 'd' noted
    await cache.get('a', loader('a', 'x')); // 'a' was forgotten: noted again, not kept
    await cache.get('d', loader('d', 'x')); // 'd' was noted: kept now
    await cache.get('d', loader('d', 'x'));
    await cache.get('a', loader('a', 'x')); // kept now
    await cache.get('a', loader('a', 'x'));
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'a', 'd', 'a']);
  });

  it('keeps answers up to a number of characters, letting the oldest go first', async () => {
    const cache = createVisitorAnswers({ changes: new LocalChangeFeed() }, { maxCharacters: 10 });
    const { loads, loader, readTwice } = counting(cache);
    await readTwice('a', 'aaaa');
    await readTwice('b', 'bbbb');
    await cache.get('a', loader('a', 'aaaa'));
    expect(loads).toEqual(['a', 'a', 'b', 'b']);
    await readTwice('c', 'cccc'); // 12 characters would not fit: 'a', the oldest, goes
    await cache.get('b', loader('b', 'bbbb'));
    await cache.get('c', loader('c', 'cccc'));
    expect(loads).toEqual(['a', 'a', 'b', 'b', 'c', 'c']);
    await cache.get('a', loader('a', 'aaaa'));
    expect(loads.at(-1)).toBe('a');
    // An answer larger than the whole bound is sent but never kept.
    for (let i = 0; i < 3; i++) await cache.get('big', loader('big', 'x'.repeat(11)));
    expect(loads.filter((key) => key === 'big')).toHaveLength(3);
  });

  it('keeps the newest answers through many evictions, an answer kept again counting as new', async () => {
    const cache = createVisitorAnswers({ changes: new LocalChangeFeed() }, { maxCharacters: 5 });
    const { loads, loader, readTwice } = counting(cache);
    for (let i = 0; i < 1_000; i++) await readTwice(`k${i}`);
    // k995 is still kept: reading it loads nothing.
    await cache.get('k995', loader('k995', 'x'));
    expect(loads).toHaveLength(2_000);
    // k994 had gone: keeping it again lets the oldest kept one, k995, go.
    await readTwice('k994');
    await cache.get('k995', loader('k995', 'x'));
    await cache.get('k995', loader('k995', 'x'));
    expect(loads.slice(2_000)).toEqual(['k994', 'k994', 'k995', 'k995']);
    // Now kept, newest last: k997, k998, k999, k994, k995 (k996 went to make room for k995).
    for (const key of ['k997', 'k998', 'k999', 'k994', 'k995']) await cache.get(key, loader(key, 'x'));
    expect(loads).toHaveLength(2_004);
    await cache.get('k996', loader('k996', 'x'));
    expect(loads.at(-1)).toBe('k996');
  });

  it('lets an answer go when it stops being true, and after a minute at most', async () => {
    let clock = 1_000;
    const cache = createVisitorAnswers({ changes: new LocalChangeFeed() }, { now: () => clock });
    const { loads, loader } = counting(cache);
    for (let i = 0; i < 2; i++) {
      await cache.get('expiring', loader('expiring', 'active', 2_000));
      await cache.get('lasting', loader('lasting', 'revoked'));
    }
    clock = 1_999;
    await cache.get('expiring', loader('expiring', 'active', 2_000));
    expect(loads).toEqual(['expiring', 'lasting', 'expiring', 'lasting']);
    // An answer that was kept is kept again at its next read.
    clock = 2_000;
    await cache.get('expiring', loader('expiring', 'expired'));
    await cache.get('expiring', loader('expiring', 'expired'));
    await cache.get('lasting', loader('lasting', 'revoked'));
    expect(loads.slice(4)).toEqual(['expiring']);
    clock = 61_000;
    await cache.get('lasting', loader('lasting', 'revoked'));
    expect(loads.slice(4)).toEqual(['expiring', 'lasting']);
  });
});
