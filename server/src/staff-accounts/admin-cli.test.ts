/** `npm run admin` as an operator runs it, against a real database on each dialect. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from '../test/staff-session';
import { openDatabase } from '../db/database';
import { createSession } from '../access/session-repository';
import { createTestDatabase, testDialects, type TestDatabaseLocation } from '../test/test-databases';

const run = promisify(execFile);

describe.each(testDialects)('npm run admin on %s', (dialect) => {
  let location: TestDatabaseLocation;
  beforeAll(async () => {
    location = await createTestDatabase(dialect);
  });
  afterAll(() => location.drop());

  const admin = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, ['--import', 'tsx', 'server/src/admin-cli.ts', ...args], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: location.dataDir,
        DATABASE_URL: location.databaseUrl ?? '',
        ...env,
      },
    });

  it('explains itself with --help, and a wrong option with the usage', async () => {
    const help = await admin(['--help']);
    expect(help.stdout).toMatch(/create --email E[\s\S]*list[\s\S]*remove --email E[\s\S]*sign-out --email E/);
    await expect(admin(['create', '--mail', 'x@example.org'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Unknown option '--mail'[\s\S]*Usage: npm run admin/),
    });
  });

  it('creates, lists, signs out and removes admins, and never removes the last one', async () => {
    const env = { ADMIN_PASSWORD: STAFF_PASSWORD };
    expect((await admin(['create', '--email', 'First@Example.org'], env)).stdout).toContain(
      'Created admin first@example.org',
    );
    await admin(['create', '--email', 'second@example.org'], env);
    const listed = (await admin(['list'])).stdout;
    expect(listed).toMatch(/^EMAIL\s+CREATED\s+SESSIONS\s+LAST SEEN$/m);
    expect(listed).toMatch(/^first@example\.org\s+\d{4}-\d{2}-\d{2}\s+0\s+never$/m);
    expect((await admin(['sign-out', '--email', 'second@example.org'])).stdout).toBe(
      'Ended 0 sessions of second@example.org.\n',
    );
    expect((await admin(['remove', '--email', 'first@example.org'])).stdout).toContain(
      'Removed admin first@example.org',
    );
    expect((await admin(['list'])).stdout).not.toContain('first@example.org');
    await expect(admin(['remove', '--email', 'second@example.org'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('second@example.org is the only admin'),
    });
    await expect(admin(['remove', '--email', 'nobody@example.org'])).rejects.toMatchObject({
      stderr: expect.stringContaining('No admin has the email nobody@example.org'),
    });
  });

  it('enrols an authenticator app from ADMIN_TOTP_SECRET, and reset-mfa removes every factor and session', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await expect(
      admin(['create', '--email', 'totp@example.org'], {
        ADMIN_PASSWORD: STAFF_PASSWORD,
        ADMIN_TOTP_SECRET: 'not base32!',
      }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('ADMIN_TOTP_SECRET must be base32') });
    const created = await admin(['create', '--email', 'totp@example.org'], {
      ADMIN_PASSWORD: STAFF_PASSWORD,
      ADMIN_TOTP_SECRET: secret,
    });
    expect(created.stdout).toContain('Enrolled an authenticator app from ADMIN_TOTP_SECRET');
    // Its first factor comes with ten recovery codes, as in the browser, shown once.
    const shown = created.stdout.match(/^ {2}[a-z2-9]{5}-[a-z2-9]{5}$/gm) ?? [];
    expect(shown).toHaveLength(10);
    // The security log's line goes to stderr as JSON, apart from the command's own words.
    expect(JSON.parse(created.stderr.trim().split('\n').at(-2)!)).toMatchObject({
      type: 'security',
      event: 'factor_added',
      factor: 'totp',
      email: 'totp@example.org',
    });
    const database = openDatabase({
      databaseUrl: location.databaseUrl,
      sqliteFile: `${location.dataDir}/registry.sqlite`,
      cacheBytes: 8_388_608,
    });
    try {
      const { id } = await database.db
        .selectFrom('admins')
        .select('id')
        .where('email', '=', 'totp@example.org')
        .executeTakeFirstOrThrow();
      const factors = () =>
        database.db.selectFrom('admin_factors').select(['kind', 'totp_secret']).where('admin_id', '=', id).execute();
      expect(await factors()).toEqual([{ kind: 'totp', totp_secret: secret }]);
      const unused = await database.db
        .selectFrom('recovery_codes')
        .select('code_hash')
        .where('admin_id', '=', id)
        .where('used_at', 'is', null)
        .execute();
      expect(unused).toHaveLength(10);
      await createSession(database.db, { adminId: id, secondFactor: 'totp' });

      const reset = await admin(['reset-mfa', '--email', 'totp@example.org']);
      expect(reset.stdout).toContain('Removed 1 second factor and the recovery codes of totp@example.org');
      expect(await factors()).toEqual([]);
      expect(await database.db.selectFrom('sessions').select('id').where('admin_id', '=', id).execute()).toEqual([]);
      const events = await database.db.selectFrom('security_events').select(['event', 'email']).orderBy('id').execute();
      expect(events.slice(-1)).toEqual([{ event: 'second_factor_reset', email: 'totp@example.org' }]);
    } finally {
      await database.db.destroy();
    }
  });
});
