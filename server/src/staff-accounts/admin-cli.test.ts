/** `npm run admin` as an operator runs it, against a real database on each dialect. */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
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
  it('creates, lists and changes programmes, makes their staff, and refuses what is wrong with nothing changed', async () => {
    const database = openDatabase({
      databaseUrl: location.databaseUrl,
      sqliteFile: `${location.dataDir}/registry.sqlite`,
      cacheBytes: 8_388_608,
    });
    const stored = async () =>
      JSON.stringify([
        await database.db.selectFrom('programmes').selectAll().orderBy('id').execute(),
        await database.db
          .selectFrom('admins')
          .select(['email', 'programme_id', 'is_operator'])
          .orderBy('email')
          .execute(),
      ]);
    const refused = async (args: string[], message: string | RegExp, env: Record<string, string> = {}) => {
      const before = await stored();
      await expect(admin(args, env)).rejects.toMatchObject({
        code: 2,
        stderr: typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message),
      });
      expect(await stored()).toBe(before);
    };
    try {
      // One programme: the default, in the deployment's settings.
      expect((await admin(['programmes', 'list'])).stdout).toMatch(
        /^SLUG\s+PREFIX\s+NAME\s+REGISTRATIONS\s+TRAINERS\s+CODES\s+STAFF\ndefault\s+SDR-\s+Service Dog Registry\s+0\s+\d+\s+\d+\s+\d+\n$/,
      );
      expect((await admin(['list'])).stdout).toMatch(/^EMAIL\s+CREATED\s+SESSIONS\s+LAST SEEN$/m);

      const created = await admin([
        'programmes',
        'create',
        '--slug',
        'north-valley',
        '--name',
        'North Valley Service Dogs',
        '--prefix',
        'NVS-',
        '--contact-email',
        'Desk@NorthValley.example',
        '--fee-cents',
        '5000',
      ]);
      expect(created.stdout).toContain('Created programme north-valley');
      expect(created.stdout).toMatch(/prefix:\s+NVS-/);
      expect(created.stdout).toMatch(/fee:\s+\$50\.00/);
      expect(created.stdout).toMatch(/from settings: tagline, contact phone, hours/);

      await refused(
        ['programmes', 'create', '--slug', 'North Valley', '--name', 'X', '--prefix', 'NVX'],
        'The slug must be',
      );
      await refused(['programmes', 'create', '--slug', 'x', '--name', 'X', '--prefix', 'XX'], 'The slug must be');
      await refused(['programmes', 'create', '--slug', 'hills-', '--name', 'X', '--prefix', 'HIL'], 'The slug must be');
      await refused(
        ['programmes', 'create', '--slug', 'hills', '--name', 'Hills', '--prefix', 'hil'],
        'The prefix must be',
      );
      await refused(
        ['programmes', 'create', '--slug', 'hills', '--name', 'Hills', '--prefix', 'H-I-L'],
        'The prefix must be',
      );
      await refused(
        ['programmes', 'create', '--slug', 'north-valley', '--name', 'Again', '--prefix', 'AGN'],
        'A programme with the slug north-valley exists already',
      );
      await refused(
        ['programmes', 'create', '--slug', 'hills', '--name', 'Hills', '--prefix', 'NVS'],
        "The prefix NVS is already programme north-valley's (NVS-)",
      );
      await refused(
        ['programmes', 'create', '--slug', 'hills', '--name', 'Hills', '--prefix', 'SDR'],
        "The prefix SDR is already programme default's (SDR-)",
      );
      await refused(
        ['programmes', 'create', '--slug', 'hills', '--name', 'Hills', '--prefix', 'NVS1-'],
        'differ only by digits',
      );
      await refused(
        ['programmes', 'create', '--slug', 'hills', '--name', 'Hills', '--prefix', 'SD-'],
        'earlier prefix',
      );
      await refused(['programmes', 'create', '--slug', 'hills', '--name', 'Hills'], 'programmes create needs --prefix');
      await refused(
        ['programmes', 'create', '--slug', 'hills', '--name', 'Hills', '--prefix', 'HIL', '--contact-email', 'nope'],
        '--contact-email needs an email address',
      );
      await refused(
        ['programmes', 'create', '--slug', 'hills', '--name', 'Hills', '--prefix', 'HIL', '--fee-cents', '12.50'],
        '--fee-cents needs a whole number of cents',
      );
      await refused(['programmes', 'update', 'nowhere', '--name', 'X'], 'No programme has the slug nowhere');
      await refused(
        ['programmes', 'update', 'default', '--prefix', 'ABC-'],
        "The default programme's prefix is REGISTRY_PREFIX",
      );
      await refused(['programmes', 'update', 'north-valley', '--prefix', 'SDR-'], "already programme default's");
      await refused(['programmes', 'update', 'north-valley'], 'Nothing to change');
      await refused(['programmes', 'update', 'north-valley', '--name', ''], '--name needs a text');
      await refused(['programmes', 'update', 'north-valley', '--slug', 'south'], "A programme's slug stays");
      await refused(['programmes', 'remove'], 'Usage:');

      const updated = await admin([
        'programmes',
        'update',
        'north-valley',
        '--name-es',
        'Perros de Servicio North Valley',
        '--prefix',
        'NV',
        '--contact-email',
        '',
      ]);
      expect(updated.stdout).toContain('Changed programme north-valley');
      expect(updated.stdout).toMatch(/name:\s+North Valley Service Dogs \/ Perros de Servicio North Valley/);
      expect(updated.stdout).toMatch(/contact:\s+registry@example\.org/);
      // The default programme may get a name of its own, and go back to REGISTRY_NAME with an empty one.
      expect((await admin(['programmes', 'update', 'default', '--name', 'Valley Registry'])).stdout).toMatch(
        /name:\s+Valley Registry/,
      );
      expect((await admin(['programmes', 'update', 'default', '--name', ''])).stdout).toMatch(
        /name:\s+Service Dog Registry\n/,
      );

      // Staff of a programme; without --programme, the default programme's, as before.
      const env = { ADMIN_PASSWORD: STAFF_PASSWORD };
      await refused(
        ['create', '--email', 'nv@example.org', '--programme', 'nowhere'],
        'No programme has the slug nowhere',
        env,
      );
      expect(
        (await admin(['create', '--email', 'nv@example.org', '--programme', 'north-valley'], env)).stdout,
      ).toContain('Created admin nv@example.org of programme north-valley');
      await admin(['create', '--email', 'plain@example.org'], env);
      await refused(
        ['create', '--email', 'nv@example.org', '--programme', 'default'],
        'nv@example.org is staff of another programme',
        env,
      );
      // A new password for an existing account keeps its programme.
      await admin(['create', '--email', 'nv@example.org'], env);
      const programmeOf = async (email: string) =>
        (
          await database.db
            .selectFrom('admins')
            .innerJoin('programmes', 'programmes.id', 'admins.programme_id')
            .select('programmes.slug')
            .where('email', '=', email)
            .executeTakeFirstOrThrow()
        ).slug;
      expect([await programmeOf('nv@example.org'), await programmeOf('plain@example.org')]).toEqual([
        'north-valley',
        'default',
      ]);

      // With two programmes, the staff list says whose staff each is, and who the operator is: first@, the
      // first account, was, and removing it (above) passed the role to the earliest account left.
      const staffList = (await admin(['list'])).stdout;
      expect(staffList).toMatch(/^EMAIL\s+PROGRAMME\s+ROLE\s+CREATED\s+SESSIONS\s+LAST SEEN$/m);
      expect(staffList).toMatch(/^nv@example\.org\s+north-valley\s+\d{4}-/m);
      expect(staffList).toMatch(/^second@example\.org\s+default\s+operator\s+\d{4}-/m);
      expect((await admin(['programmes', 'list'])).stdout).toMatch(
        /^north-valley\s+NV\s+North Valley Service Dogs\s+0\s+0\s+0\s+1$/m,
      );

      // A logo: checked, made small and stored; replaced, the earlier one goes; "" removes it.
      const uploads = path.join(location.dataDir, 'uploads', 'logos');
      const logos = async () => (await fs.readdir(uploads).catch(() => [])).sort();
      const png = path.join(location.dataDir, 'logo.png');
      await sharp({ create: { width: 640, height: 640, channels: 3, background: '#064e3b' } })
        .png()
        .toFile(png);
      const withLogo = (await admin(['programmes', 'update', 'north-valley', '--logo', png])).stdout;
      const [first] = await logos();
      expect(withLogo).toContain(`logo:          /api/files/logos/${first}`);
      expect(await sharp(path.join(uploads, first!)).metadata()).toMatchObject({ format: 'webp', width: 256 });
      const svg = path.join(location.dataDir, 'logo.svg');
      await fs.writeFile(svg, '<svg xmlns="http://www.w3.org/2000/svg"/>');
      await refused(['programmes', 'update', 'north-valley', '--logo', svg], '--logo takes a PNG, JPEG or WebP image');
      expect(await logos()).toEqual([first]);
      await admin(['programmes', 'update', 'north-valley', '--logo', png]);
      const [second] = await logos();
      expect(second).not.toBe(first);
      expect(await logos()).toHaveLength(1);
      expect((await admin(['programmes', 'update', 'north-valley', '--logo', ''])).stdout).toMatch(/logo:\s+none/);
      expect(await logos()).toEqual([]);

      // Only a programme that holds nothing is deleted.
      await refused(
        ['programmes', 'delete', 'north-valley'],
        'north-valley still holds 1 staff account: move or delete them first. Nothing was changed.',
      );
      await refused(
        ['programmes', 'delete', 'default'],
        "The default programme holds the deployment's settings and cannot be deleted.",
      );
      await refused(['programmes', 'delete', 'nowhere'], 'No programme has the slug nowhere');
      await refused(['programmes', 'delete'], 'programmes delete needs the slug of one programme');
      await refused(['programmes', 'delete', 'north-valley', '--name', 'X'], 'programmes delete takes the slug alone');
      await admin(['programmes', 'create', '--slug', 'hills', '--name', 'Hills Service Dogs', '--prefix', 'HSD-']);
      expect((await admin(['programmes', 'delete', 'hills'])).stdout).toMatch(
        /^Deleted programme hills \(HSD-, Hills Service Dogs\) from /,
      );
      const left = (await admin(['programmes', 'list'])).stdout;
      expect(left).not.toMatch(/^hills\s/m);
      expect(left).toMatch(/^north-valley\s/m);
    } finally {
      await database.db.destroy();
    }
  });
});
