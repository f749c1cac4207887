/**
 * Refusals a handler logs (docs/decisions/048-refusal-log.md), through the API: stored once whatever the
 * phone resends, the owner link's alone (a visitor, another record's link and staff are refused), deleted
 * by the handler and with the record, and counted for the programme with every count under 10 withheld.
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRegistration, type MadeRegistration } from '../test/registration-factory';
import { staffSessionCookie } from '../test/staff-session';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

const ORIGIN = 'http://localhost';
const refusal = (overrides: Record<string, unknown> = {}) => ({
  occurredAt: '2026-11-20T15:30:00-05:00',
  placeName: 'Corner Market',
  placeKind: 'shop',
  events: ['askedForPapers', 'refusedEntry'],
  notes: 'The manager asked for a certificate.',
  ...overrides,
});

describe.each(testDialects)("a handler's refusals on %s", (dialect) => {
  let t: TestApp;
  let team: MadeRegistration;
  let other: MadeRegistration;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: `${ORIGIN}/` });
    team = await makeRegistration(t.context, { status: 'active' });
    other = await makeRegistration(t.context, { status: 'active' });
    staff = await staffSessionCookie(t.context);
  });
  afterAll(() => t.close());

  const path = (dog: MadeRegistration, rest = '', key: string | null = dog.ownerToken) =>
    `/api/dogs/${dog.id}/refusals${rest}${key ? `?key=${encodeURIComponent(key)}` : ''}`;
  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, body?: unknown, cookie = '') =>
    t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const stored = (dog: MadeRegistration) =>
    t.context.database.db.selectFrom('door_refusals').selectAll().where('dog_id', '=', dog.id).execute();

  it('stores a refusal once, however many times the phone sends it, and gives it back to the handler alone', async () => {
    const id = randomUUID();
    const first = await call('PUT', path(team, `/${id}`), refusal());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, occurredAt: '2026-11-20T20:30:00.000Z', complaintDrafted: false });
    const again = await call('PUT', path(team, `/${id}`), refusal());
    expect(again.statusCode).toBe(200);
    expect(await stored(team)).toHaveLength(1);

    const list = await call('GET', path(team));
    expect(list.json().items).toEqual([expect.objectContaining({ id, placeName: 'Corner Market', placeKind: 'shop' })]);
    // Nobody else reads them: not a visitor, not another record's owner link, not staff.
    expect((await call('GET', path(team, '', null))).statusCode).toBe(403);
    expect((await call('GET', path(team, '', other.ownerToken))).statusCode).toBe(403);
    expect((await call('GET', path(team, '', null), undefined, staff)).statusCode).toBe(403);
    expect((await call('PUT', path(team, `/${randomUUID()}`, other.ownerToken), refusal())).statusCode).toBe(403);
    // Another record's refusal id is not taken over, and nothing of it is said.
    const taken = await call('PUT', path(other, `/${id}`), refusal({ placeName: 'Elsewhere' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.body).not.toContain('Corner Market');
    expect(await stored(other)).toHaveLength(0);
  });

  it('refuses a refusal without a kind of place or anything that happened, and stores nothing', async () => {
    const bad = await call('PUT', path(team, `/${randomUUID()}`), refusal({ placeKind: 'moon', events: [] }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['events', 'placeKind']);
    expect(bad.json().error.fields.events).toBe('Choose at least one thing that happened');
    const spanish = await t.app.inject({
      method: 'PUT',
      url: path(team, `/${randomUUID()}`),
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'accept-language': 'es' },
      payload: JSON.stringify(refusal({ events: [] })),
    });
    expect(spanish.json().error.fields.events).toBe('Elija al menos una cosa que pasó');
    expect((await call('PUT', path(team, '/not-a-uuid'), refusal())).statusCode).toBe(422);
    expect(await stored(team)).toHaveLength(1);
  });

  it('marks a drafted complaint, deletes a refusal for the handler, and deletes them all with the record', async () => {
    const id = randomUUID();
    await call('PUT', path(team, `/${id}`), refusal({ placeKind: 'airline', placeName: 'Air Example' }));
    const drafted = await call('POST', path(team, `/${id}/complaint`));
    expect(drafted.json()).toMatchObject({ id, complaintDrafted: true });
    expect((await call('DELETE', path(team, `/${id}`))).statusCode).toBe(204);
    expect((await call('DELETE', path(team, `/${id}`))).statusCode).toBe(404);

    const gone = await makeRegistration(t.context, { status: 'active' });
    await call('PUT', path(gone, `/${randomUUID()}`), refusal());
    expect(await stored(gone)).toHaveLength(1);
    expect((await call('DELETE', `/api/admin/dogs/${gone.id}`, undefined, staff)).statusCode).toBe(204);
    expect(await stored(gone)).toHaveLength(0);
  });

  it("reports the programme's refusals by month and kind of place, each count under 10 withheld, in JSON and CSV", async () => {
    const dogs = [team, other];
    // Twelve at restaurants in October, ten of them drafted as complaints; three at shops.
    for (let i = 0; i < 12; i++) {
      const dog = dogs[i % 2]!;
      const id = randomUUID();
      await call(
        'PUT',
        path(dog, `/${id}`),
        refusal({ placeKind: 'restaurant', occurredAt: `2026-10-${10 + i}T12:00:00Z` }),
      );
      if (i < 10) await call('POST', path(dog, `/${id}/complaint`));
    }
    for (let i = 0; i < 3; i++)
      await call('PUT', path(other, `/${randomUUID()}`), refusal({ occurredAt: `2026-10-0${1 + i}T12:00:00Z` }));

    const report = await call('GET', '/api/admin/refusals/report', undefined, staff);
    expect(report.statusCode).toBe(200);
    const rows = report.json().rows as { month: string; placeKind: string }[];
    expect(rows.filter((row) => row.month === '2026-10')).toEqual([
      { month: '2026-10', placeKind: 'restaurant', refusals: 12, complaints: 10, complaintShare: 83 },
      { month: '2026-10', placeKind: 'shop', refusals: null, complaints: null, complaintShare: null },
    ]);
    expect(report.json()).toMatchObject({ privacyFloor: 10, total: 16, complaints: 10, complaintShare: 63 });
    // No handler's details reach the report.
    expect(report.body).not.toMatch(/Corner Market|manager|certificate/);

    const csv = await call('GET', '/api/admin/refusals/report.csv', undefined, staff);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const table = parse(csv.body) as string[][];
    expect(table[0]).toEqual(['month', 'place kind', 'refusals', 'complaints drafted', 'share drafted']);
    expect(table).toContainEqual(['2026-10', 'shop', 'fewer than 10', 'fewer than 10', '']);
    expect(table).toContainEqual(['2026-10', 'restaurant', '12', '10', '83%']);
    // The report is staff's: an owner link gets nothing.
    expect((await call('GET', `/api/admin/refusals/report?key=${team.ownerToken}`)).statusCode).toBe(401);
  });
});
