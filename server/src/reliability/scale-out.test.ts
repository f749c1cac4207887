/**
 * Scale-out: two server processes share one PostgreSQL database and one upload directory, as N
 * instances behind a load balancer do (docs/DEPLOYMENT.md). Sessions, registry numbers, files and
 * optimistic concurrency must hold across them. SQLite is a single-machine database and is not
 * deployed this way.
 */
import sharp from 'sharp';
import { english } from '../test/english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { seedStaff, signInOverHttp } from '../../../support/staff-sign-in';
import { openDatabase, type Database } from '../db/database';
import { registrationFields } from '../../../support/registration-forms';
import { freePort, startProcess, type RunningServer } from '../../../support/server-process';
import { jpegPhoto, postRegistration } from '../test/submit';
import { createTestDatabase, testDialects, type TestDatabaseLocation } from '../test/test-databases';
import { addBulkPaymentCodes, serverEnv } from './reliability-fixtures';

const LEAD = {
  email: 'lead@example.org',
  password: 'two instances, one database',
  totpSecret: 'KRUGS4ZAN5XGKIDTMVRXEZLUEBTG64TUEBWGK2LE',
};
const PER_INSTANCE = 25;

describe.runIf(testDialects.includes('postgres'))('two server processes on one PostgreSQL', () => {
  let location: TestDatabaseLocation;
  let database: Database;
  let a: RunningServer;
  let b: RunningServer;
  let cookie: string;

  beforeAll(async () => {
    location = await createTestDatabase('postgres');
    a = await startProcess(['server/src/main.ts'], serverEnv(location), await freePort());
    b = await startProcess(['server/src/main.ts'], serverEnv(location), await freePort());
    database = openDatabase({ databaseUrl: location.databaseUrl, sqliteFile: '', cacheBytes: 0 });
    await seedStaff(database.db, LEAD);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database.db.destroy();
    await location.drop();
  });

  const adminRequest = (server: RunningServer, method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/api/admin${path}`, {
      method,
      headers: { cookie, origin: server.url, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('keeps an admin signed in through either instance', async () => {
    cookie = await signInOverHttp(a.url, LEAD);
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ admin: { email: 'lead@example.org' } });
  });

  it('gives concurrent registrations through both instances distinct, consecutive numbers, and serves each photo from both', async () => {
    const codes = await addBulkPaymentCodes(database, PER_INSTANCE * 2, 'SCALE');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#446688' } })
      .jpeg()
      .toBuffer();
    const results = await Promise.all(
      codes.map(async (code, i) => {
        const server = i % 2 === 0 ? a : b;
        const res = await postRegistration(server.url, registrationFields({ paymentCode: code }), [jpegPhoto(photo)]);
        expect(res.status).toBe(201);
        return (await res.json()) as { id: string; registryNumber: string; ownerToken: string };
      }),
    );
    const numbers = results.map((r) => r.registryNumber).sort();
    expect(numbers).toEqual(codes.map((_, i) => `SDR-${String(i + 1).padStart(4, '0')}`));

    for (const { id, ownerToken } of results.slice(0, 6)) {
      const card = (await (await fetch(`${a.url}/api/dogs/${id}?key=${ownerToken}`)).json()) as { photoUrl: string };
      for (const server of [a, b]) expect((await fetch(`${server.url}${card.photoUrl}`)).status).toBe(200);
    }
  });

  it('refuses through one instance an edit made stale through the other', async () => {
    const [dog] = await database.db.selectFrom('service_dogs').select('id').orderBy('registry_seq').limit(1).execute();
    const current = (await (await adminRequest(a, 'GET', `/dogs/${dog?.id}`)).json()) as Record<string, unknown> & {
      owner: Record<string, string>;
    };
    const edit = {
      dogName: 'Edited through A',
      dogBreed: current.dogBreed,
      dogAge: current.dogAge,
      serviceType: current.serviceType,
      microchipNumber: '',
      ownerName: current.owner.name,
      ownerAddress: current.owner.address,
      ownerPhone: current.owner.phone,
      ownerEmail: current.owner.email,
      status: 'active',
      version: current.version,
    };
    expect((await adminRequest(a, 'PATCH', `/dogs/${dog?.id}`, edit)).status).toBe(200);
    const stale = await adminRequest(b, 'PATCH', `/dogs/${dog?.id}`, { ...edit, dogName: 'Edited through B' });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toBe(english(MESSAGES.staleRecord));
    const now = (await (await adminRequest(b, 'GET', `/dogs/${dog?.id}`)).json()) as { dogName: string };
    expect(now.dogName).toBe('Edited through A');
  });
});
