/**
 * How the look-up cache hears that a registration changed: the lifecycle home says so through its
 * transaction, and nothing else in the code writes a registration.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalChangeFeed } from './change-feed';
import { openDatabase } from './database';
import { inTransaction } from './transaction';

function heardFeed() {
  const changes = new LocalChangeFeed();
  const heard: string[] = [];
  changes.subscribe(() => heard.push('heard'));
  return { changes, heard };
}

describe('a transaction that changes a registration', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdr-feed-'));
  const database = openDatabase({
    databaseUrl: null,
    sqliteFile: path.join(dir, 'feed.sqlite'),
    cacheBytes: 1_048_576,
  });
  afterAll(async () => {
    await database.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is heard when it writes and again when it ends, committed or rolled back; one that changes none is not', async () => {
    const { changes, heard } = heardFeed();
    const deps = { db: database.db, changes };
    await inTransaction(deps, async (tx) => {
      tx.registrationChanged();
      expect(heard).toEqual(['heard']);
    });
    expect(heard).toEqual(['heard', 'heard']);

    await expect(
      inTransaction(deps, async (tx) => {
        tx.registrationChanged();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard).toHaveLength(4);

    await inTransaction(deps, async () => undefined);
    expect(heard).toHaveLength(4);
  });
});

/** Every file of the server's own code (no tests, no migrations), with its text. */
function serverSources(): { file: string; text: string }[] {
  const root = path.resolve('server/src');
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) => !file.includes(`${path.sep}migrations${path.sep}`) && !file.includes(`${path.sep}test${path.sep}`),
    )
    .map((file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, 'utf8') }));
}

describe('the code', () => {
  const sources = serverSources();

  it('writes a registration or a retired number only in the repository functions the lifecycle home calls', () => {
    const writes = /(updateTable|deleteFrom|insertInto|replaceInto)\(\s*'(service_dogs|retired_registrations)'/g;
    const writers = sources.flatMap(({ file, text }) =>
      [...text.matchAll(writes)].map((match) => `${file}: ${match[1]} ${match[2]}`),
    );
    expect(writers.sort()).toEqual(
      [
        // A new registration: nothing the cache holds (it keeps no "not found").
        'lifecycle/registration-repository.ts: insertInto service_dogs',
        'lifecycle/registration-repository.ts: insertInto retired_registrations',
        'lifecycle/registration-repository.ts: deleteFrom service_dogs',
        'lifecycle/registration-repository.ts: updateTable service_dogs',
        // The owner link's new token, waiting and then made current: nothing a visitor sees.
        'owner/owner-link-service.ts: updateTable service_dogs',
        'owner/owner-key.ts: updateTable service_dogs',
      ].sort(),
    );
  });

  it('calls those repository functions from the lifecycle home alone, which announces the change', () => {
    const callers = sources
      .filter(
        ({ file, text }) =>
          file !== 'lifecycle/registration-repository.ts' &&
          /\b(updateRegistrationAtVersion|retireRegistration)\(/.test(text),
      )
      .map(({ file }) => file);
    expect(callers).toEqual(['lifecycle/registration-change.ts']);
    const home = sources.find(({ file }) => file === 'lifecycle/registration-change.ts')!.text;
    expect(home.match(/tx\.registrationChanged\(\)/g)).toHaveLength(2);
  });
});
