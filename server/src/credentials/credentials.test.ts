import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import type { JSONWebKeySet } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWKS_PATH, STATUS_PURPOSES, statusListPath, verifyCardCredential, type StatusList } from '#common/credential';
import type { DogStatus } from '#common/constants';
import { readStatusList } from '#common/status-list';
import { needsReason } from '#common/status-words';
import { findDogById } from '../dogs/dog-repository';
import { adminCookie } from '../test/admin-session';
import { OWNER_CONTACT_SECRETS, OWNER, registrationFields } from '../test/factories';
import { submitRegistration } from '../test/submit';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { signCardCredential } from './credential-service';
import { openSigningKeys, rotateSigningKeys, SigningKeyError } from './signing-keys';

const ISSUER = 'https://registry.example.org';

describe.each(testDialects)('signed card credentials on %s', (dialect) => {
  let t: TestApp;
  let dog: { id: string; registryNumber: string; ownerToken: string };
  let cookie: string;

  const keySet = async (): Promise<JSONWebKeySet> => (await t.app.inject(JWKS_PATH)).json();
  const statusLists = async (keys: JSONWebKeySet): Promise<StatusList[]> => {
    const lists = await Promise.all(
      STATUS_PURPOSES.map(async (purpose) =>
        readStatusList((await t.app.inject(statusListPath(purpose))).body, { keys, issuer: ISSUER }),
      ),
    );
    return lists.filter((list): list is StatusList => list !== null);
  };
  const verify = async (token: string, now?: Date) => {
    const keys = await keySet();
    return verifyCardCredential(token, { keys, issuer: ISSUER, statusLists: await statusLists(keys), now });
  };
  /** The credential the card's QR code carries, read back from the SVG as a phone would. */
  const scanQr = async (): Promise<string> => {
    const svg = (await t.app.inject(`/api/dogs/${dog.id}/qr.svg`)).rawPayload;
    const { data, info } = await sharp(svg, { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '';
  };
  const credentialOf = (address: string) => address.slice(`${ISSUER}/v#`.length);
  const review = (action: 'approve' | 'deny') =>
    t.app.inject({ method: 'POST', url: `/api/admin/dogs/${dog.id}/${action}`, headers: { cookie } });
  /** Staff change the status on the edit page, as they would. */
  const setStatus = async (status: DogStatus) => {
    const current = (await t.app.inject({ url: `/api/admin/dogs/${dog.id}`, headers: { cookie } })).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/dogs/${dog.id}`,
      headers: { cookie },
      payload: {
        dogName: current.dogName,
        dogBreed: current.dogBreed,
        dogAge: current.dogAge,
        serviceType: current.serviceType,
        ...(current.serviceTypeOther ? { serviceTypeOther: current.serviceTypeOther } : {}),
        ownerName: current.owner.name,
        ownerAddress: current.owner.address,
        ownerPhone: current.owner.phone,
        ownerEmail: current.owner.email,
        status,
        ...(needsReason(status) ? { statusReason: 'Staff recorded a reason.' } : {}),
        version: current.version,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: `${ISSUER}/` });
    cookie = await adminCookie(t.context);
    dog = (await submitRegistration(t.app, { fields: registrationFields({ paymentCode: 'DEMO-0005' }) })).json();
  });
  afterAll(() => t.close());

  it('gives a pending card no credential: its QR code opens its page', async () => {
    expect(await scanQr()).toBe(`${ISSUER}/registry/${dog.id}`);
  });

  it('signs an active card: the QR opens the verify page with a credential that verifies, holding no contact data', async () => {
    expect((await review('approve')).statusCode).toBe(200);
    const address = await scanQr();
    expect(address.startsWith(`${ISSUER}/v#`)).toBe(true);
    const verdict = await verify(credentialOf(address));
    expect(verdict).toMatchObject({
      verdict: 'valid',
      claims: { iss: ISSUER, sub: dog.registryNumber, n: 'Biscuit', h: 'Jordan E.', r: expect.any(Number) },
    });
    const payload = Buffer.from(credentialOf(address).split('.')[1]!, 'base64url').toString();
    for (const secret of [...OWNER_CONTACT_SECRETS, OWNER.ownerName]) expect(payload).not.toContain(secret);
    // The handler has not chosen to show the service type, so the credential leaves it out.
    expect(payload).not.toContain('"s"');
  });

  it('carries the service type only when the handler chose to show it', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/dogs/${dog.id}/privacy?key=${dog.ownerToken}`,
      payload: { showServiceType: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const verdict = await verify(credentialOf(await scanQr()));
    expect(verdict).toMatchObject({ verdict: 'valid', claims: { s: expect.any(String) } });
  });

  it('calls a credential with one character changed, or signed by another key, not issued by this registry', async () => {
    const token = credentialOf(await scanQr());
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    for (const altered of [
      `${header}.${flip(payload, 20)}.${signature}`,
      `${header}.${payload}.${flip(signature, 10)}`,
      `${flip(header, 5)}.${payload}.${signature}`,
    ])
      expect(await verify(altered)).toMatchObject({ verdict: 'not_issued' });

    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdr-other-keys-'));
    const otherKeys = await openSigningKeys({ dataDir: otherDir, signingKeyFile: null });
    const row = (await findDogById(t.context.database.db, dog.id))!;
    expect(await verify(await signCardCredential(row, otherKeys, ISSUER))).toEqual({
      verdict: 'not_issued',
      reason: 'signature',
    });
    // Genuinely signed, but naming another registry as its issuer.
    expect(await verify(await signCardCredential(row, t.context.signingKeys, 'https://elsewhere.example'))).toEqual({
      verdict: 'not_issued',
      reason: 'issuer',
    });
    expect(await verify('not a credential')).toEqual({ verdict: 'not_issued', reason: 'malformed' });
  });

  it('calls a credential past its valid-through date expired', async () => {
    const token = credentialOf(await scanQr());
    expect(await verify(token, new Date('2100-01-01T00:00:00Z'))).toMatchObject({ verdict: 'expired' });
  });

  it('revokes through the signed status list when staff revoke, and clears it when they reinstate', async () => {
    const token = credentialOf(await scanQr());
    await setStatus('revoked');
    expect(await verify(token)).toMatchObject({ verdict: 'revoked', claims: { sub: dog.registryNumber } });
    // A revoked card's QR code no longer carries a credential.
    expect(await scanQr()).toBe(`${ISSUER}/registry/${dog.id}`);
    await setStatus('active');
    expect(await verify(token)).toMatchObject({ verdict: 'valid' });
  });

  it('says suspended through the suspension list while suspended, and valid again once reinstated', async () => {
    const token = credentialOf(await scanQr());
    await setStatus('suspended');
    expect(await verify(token)).toMatchObject({ verdict: 'suspended', claims: { sub: dog.registryNumber } });
    expect(await scanQr()).toBe(`${ISSUER}/registry/${dog.id}`);
    await setStatus('active');
    expect(await verify(token)).toMatchObject({ verdict: 'valid' });
  });

  it.each(['retired', 'deceased'] as const)('revokes the card of a %s dog', async (status) => {
    const token = credentialOf(await scanQr());
    await setStatus(status);
    expect(await verify(token)).toMatchObject({ verdict: 'revoked' });
    await setStatus('active');
    expect(await verify(token)).toMatchObject({ verdict: 'valid' });
  });

  it('serves status lists of at least 131,072 entries with caching headers, signed by the registry', async () => {
    const res = await t.app.inject(statusListPath('revocation'));
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['content-type']).toContain('application/vc+jwt');
    const list = await readStatusList(res.body, { keys: await keySet(), issuer: ISSUER });
    expect(list?.bits.length).toBeGreaterThanOrEqual(131_072 / 8);
    // Another issuer's keys do not vouch for it.
    const other = await openSigningKeys({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sdr-k-')),
      signingKeyFile: null,
    });
    expect(await readStatusList(res.body, { keys: other.jwks, issuer: ISSUER })).toBeNull();
  });
});

describe('signing keys', () => {
  const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sdr-keys-'));

  it('are made at first start under DATA_DIR, readable by the owner only, and the same on the next start', async () => {
    const dataDir = tempDir();
    const first = await openSigningKeys({ dataDir, signingKeyFile: null });
    const file = path.join(dataDir, 'signing-keys.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const again = await openSigningKeys({ dataDir, signingKeyFile: null });
    expect(again.kid).toBe(first.kid);
    expect(first.jwks.keys).toEqual([expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', kid: first.kid })]);
    expect(JSON.stringify(first.jwks)).not.toContain('"d"');
  });

  it('rotate to a new key while older cards still verify against the published set', async () => {
    const dataDir = tempDir();
    const config = { dataDir, signingKeyFile: null };
    const old = await openSigningKeys(config);
    const row = {
      registry_number: 'SDR-0007',
      registry_seq: 7,
      dog_name: 'Juniper',
      dog_breed: 'Poodle',
      owner_name: 'Alex Kim',
      service_type: 'Mobility Support',
      service_type_other: null,
      show_service_type: 0,
      registration_date: '2026-01-01T00:00:00.000Z',
      expires_at: '2036-01-01T00:00:00.000Z',
      version: 1,
    } as unknown as Parameters<typeof signCardCredential>[0];
    const oldCard = await signCardCredential(row, old, ISSUER);

    const { kid, previous } = await rotateSigningKeys(config);
    expect(previous).toEqual([old.kid]);
    const current = await openSigningKeys(config);
    expect(current.kid).toBe(kid);
    expect(current.jwks.keys.map((key) => key.kid)).toEqual([kid, old.kid]);
    // The retired key's private half is gone from the file.
    expect(fs.readFileSync(path.join(dataDir, 'signing-keys.json'), 'utf8').match(/"d":/g)).toHaveLength(1);

    const context = { keys: current.jwks, issuer: ISSUER, statusLists: [] };
    expect(await verifyCardCredential(oldCard, context)).toMatchObject({ verdict: 'valid' });
    const newCard = await signCardCredential(row, current, ISSUER);
    expect(JSON.parse(Buffer.from(newCard.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'EdDSA', kid });
    expect(await verifyCardCredential(newCard, context)).toMatchObject({ verdict: 'valid' });
  });

  it('refuse to start when SIGNING_KEY_FILE names a file that does not exist, saying how to make it', async () => {
    const missing = path.join(tempDir(), 'shared-keys.json');
    await expect(openSigningKeys({ dataDir: tempDir(), signingKeyFile: missing })).rejects.toThrow(SigningKeyError);
    await expect(openSigningKeys({ dataDir: tempDir(), signingKeyFile: missing })).rejects.toThrow(
      /npm run admin -- keys rotate/,
    );
  });
});
