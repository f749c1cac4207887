import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { staffSessionCookie } from '../test/staff-session';
import { registrationFields } from '../../../support/registration-forms';
import { makeRegistration } from '../test/registration-factory';
import { submitRegistration } from '../test/submit';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { english } from '../test/english';

describe.each(testDialects)('trainer directory, payment codes and activity on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
  const trainer = {
    licenseNumber: 'az-77777',
    name: 'Dana Trainer',
    organization: 'Desert Dogs',
    credentialId: 'CRED-7',
    status: 'active',
    certifiedOn: '2025-01-15',
    expiresOn: '2030-01-15',
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = await staffSessionCookie(t.context);
  });
  afterAll(() => t.close());

  it('adds a trainer the public check then finds, refuses a duplicate, and suspends', async () => {
    const created = await admin('POST', '/trainers', trainer);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ licenseNumber: 'AZ-77777', status: 'active', isSample: false });
    expect((await t.app.inject('/api/trainers/AZ-77777')).statusCode).toBe(200);
    const duplicate = await admin('POST', '/trainers', trainer);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields.licenseNumber).toMatch(/already/);
    expect((await admin('PUT', '/trainers/AZ-77777', { ...trainer, status: 'suspended' })).json().status).toBe(
      'suspended',
    );
    expect((await t.app.inject('/api/trainers/AZ-77777')).statusCode).toBe(404);
    expect(
      (await admin('GET', '/trainers?search=desert'))
        .json()
        .items.map((i: { licenseNumber: string }) => i.licenseNumber),
    ).toEqual(['AZ-77777']);
    const bad = await admin('POST', '/trainers', { ...trainer, licenseNumber: 'X-1', certifiedOn: '15/01/2025' });
    expect(bad.json().error.fields.certifiedOn).toBe('Use the format YYYY-MM-DD');
  });

  it('generates unguessable single-use codes that registration accepts, and voids unused ones', async () => {
    const res = await admin('POST', '/payment-codes', { count: 3, note: 'For Dana Trainer' });
    expect(res.statusCode).toBe(201);
    const codes: string[] = res.json().codes;
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(new Set(codes).size).toBe(3);
    const [first, second] = codes as [string, string];
    const registered = await submitRegistration(t.app, {
      fields: registrationFields({ paymentCode: first.toLowerCase() }),
    });
    expect(registered.statusCode).toBe(201);
    expect((await admin('POST', `/payment-codes/${first}/void`)).statusCode).toBe(409);
    expect((await admin('POST', `/payment-codes/${second}/void`)).json()).toEqual({ code: second, voided: true });
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/payment-codes/verify',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ code: second }),
    });
    expect(verify.json()).toEqual({ valid: false, message: english(MESSAGES.paymentCodeVoided) });
    const list = (await admin('GET', '/payment-codes?search=dana')).json();
    expect(list.total).toBe(3);
    const used = list.items.find((item: { code: string }) => item.code === first);
    expect(used.usedBy).toEqual({
      id: registered.json().id,
      registryNumber: registered.json().registryNumber,
      dogName: 'Biscuit',
    });
    expect((await admin('POST', '/payment-codes', { count: 501 })).statusCode).toBe(422);
  });

  it('records who did what, newest first', async () => {
    const entries = (await admin('GET', '/activity')).json().items as { action: string; actor: string }[];
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'trainer.created',
        'trainer.updated',
        'payment_codes.generated',
        'payment_code.voided',
        'registration.created',
      ]),
    );
    expect(entries[0]).toMatchObject({ action: 'payment_code.voided', actor: 'staff@example.org' });
  });

  it('says which entries name a record that still exists: a denied one does, a deleted one no longer', async () => {
    const [kept, removed] = (await admin('POST', '/payment-codes', { count: 2 })).json().codes as [string, string];
    const register = async (dogName: string, paymentCode: string) =>
      (await makeRegistration(t.context, { dogName, paymentCode })).id;
    const denied = await register('Maple', kept);
    const deleted = await register('Juniper', removed);
    for (const id of [denied, deleted])
      expect((await admin('POST', `/dogs/${id}/deny`, { reason: 'No photo of the dog' })).statusCode).toBe(200);
    expect((await admin('DELETE', `/dogs/${deleted}`)).statusCode).toBe(204);

    const entries = (await admin('GET', '/activity')).json().items as {
      action: string;
      dogId: string | null;
      recordExists: boolean;
    }[];
    const of = (id: string) => entries.filter((e) => e.dogId === id).map((e) => [e.action, e.recordExists]);
    // Denied is not deleted: the record is still there, and every entry about it links to it.
    expect(of(denied)).toEqual([
      ['registration.denied', true],
      ['registration.created', true],
    ]);
    // Once deleted, none of its entries does, the earlier ones included.
    expect(of(deleted)).toEqual([
      ['registration.deleted', false],
      ['registration.denied', false],
      ['registration.created', false],
    ]);
    // An entry that names no record has none to link to.
    expect(entries.find((e) => e.action === 'payment_codes.generated')).toMatchObject({
      dogId: null,
      recordExists: false,
    });
  });

  it('removes the sample trainer and unused sample codes, keeping a used one', async () => {
    await makeRegistration(t.context, { paymentCode: 'DEMO-0001' });
    expect((await admin('DELETE', '/sample-data')).json()).toEqual({ paymentCodes: 9, trainers: 1 });
    expect((await t.app.inject('/api/trainers/DEMO-12345')).statusCode).toBe(404);
    expect((await admin('GET', '/stats')).json().sampleData).toEqual({ trainers: 0, paymentCodes: 0 });
    const kept = await t.context.database.db
      .selectFrom('payment_codes')
      .select('code')
      .where('code', '=', 'DEMO-0001')
      .executeTakeFirst();
    expect(kept?.code).toBe('DEMO-0001');
  });
});
