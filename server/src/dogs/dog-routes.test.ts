import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#common/messages';
import { OWNER, OWNER_CONTACT_SECRETS, registrationFields } from '../test/factories';
import { submitRegistration } from '../test/submit';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';

const SECRETS = OWNER_CONTACT_SECRETS;

describe.each(testDialects)('card and look-up on %s', (dialect) => {
  let t: TestApp;
  let created: { id: string; registryNumber: string; ownerToken: string };
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: 'https://registry.example.org/' });
    const res = await submitRegistration(t.app, { fields: registrationFields({ paymentCode: 'DEMO-0003' }) });
    created = res.json();
  });
  afterAll(() => t.close());

  it('shows visitors the handler name and masked contact only', async () => {
    const res = await t.app.inject(`/api/dogs/${created.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      registryNumber: created.registryNumber,
      dogName: 'Biscuit',
      status: 'pending',
      displayStatus: 'pending',
      full: false,
      owner: { name: OWNER.ownerName, phoneMasked: '(•••) •••-5309', emailMasked: 'j•••@example.net' },
    });
    expect(Object.keys(body.owner).sort()).toEqual(['emailMasked', 'name', 'phoneMasked']);
  });

  it('shows the full record to the holder of the owner link', async () => {
    const body = (await t.app.inject(`/api/dogs/${created.id}?key=${created.ownerToken}`)).json();
    expect(body.full).toBe(true);
    expect(body.owner).toMatchObject({ email: OWNER.ownerEmail, phone: OWNER.ownerPhone, address: OWNER.ownerAddress });
    expect(body.trainerLicenseNumber).toBe('DEMO-12345');
  });

  it('treats a wrong owner key as a visitor', async () => {
    const body = (await t.app.inject(`/api/dogs/${created.id}?key=${created.ownerToken.slice(0, -2)}xx`)).json();
    expect(body.full).toBe(false);
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
    expect(res.json().error.message).toBe(MESSAGES.lookupNotFound);
  });

  it('answers an unknown id with "Service dog not found"', async () => {
    const res = await t.app.inject('/api/dogs/AAAAAAAAAAAAAAAAAAAAAA');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(MESSAGES.dogNotFound);
  });

  it('draws a QR code that opens the card at PUBLIC_URL', async () => {
    const res = await t.app.inject(`/api/dogs/${created.id}/qr.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toMatch(/^<svg/);
    const jsQR = await import('qrcode');
    // Re-encoding the expected URL at the same level must give the same picture.
    const expected = await jsQR.toString(`https://registry.example.org/registry/${created.id}`, {
      type: 'svg',
      errorCorrectionLevel: 'H',
      margin: 1,
    });
    expect(res.body).toBe(expected);
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
