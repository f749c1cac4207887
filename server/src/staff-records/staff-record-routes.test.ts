import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { CSV_COLUMNS } from './registration-csv-presenter';
import { staffSessionCookie } from '../test/staff-session';
import { MINIMAL_PDF, multipartForm, registrationFields, smallPng } from '../../../support/registration-forms';
import { addPaymentCodes } from '../test/fixtures-db';
import { makeRegistration } from '../test/registration-factory';
import { photoFile, submitRegistration } from '../test/submit';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { english } from '../test/english';

describe.each(testDialects)('admin records on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  const ids: Record<string, string> = {};

  const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await staffSessionCookie(t.context);
    const dogs = [
      { dogName: 'Apollo', ownerName: 'Zed Owner' },
      { dogName: 'Biscuit', ownerName: 'Yara Smith' },
      { dogName: '=HYPERLINK("http://evil.example")', ownerName: '@SUM(1+1)' },
      ...Array.from({ length: 12 }, (_, i) => ({
        dogName: `Pup ${String(i).padStart(2, '0')}`,
        ownerName: `Owner ${i}`,
      })),
    ];
    await addPaymentCodes(
      t.context,
      dogs.map((_, i) => `ADM-${i}`),
    );
    for (const [i, dog] of dogs.entries()) {
      // The first brings a certification, which only the form stores.
      ids[dog.dogName] =
        i === 0
          ? (
              await submitRegistration(t.app, {
                fields: registrationFields({ ...dog, paymentCode: `ADM-${i}` }),
                files: [await photoFile(), { field: 'certificationFile', data: MINIMAL_PDF, filename: 'c.pdf' }],
              })
            ).json().id
          : (await makeRegistration(t.context, { ...dog, paymentCode: `ADM-${i}`, withPhoto: true })).id;
    }
  });
  afterAll(() => t.close());

  it('pages newest first, ten at a time, with the total', async () => {
    const first = (await admin('GET', '/dogs')).json();
    expect(first.total).toBe(15);
    expect(first.items).toHaveLength(10);
    expect(first.items[0].dogName).toBe('Pup 11');
    const second = (await admin('GET', '/dogs?page=2')).json();
    expect(second.items).toHaveLength(5);
    expect(second.items.at(-1).dogName).toBe('Apollo');
    const all = [...first.items, ...second.items].map((item: { id: string }) => item.id);
    expect(new Set(all).size).toBe(15);
  });

  it('searches dog name, owner name and registry number, case-insensitively', async () => {
    expect((await admin('GET', '/dogs?search=bisc')).json().items.map((i: { dogName: string }) => i.dogName)).toEqual([
      'Biscuit',
    ]);
    expect((await admin('GET', '/dogs?search=YARA')).json().items.map((i: { dogName: string }) => i.dogName)).toEqual([
      'Biscuit',
    ]);
    expect(
      (await admin('GET', '/dogs?search=sdr-0001')).json().items.map((i: { dogName: string }) => i.dogName),
    ).toEqual(['Apollo']);
    expect((await admin('GET', '/dogs?search=100%25')).json().total).toBe(0);
  });

  it('takes what is typed literally, short or long, and never matches across two fields', async () => {
    const names = async (search: string) =>
      (await admin('GET', `/dogs?search=${encodeURIComponent(search)}`))
        .json()
        .items.map((i: { dogName: string }) => i.dogName);
    // Quotes, brackets and words that mean something to a full-text query are plain text here.
    expect(await names('("http://evil')).toEqual(['=HYPERLINK("http://evil.example")']);
    expect(await names('SUM(1+1)')).toEqual(['=HYPERLINK("http://evil.example")']);
    expect(await names('apollo OR biscuit')).toEqual([]);
    expect(await names('*')).toEqual([]);
    // Under three characters there is no trigram to look up; the search still finds them.
    expect((await admin('GET', '/dogs?search=pu')).json().total).toBe(12);
    expect(await names('zé')).toEqual([]);
    // The dog's name and the handler's name are separate fields.
    expect(await names('apollo zed')).toEqual([]);
    expect(await names('llo')).toEqual(['Apollo']);
  });

  it('sorts by each column in both directions', async () => {
    const names = async (query: string) =>
      (await admin('GET', `/dogs?${query}`)).json().items.map((i: { dogName: string }) => i.dogName);
    expect((await names('sort=dogName&dir=asc'))[0]).toBe('=HYPERLINK("http://evil.example")');
    expect((await names('sort=dogName&dir=desc'))[0]).toBe('Pup 11');
    expect((await names('sort=registryNumber&dir=asc'))[0]).toBe('Apollo');
    expect((await names('sort=ownerName&dir=desc'))[0]).toBe('Apollo');
    for (const sort of ['serviceType', 'registrationDate', 'status'])
      expect((await admin('GET', `/dogs?sort=${sort}&dir=asc`)).statusCode).toBe(200);
    expect((await admin('GET', '/dogs?sort=password')).statusCode).toBe(422);
  });

  it('approves a pending record and refuses to approve it twice', async () => {
    const res = await admin('POST', `/dogs/${ids.Apollo}/approve`);
    expect(res.json()).toMatchObject({ status: 'active', displayStatus: 'active', version: 2 });
    const again = await admin('POST', `/dogs/${ids.Apollo}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only pending registrations can be approved; this one is active.');
    // Spanish staff read it all in Spanish, the status too (it was English inside a Spanish sentence).
    const inSpanish = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dogs/${ids.Apollo}/approve`,
      headers: { cookie, 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(inSpanish.json().error).toEqual({
      code: 'NOT_PENDING',
      message: 'Solo se pueden aprobar los registros en revisión; este está activo.',
    });
    expect((await admin('GET', '/dogs?status=active')).json().items.map((i: { dogName: string }) => i.dogName)).toEqual(
      ['Apollo'],
    );
    const stats = (await admin('GET', '/stats')).json();
    expect(stats.counts).toEqual({
      in_training: 0,
      pending: 14,
      active: 1,
      suspended: 0,
      revoked: 0,
      retired: 0,
      deceased: 0,
      denied: 0,
      // A new registration's dates run for years: none expired, none expiring soon.
      expiring: 0,
      expired: 0,
    });
    expect(stats.perMonth).toHaveLength(12);
    expect(stats.perMonth.at(-1).count).toBe(15);
    expect(stats.sampleData).toEqual({ trainers: 1, paymentCodes: 10 });
  });

  it('denies with a reason: the record stays as denied, the applicant is emailed why, the payment code is free again', async () => {
    const id = ids['Pup 00'] ?? '';
    const noReason = await admin('POST', `/dogs/${id}/deny`, { reason: '   ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.fields.reason).toBe(english(MESSAGES.statusReasonRequired));
    const reason = 'The trainer could not confirm the public access test.';
    const denied = await admin('POST', `/dogs/${id}/deny`, { reason });
    expect(denied.statusCode).toBe(200);
    expect(denied.json()).toMatchObject({ status: 'denied', displayStatus: 'denied', statusReason: reason });
    expect((await admin('POST', `/dogs/${id}/deny`, { reason })).statusCode).toBe(409);
    // Visitors are told only that the number is not valid; the number is never given out again.
    const card = await t.app.inject(`/api/dogs/${id}`);
    expect(card.json()).toEqual({ view: 'not_valid', registryNumber: 'SDR-0004', revoked: false });
    expect((await admin('GET', '/dogs?status=denied')).json().items.map((i: { id: string }) => i.id)).toEqual([id]);
    const email = await t.context.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('dog_id', '=', id)
      .where('kind', '=', 'registration.denied')
      .executeTakeFirstOrThrow();
    expect(email.to_address).toBe(registrationFields().ownerEmail);
    expect(email.text_body).toContain(reason);
    // The code went back to unused, so the applicant can register again with it.
    const code = await t.context.database.db
      .selectFrom('payment_codes')
      .selectAll()
      .where('code', '=', 'ADM-3')
      .executeTakeFirstOrThrow();
    expect(code).toMatchObject({ used_at: null, used_by_dog_id: null });
    const log = await t.context.database.db
      .selectFrom('activity_log')
      .selectAll()
      .where('dog_id', '=', id)
      .orderBy('id')
      .execute();
    expect(log.map((e) => [e.action, e.actor_label, JSON.parse(e.details ?? 'null')])).toEqual([
      ['registration.created', 'public', null],
      ['registration.denied', 'staff@example.org', { dogName: 'Pup 00', reason, paymentCodeReturned: true }],
    ]);
  });

  it('keeps the payment code used when staff deny and say so', async () => {
    const id = ids['Pup 03'] ?? '';
    const res = await admin('POST', `/dogs/${id}/deny`, { reason: 'Duplicate application', returnPaymentCode: false });
    expect(res.statusCode).toBe(200);
    const code = await t.context.database.db
      .selectFrom('payment_codes')
      .selectAll()
      .where('code', '=', 'ADM-6')
      .executeTakeFirstOrThrow();
    expect(code.used_by_dog_id).toBe(id);
  });

  it('edits fields, logs each change (values for the dog, names only for contact details), and refuses a save over a newer version', async () => {
    const current = (await admin('GET', `/dogs/${ids.Biscuit}`)).json();
    const address = `${'1200 Northwest Marshall Street, Apartment 4B, '.repeat(8)}Portland, OR 97209`;
    const edit = {
      dogName: 'Biscuit II',
      dogBreed: 'Golden Retriever',
      dogAge: current.dogAge,
      serviceType: current.serviceType,
      microchipNumber: '123456789',
      ownerName: current.owner.name,
      ownerAddress: address,
      ownerPhone: current.owner.phone,
      ownerEmail: current.owner.email,
      status: 'revoked',
      statusReason: 'The handler asked us to close the registration.',
      version: current.version,
    };
    const { statusReason: _reason, ...withoutReason } = edit;
    const unexplained = await admin('PATCH', `/dogs/${ids.Biscuit}`, withoutReason);
    expect(unexplained.json().error.fields).toEqual({ statusReason: english(MESSAGES.statusReasonRequired) });
    const saved = await admin('PATCH', `/dogs/${ids.Biscuit}`, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      dogName: 'Biscuit II',
      dogBreed: 'Golden Retriever',
      microchipNumber: '123456789',
      status: 'revoked',
      version: current.version + 1,
    });
    expect(saved.json().lastUpdated > current.lastUpdated).toBe(true);
    const stale = await admin('PATCH', `/dogs/${ids.Biscuit}`, { ...edit, dogName: 'Someone else' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(english(MESSAGES.staleRecord));
    const log = await t.context.database.db
      .selectFrom('activity_log')
      .select(['action', 'details'])
      .where('dog_id', '=', ids.Biscuit ?? '')
      .orderBy('id')
      .execute();
    expect(log.map((e) => [e.action, JSON.parse(e.details ?? 'null')])).toEqual([
      ['registration.created', null],
      [
        'registration.edited',
        {
          fields: ['dogName', 'dogBreed', 'microchipNumber', 'ownerAddress'],
          changes: [
            { field: 'dogName', label: "dog's name", from: 'Biscuit', to: 'Biscuit II' },
            { field: 'dogBreed', label: 'breed', from: current.dogBreed, to: 'Golden Retriever' },
            { field: 'microchipNumber', label: 'microchip number', from: null, to: '123456789' },
            // The log outlives the record, so a handler's contact details are named, never copied.
            { field: 'ownerAddress', label: 'address' },
          ],
        },
      ],
      [
        'registration.status_changed',
        { from: 'pending', to: 'revoked', reason: 'The handler asked us to close the registration.' },
      ],
    ]);
    // The log's API hands the same details to the admin area.
    const entries = (await admin('GET', '/activity')).json().items as { action: string; dogId: string }[];
    expect(entries.find((e) => e.dogId === ids.Biscuit && e.action === 'registration.edited')).toMatchObject({
      details: { changes: expect.arrayContaining([{ field: 'ownerAddress', label: 'address' }]) },
    });
    const everything = JSON.stringify(await t.context.database.db.selectFrom('activity_log').selectAll().execute());
    for (const secret of [address, current.owner.address]) expect(everything).not.toContain(secret);
    const invalid = await admin('PATCH', `/dogs/${ids.Biscuit}`, {
      ...edit,
      ownerEmail: 'nope',
      version: current.version + 1,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.fields.ownerEmail).toBe(english(MESSAGES.ownerEmailInvalid));
  });

  it('answers a save on a deleted record with the message that explains it', async () => {
    const id = ids['Pup 01'] ?? '';
    const current = (await admin('GET', `/dogs/${id}`)).json();
    await admin('DELETE', `/dogs/${id}`);
    const res = await admin('PATCH', `/dogs/${id}`, {
      dogName: 'x',
      dogBreed: 'x',
      dogAge: 'x',
      serviceType: current.serviceType,
      ownerName: 'x',
      ownerAddress: 'x',
      ownerPhone: '5551234567',
      ownerEmail: 'x@example.org',
      status: 'pending',
      version: current.version,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(english(MESSAGES.saveNotFound));
  });

  it('changes the photo with the same checks as registration', async () => {
    const current = (await admin('GET', `/dogs/${ids['Pup 02']}`)).json();
    const send = (data: Buffer, version: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/dogs/${ids['Pup 02']}/photo`,
        headers: { cookie },
        payload: multipartForm({ version: String(version) }, [{ field: 'dogPhoto', data, filename: 'new.png' }]),
      });
    const notImage = await send(Buffer.from('not an image'), current.version);
    expect(notImage.json().error.fields.dogPhoto).toBe(english(MESSAGES.photoNotImage));
    const res = await send(await smallPng(), current.version);
    expect(res.statusCode).toBe(200);
    expect(res.json().photoUrl).not.toBe(current.photoUrl);
    expect((await t.app.inject(current.photoUrl)).statusCode).toBe(404);
    expect((await sharp((await t.app.inject(res.json().photoUrl)).rawPayload).metadata()).format).toBe('jpeg');
    expect((await send(await smallPng(), res.json().version)).statusCode).toBe(200);
    // The log says the photo was replaced, each time; never a storage key or the file.
    const log = await t.context.database.db
      .selectFrom('activity_log')
      .select('details')
      .where('dog_id', '=', ids['Pup 02'] ?? '')
      .where('action', '=', 'registration.edited')
      .orderBy('id')
      .execute();
    expect(log.map((e) => JSON.parse(e.details ?? 'null'))).toEqual([
      { fields: ['dogPhoto'], changes: [{ field: 'dogPhoto', label: 'photo', file: 'replaced' }] },
      { fields: ['dogPhoto'], changes: [{ field: 'dogPhoto', label: 'photo', file: 'replaced' }] },
    ]);
  });

  it('lets admins, and only admins, download the certification file', async () => {
    const res = await admin('GET', `/dogs/${ids.Apollo}/certification`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="certification-SDR-0001\.pdf"/);
    expect(res.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    expect((await t.app.inject(`/api/admin/dogs/${ids.Apollo}/certification`)).statusCode).toBe(401);
  });

  it('exports the filtered list as RFC 4180 CSV with formulas neutralised', async () => {
    const res = await admin('GET', '/dogs/export?status=pending');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="service-dog-registry-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(res.body).toContain('\r\n');
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(CSV_COLUMNS);
    const evil = rows.find((row) => row[1]?.includes('HYPERLINK'));
    expect(evil?.[1]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(evil?.[5]).toBe(`'@SUM(1+1)`);
    expect(evil?.[9]).toBe('Pending');
    expect(rows.slice(1).every((row) => row[9] === 'Pending')).toBe(true);
    expect(rows).toHaveLength(1 + 10);
    const log = await t.context.database.db
      .selectFrom('activity_log')
      .select(['action', 'details'])
      .where('action', '=', 'registrations.exported')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('answers HEAD on the export without exporting or logging an export', async () => {
    const exports = () =>
      t.context.database.db
        .selectFrom('activity_log')
        .select('id')
        .where('action', '=', 'registrations.exported')
        .execute();
    const before = (await exports()).length;
    const head = await admin('HEAD' as 'GET', '/dogs/export');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(await exports()).toHaveLength(before);
  });

  it('tells browsers and caches to keep no copy of what staff and owner links see', async () => {
    expect((await admin('GET', `/dogs/${ids.Apollo}`)).headers['cache-control']).toBe('no-store');
    expect((await admin('GET', '/stats')).headers['cache-control']).toBe('no-store');
    // A staff member's session on a public route, and an owner link, too; a visitor's view may be cached as usual.
    const staffView = await t.app.inject({ url: `/api/dogs/${ids.Apollo}`, headers: { cookie } });
    expect(staffView.headers['cache-control']).toBe('no-store');
    const visitor = await t.app.inject(`/api/dogs/${ids.Apollo}`);
    expect(visitor.headers['cache-control']).toBeUndefined();
  });

  it("logs a search export without the search text, which may be a person's name", async () => {
    const res = await admin('GET', '/dogs/export?search=Jordan%20Owner&status=all');
    expect(res.statusCode).toBe(200);
    const entries = await t.context.database.db
      .selectFrom('activity_log')
      .select('details')
      .where('action', '=', 'registrations.exported')
      .orderBy('id', 'desc')
      .execute();
    expect(JSON.parse(entries[0]?.details ?? 'null')).toEqual({ status: 'all', searched: true });
    expect(entries.map((entry) => entry.details).join()).not.toMatch(/jordan/i);
  });
});
