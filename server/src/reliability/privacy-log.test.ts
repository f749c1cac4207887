/**
 * The owner's contact details stay out of everything a visitor receives and out of the server's
 * log, at its most talkative level, through a registration, look-ups, card views, the owner link,
 * errors and staff searches.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStaff, signInOverHttp } from '../../../support/staff-sign-in';
import { openDatabase } from '../db/database';
import { OWNER, OWNER_CONTACT_SECRETS, registrationFields } from '../../../support/registration-forms';
import { freePort, startProcess, type RunningServer } from '../../../support/server-process';
import { jpegPhoto, postRegistration, samplePhoto } from '../test/submit';
import { createTestDatabase, testDialects, type TestDatabaseLocation } from '../test/test-databases';
import { serverEnv } from './reliability-fixtures';

const SECRETS = OWNER_CONTACT_SECRETS;
const STAFF = {
  email: 'privacy@example.org',
  password: 'privacy check password',
  totpSecret: 'KRUGS4ZAN5XGKIDTMVRXEZLUEBTG64TUEBWGK2LE',
};

describe.each(testDialects)('privacy of contact details on %s, including the server log', (dialect) => {
  let location: TestDatabaseLocation;
  let server: RunningServer | null = null;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    location = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await server?.stop();
    await location.drop();
  });

  it('never sends them to a visitor nor writes them to the log', async () => {
    server = await startProcess(
      ['server/src/main.ts'],
      serverEnv(location, { LOG_LEVEL: 'trace', NODE_ENV: 'development' }),
      port,
    );
    const url = server.url;
    const database = openDatabase({
      databaseUrl: location.databaseUrl,
      sqliteFile: path.join(location.dataDir, 'registry.sqlite'),
      cacheBytes: 1_048_576,
    });
    await seedStaff(database.db, STAFF);
    await database.db.destroy();

    const public_: string[] = [];
    const created = await postRegistration(url, registrationFields(), [jpegPhoto(await samplePhoto())]);
    expect(created.status).toBe(201);
    const { id, registryNumber, ownerToken } = (await created.json()) as {
      id: string;
      registryNumber: string;
      ownerToken: string;
    };
    for (const path_ of [
      `/api/dogs/${id}`,
      `/api/lookup/${registryNumber}`,
      `/api/dogs/${id}/qr.svg`,
      `/registry/${id}`,
      '/lookup',
      '/',
    ]) {
      public_.push(await (await fetch(`${url}${path_}`)).text());
    }
    // A failed registration that repeats the details, so validation errors are logged too.
    const refused = await postRegistration(url, registrationFields({ ownerEmail: `${OWNER.ownerEmail}x@` }), []);
    public_.push(await refused.text());
    expect(refused.status).toBe(422);

    // The owner link and staff see everything, but their requests must not put it in the log.
    const owner = await fetch(`${url}/api/dogs/${id}?key=${encodeURIComponent(ownerToken)}`);
    expect(((await owner.json()) as { owner: { email: string } }).owner.email).toBe(OWNER.ownerEmail);
    const cookie = await signInOverHttp(url, STAFF);
    for (const path_ of [
      `/api/admin/dogs?search=${encodeURIComponent(OWNER.ownerEmail)}`,
      `/api/admin/dogs/${id}`,
      `/api/admin/dogs/export?search=${encodeURIComponent(OWNER.ownerPhone)}`,
    ]) {
      expect((await fetch(`${url}${path_}`, { headers: { cookie, origin: url } })).status).toBe(200);
    }

    await server.stop();
    const log = server.output();
    expect(log.split('\n').length).toBeGreaterThan(20);
    for (const secret of SECRETS) {
      for (const body of public_) expect(body).not.toContain(secret);
      expect(log, `the log holds ${secret}`).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
    expect(log).not.toContain(ownerToken);
  });
});
