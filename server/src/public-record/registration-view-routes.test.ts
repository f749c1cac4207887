import jsQR from 'jsqr';
import sharp from 'sharp';
import type { RegistrationStatus } from '#common/constants';
import { english } from '../test/english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { OWNER, OWNER_CONTACT_SECRETS, registrationFields } from '../../../support/registration-forms';
import { makeRegistration } from '../test/registration-factory';
import { submitRegistration } from '../test/submit';
import { createTestApp, type TestApp } from '../test/test-app';
import { changeRecord } from '../test/card-checks';
import { testDialects } from '../test/test-databases';

const SECRETS = OWNER_CONTACT_SECRETS;

describe.each(testDialects)('card and look-up on %s', (dialect) => {
  let t: TestApp;
  let created: { id: string; registryNumber: string; ownerToken: string };
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: 'https://registry.example.org/' });
    created = await makeRegistration(t.context);
  });
  afterAll(() => t.close());

  const setStatus = (status: RegistrationStatus, reason: string | null = null) =>
    changeRecord(t.context, created.id, { status, status_reason: reason });

  it('shows visitors a pending registration as its number and dog name only', async () => {
    const res = await t.app.inject(`/api/dogs/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      view: 'summary',
      id: created.id,
      registryNumber: created.registryNumber,
      dogName: 'Biscuit',
      status: 'pending',
      displayStatus: 'pending',
    });
  });

  it('shows visitors an active registration with the handler as first name and last initial, no contact, no service type', async () => {
    await setStatus('active');
    const body = (await t.app.inject(`/api/dogs/${created.id}`)).json();
    expect(body).toMatchObject({
      view: 'public',
      dogName: 'Biscuit',
      displayStatus: 'active',
      handlerName: 'Jordan E.',
      serviceType: null,
      serviceTypeOther: null,
    });
    expect(body).not.toHaveProperty('owner');
    expect(JSON.stringify(body)).not.toContain(OWNER.ownerName);
    await setStatus('pending');
  });

  it('shows the full record to the holder of the owner link, and no cache keeps it', async () => {
    const res = await t.app.inject(`/api/dogs/${created.id}?key=${created.ownerToken}`);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.view).toBe('full');
    expect(body.owner).toMatchObject({ email: OWNER.ownerEmail, phone: OWNER.ownerPhone, address: OWNER.ownerAddress });
    expect(body).toMatchObject({ trainerLicenseNumber: 'DEMO-12345', showServiceType: false });
  });

  it('treats a wrong owner key as a visitor', async () => {
    const body = (await t.app.inject(`/api/dogs/${created.id}?key=${created.ownerToken.slice(0, -2)}xx`)).json();
    expect(body.view).toBe('summary');
  });

  it('lets the owner link, and nobody else, show the service type to visitors', async () => {
    const privacy = (key: string | null, showServiceType: boolean, origin?: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/dogs/${created.id}/privacy${key ? `?key=${key}` : ''}`,
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        payload: JSON.stringify({ showServiceType }),
      });
    expect((await privacy(null, true)).statusCode).toBe(403);
    expect((await privacy(created.ownerToken, true, 'https://evil.example')).statusCode).toBe(403);
    await setStatus('active');
    expect((await t.app.inject(`/api/dogs/${created.id}`)).json().serviceType).toBeNull();

    const shown = await privacy(created.ownerToken, true);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().showServiceType).toBe(true);
    expect((await t.app.inject(`/api/dogs/${created.id}`)).json().serviceType).toBe('Guide Dog (Visual Impairment)');
    expect((await privacy(created.ownerToken, false)).json().showServiceType).toBe(false);
    expect((await t.app.inject(`/api/dogs/${created.id}`)).json().serviceType).toBeNull();
    await setStatus('pending');
  });

  it('answers a revoked registration to visitors as not valid, with no details, and in full to its owner', async () => {
    await setStatus('revoked');
    for (const url of [`/api/dogs/${created.id}`, `/api/lookup/${created.registryNumber}`]) {
      expect((await t.app.inject(url)).json()).toEqual({
        view: 'not_valid',
        registryNumber: created.registryNumber,
        revoked: true,
      });
    }
    expect((await t.app.inject(`/api/dogs/${created.id}?key=${created.ownerToken}`)).json().view).toBe('full');
    await setStatus('pending');
  });

  it.each([
    ['in_training', { view: 'public', displayStatus: 'in_training', dogBreed: 'Labrador Retriever' }],
    ['suspended', { view: 'public', displayStatus: 'suspended', dogBreed: 'Labrador Retriever' }],
    ['retired', { view: 'summary', displayStatus: 'retired', dogName: 'Biscuit' }],
    ['deceased', { view: 'summary', displayStatus: 'deceased', dogName: 'Biscuit' }],
    ['denied', { view: 'not_valid', revoked: false }],
  ] as const)('shows visitors a %s registration as the registry says (never the reason)', async (status, shown) => {
    await setStatus(status, 'A private reason for staff and handler');
    for (const url of [`/api/dogs/${created.id}`, `/api/lookup/${created.registryNumber}`]) {
      const body = (await t.app.inject(url)).json();
      expect(body).toMatchObject(shown);
      expect(JSON.stringify(body)).not.toContain('private reason');
    }
    const owner = (await t.app.inject(`/api/dogs/${created.id}?key=${created.ownerToken}`)).json();
    expect(owner).toMatchObject({ view: 'full', status, statusReason: 'A private reason for staff and handler' });
    await setStatus('pending');
  });

  it.each([
    ['the exact number', (n: string) => n],
    ['lower case', (n: string) => n.toLowerCase()],
    ['spaces', (n: string) => ` ${n.replace('-', ' ')} `],
    ['no prefix', (n: string) => n.replace('SDR-', '')],
    ['no leading zeros', (n: string) => String(Number(n.replace('SDR-', '')))],
  ])('finds a registration by %s', async (_, variant) => {
    const res = await t.app.inject(`/api/lookup/${encodeURIComponent(variant(created.registryNumber))}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(created.id);
  });

  it.each(['SDR-9999', 'not-a-number', '0'])('answers %j with the not-found message', async (input) => {
    const res = await t.app.inject(`/api/lookup/${encodeURIComponent(input)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(english(MESSAGES.lookupNotFound));
  });

  it('answers an unknown id with "Service dog not found"', async () => {
    const res = await t.app.inject('/api/dogs/AAAAAAAAAAAAAAAAAAAAAA');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(english(MESSAGES.dogNotFound));
  });

  it('draws a QR code, with its quiet zone, that decodes to the card at PUBLIC_URL', async () => {
    const res = await t.app.inject(`/api/dogs/${created.id}/qr.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    const { data, info } = await sharp(res.rawPayload, { density: 300 })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded?.data).toBe(`https://registry.example.org/registry/${created.id}`);
  });

  it('marks an active record past its validity date as expired', async () => {
    await t.context.database.db
      .updateTable('service_dogs')
      .set({ status: 'active', expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', created.id)
      .execute();
    const body = (await t.app.inject(`/api/dogs/${created.id}`)).json();
    expect(body).toMatchObject({ status: 'active', displayStatus: 'expired' });
    await t.context.database.db
      .updateTable('service_dogs')
      .set({ status: 'pending' })
      .where('id', '=', created.id)
      .execute();
  });

  it('never sends owner contact details in any public response', async () => {
    const fresh = await submitRegistration(t.app, { fields: registrationFields({ paymentCode: 'DEMO-0004' }) });
    const { id, registryNumber } = fresh.json();
    const responses = await Promise.all(
      [
        `/api/dogs/${id}`,
        `/api/lookup/${registryNumber}`,
        `/api/lookup/${registryNumber.toLowerCase()}`,
        `/api/dogs/${id}/qr.svg`,
        '/api/config',
        '/api/trainers/DEMO-12345',
        '/api/health',
      ].map((url) => t.app.inject(url)),
    );
    for (const res of [fresh, ...responses]) {
      for (const secret of SECRETS) expect(res.body).not.toContain(secret);
    }
  });
});

describe('links without PUBLIC_URL', () => {
  let t: TestApp;
  let created: { id: string; ownerToken: string };
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    created = await makeRegistration(t.context, { status: 'active' });
  });
  afterAll(() => t.close());

  const qrTarget = async (host: string) => {
    const url = `/api/dogs/${created.id}/qr.svg?key=${encodeURIComponent(created.ownerToken)}`;
    const svg = (await t.app.inject({ url, headers: { host } })).rawPayload;
    const { data, info } = await sharp(svg, { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '';
  };

  it("never put another site's address, sent in Host, into a QR code", async () => {
    expect(await qrTarget('evil.example')).toMatch(/^http:\/\/localhost:\d+\/v#/);
    expect(await qrTarget('localhost:3000')).toMatch(/^http:\/\/localhost:3000\/v#/);
    expect(await qrTarget('127.0.0.1:3000')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/v#/);
  });

  it('answers a very long Host header without a server error', async () => {
    const res = await t.app.inject({
      url: `/api/dogs/${created.id}/qr.svg`,
      headers: { host: `${'a'.repeat(5000)}.example` },
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});
