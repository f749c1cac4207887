import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_PURPOSES, statusListPath, verifyCardCredential } from '#common/credential';
import type { RegistrationStatus } from '#common/constants';
import { needsReason } from '#common/lifecycle';
import { readStatusList } from '#common/status-list';
import { currentClaims } from '../lifecycle/card-repository';
import { staffSessionCookie } from '../test/staff-session';
import { servedTrust, verifyServed } from '../test/card-checks';
import { OWNER_CONTACT_SECRETS, OWNER } from '../../../support/registration-forms';
import { addTrainer } from '../test/fixtures-db';
import { makeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { signCardCredential, signJwsCardCredential } from './credential-service';
import { CARD_CODE_TYP, openCardCode } from '#common/card-code';
import { openSigningKeys, rotateSigningKeys, SigningKeyError } from './signing-keys';

const ISSUER = 'https://registry.example.org';

describe.each(testDialects)('signed card credentials on %s', (dialect) => {
  let t: TestApp;
  let dog: { id: string; registryNumber: string; ownerToken: string };
  let cookie: string;

  const keySet = async () => (await servedTrust(t.app, ISSUER)).keys;
  const verify = (token: string, now?: Date) => verifyServed(t.app, ISSUER, token, now);
  /** The credential the card's QR code carries, read back from the SVG as a phone would. */
  const scanQr = async (key: string | null = dog.ownerToken): Promise<string> => {
    const query = key === null ? '' : `?key=${encodeURIComponent(key)}`;
    const svg = (await t.app.inject(`/api/dogs/${dog.id}/qr.svg${query}`)).rawPayload;
    const { data, info } = await sharp(svg, { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '';
  };
  const credentialOf = (address: string) => address.slice(`${ISSUER}/v#`.length);
  /** The credential a record's QR code carries, read from the SVG. */
  const verifyQr = async (id: string) => {
    // Staff, who may print any card, get its signed code.
    const svg = (await t.app.inject({ url: `/api/dogs/${id}/qr.svg`, headers: { cookie } })).rawPayload;
    const { data, info } = await sharp(svg, { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const address = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '';
    return address.startsWith(`${ISSUER}/v#`) ? credentialOf(address) : null;
  };
  const review = (action: 'approve' | 'deny') =>
    t.app.inject({ method: 'POST', url: `/api/admin/dogs/${dog.id}/${action}`, headers: { cookie } });
  /** Staff change the status on the edit page, as they would. */
  const setStatus = async (status: RegistrationStatus, extra: { dogName?: string; version?: number } = {}) => {
    const current = (await t.app.inject({ url: `/api/admin/dogs/${dog.id}`, headers: { cookie } })).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/dogs/${dog.id}`,
      headers: { cookie },
      payload: {
        dogName: extra.dogName ?? current.dogName,
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
    cookie = await staffSessionCookie(t.context);
    dog = await makeRegistration(t.context);
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
    const claims = openCardCode(credentialOf(address))!.claims as Record<string, unknown>;
    for (const secret of [...OWNER_CONTACT_SECRETS, OWNER.ownerName])
      expect(JSON.stringify(claims)).not.toContain(secret);
    // The handler has not chosen to show the service type, so the credential leaves it out.
    expect(claims).not.toHaveProperty('s');
  });

  it("gives anyone without the owner link or a staff session a code that opens the card's page, never a signed card", async () => {
    expect(await scanQr(null)).toBe(`${ISSUER}/registry/${dog.id}`);
    expect(await scanQr('not-the-owner-key')).toBe(`${ISSUER}/registry/${dog.id}`);
    expect((await scanQr()).startsWith(`${ISSUER}/v#`)).toBe(true);
  });

  it('signs a COSE_Sign1 with Ed25519 (RFC 9864) and an explicit type, so no other token of ours passes for a card', async () => {
    const token = credentialOf(await scanQr());
    expect(token).toMatch(/^\d+$/);
    expect(openCardCode(token)).toMatchObject({ alg: -19, typ: CARD_CODE_TYP, kid: t.context.signingKeys.kid });
    // A status list is signed by the same key, and is refused as a card.
    const list = (await t.app.inject(statusListPath('revocation'))).body;
    expect(await verify(list)).toMatchObject({ verdict: 'not_issued' });
  });

  it('carries the service type only when the handler chose to show it; the card without it is replaced', async () => {
    const before = credentialOf(await scanQr());
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/dogs/${dog.id}/privacy?key=${dog.ownerToken}`,
      payload: { showServiceType: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const verdict = await verify(credentialOf(await scanQr()));
    expect(verdict).toMatchObject({ verdict: 'valid', claims: { s: expect.any(String) } });
    expect(await verify(before)).toMatchObject({ verdict: 'superseded' });
  });

  it('calls a credential with one character changed, or signed by another key, not issued by this registry', async () => {
    const token = credentialOf(await scanQr());
    const flip = (at: number) => token.slice(0, at) + ((Number(token[at]) + 1) % 10) + token.slice(at + 1);
    // In the header, in the claims, in the signature.
    for (const at of [20, Math.floor(token.length / 2), token.length - 30])
      expect(await verify(flip(at))).toMatchObject({ verdict: 'not_issued' });
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdr-other-keys-'));
    const otherKeys = await openSigningKeys({ dataDir: otherDir, signingKeyFile: null });
    const claims = (await currentClaims(t.context.database.db, dog.id))!;
    expect(await verify(signCardCredential(claims, otherKeys))).toEqual({
      verdict: 'not_issued',
      reason: 'signature',
    });
    otherKeys.close();
    // A card printed before the compact code, genuinely signed, but naming another registry as its issuer.
    expect(
      await verify(await signJwsCardCredential(claims, t.context.signingKeys, 'https://elsewhere.example')),
    ).toEqual({
      verdict: 'not_issued',
      reason: 'issuer',
    });
    expect(await verify('not a credential')).toEqual({ verdict: 'not_issued', reason: 'malformed' });
  });

  it('refuses a genuinely signed card whose status index lies outside the lists, or is negative (security test)', async () => {
    const claims = (await currentClaims(t.context.database.db, dog.id))!;
    for (const sl of [1_000_000_000, -1]) {
      const forged = signCardCredential({ ...claims, sl }, t.context.signingKeys);
      expect(await verify(forged)).toMatchObject({ verdict: 'not_issued' });
    }
  });

  it('calls a credential past its valid-through date expired', async () => {
    const token = credentialOf(await scanQr());
    expect(await verify(token, new Date('2100-01-01T00:00:00Z'))).toMatchObject({ verdict: 'expired' });
  });

  it('gives the amber "unconfirmed" verdict, never Valid, once the lists in hand are past their window (security test)', async () => {
    const token = credentialOf(await scanQr());
    const threeDaysOn = new Date(Date.now() + 3 * 86_400_000);
    expect(await verify(token, threeDaysOn)).toMatchObject({
      verdict: 'unconfirmed',
      claims: { sub: dog.registryNumber },
    });
  });

  it('revokes through the signed status list when staff revoke; reinstating issues a new card, the old stays revoked', async () => {
    const token = credentialOf(await scanQr());
    await setStatus('revoked');
    expect(await verify(token)).toMatchObject({ verdict: 'revoked', claims: { sub: dog.registryNumber } });
    // A revoked card's QR code no longer carries a credential.
    expect(await scanQr()).toBe(`${ISSUER}/registry/${dog.id}`);
    await setStatus('active');
    expect(await verify(token)).toMatchObject({ verdict: 'revoked' });
    expect(await verify(credentialOf(await scanQr()))).toMatchObject({ verdict: 'valid' });
  });

  it('says suspended through the suspension list while suspended, and the same card is valid again once reinstated', async () => {
    const token = credentialOf(await scanQr());
    await setStatus('suspended');
    expect(await verify(token)).toMatchObject({ verdict: 'suspended', claims: { sub: dog.registryNumber } });
    expect(await scanQr()).toBe(`${ISSUER}/registry/${dog.id}`);
    await setStatus('active');
    expect(await verify(token)).toMatchObject({ verdict: 'valid' });
    expect(credentialOf(await scanQr())).toBe(token);
  });

  it.each(['retired', 'deceased', 'pending', 'in_training'] as const)(
    'ends the card of a record moved to %s (security test: a demoted record kept a Valid card)',
    async (status) => {
      const token = credentialOf(await scanQr());
      await setStatus(status);
      expect(await verify(token)).toMatchObject({ verdict: 'revoked' });
      await setStatus('active');
      expect(await verify(token)).toMatchObject({ verdict: 'revoked' });
      expect(await verify(credentialOf(await scanQr()))).toMatchObject({ verdict: 'valid' });
    },
  );

  it('replaces the card when staff rename the dog or the owner link renames the handler (security test)', async () => {
    const beforeRename = credentialOf(await scanQr());
    const current = (await t.app.inject({ url: `/api/admin/dogs/${dog.id}`, headers: { cookie } })).json();
    await setStatus('active', { dogName: 'Biscuit Renamed', version: current.version });
    const renamed = credentialOf(await scanQr());
    expect(await verify(beforeRename)).toMatchObject({ verdict: 'superseded', claims: { n: 'Biscuit' } });
    expect(await verify(renamed)).toMatchObject({ verdict: 'valid', claims: { n: 'Biscuit Renamed' } });
    const contact = await t.app.inject({
      method: 'PATCH',
      url: `/api/dogs/${dog.id}/contact?key=${dog.ownerToken}`,
      payload: {
        ownerName: 'Morgan Example',
        ownerAddress: current.owner.address,
        ownerPhone: current.owner.phone,
        ownerEmail: current.owner.email,
      },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    expect(await verify(renamed)).toMatchObject({ verdict: 'superseded', claims: { h: 'Jordan E.' } });
    expect(await verify(credentialOf(await scanQr()))).toMatchObject({ verdict: 'valid', claims: { h: 'Morgan E.' } });
  });

  it('replaces the card when a failed access test caps validity to tomorrow (security test)', async () => {
    const before = credentialOf(await scanQr());
    await addTrainer(t.context, 'EVAL-CRED');
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const tomorrow = day(Date.now() + 86_400_000);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dogs/${dog.id}/access-tests`,
      headers: { cookie },
      payload: { testedOn: day(Date.now()), evaluatorLicense: 'EVAL-CRED', result: 'failed', nextDue: tomorrow },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await verify(before)).toMatchObject({ verdict: 'superseded' });
    const capped = credentialOf(await scanQr());
    expect(await verify(capped)).toMatchObject({
      verdict: 'valid',
      claims: { exp: Math.floor(Date.parse(`${tomorrow}T23:59:59.999Z`) / 1000) },
    });
    expect(await verify(capped, new Date(Date.now() + 3 * 86_400_000))).toMatchObject({ verdict: 'expired' });
  });

  it('revokes a replacement card issued through the owner link when staff delete the record (security test)', async () => {
    const other = await makeRegistration(t.context, { status: 'active' });
    const first = (await verifyQr(other.id))!;
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/dogs/${other.id}/replacement-card?key=${other.ownerToken}`,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const replacement = (await verifyQr(other.id))!;
    expect(await verify(first)).toMatchObject({ verdict: 'superseded' });
    expect(await verify(replacement)).toMatchObject({ verdict: 'valid' });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/dogs/${other.id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    expect(await verify(replacement)).toMatchObject({ verdict: 'revoked' });
    expect(await verify(first)).toMatchObject({ verdict: 'revoked' });
  });

  it('draws status indexes at random, never in the order cards were issued, and never the registry sequence', async () => {
    const indexes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/dogs/${dog.id}/replacement-card?key=${dog.ownerToken}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      indexes.push((await currentClaims(t.context.database.db, dog.id))!.sl);
    }
    expect(new Set(indexes).size).toBe(indexes.length);
    // Twelve random draws in increasing order happen once in 479 million.
    expect(indexes).not.toEqual([...indexes].sort((a, b) => a - b));
    const space = await t.context.database.db.selectFrom('status_list_space').selectAll().executeTakeFirstOrThrow();
    for (const index of indexes) expect(index).toBeGreaterThan(space.legacy_ceiling);
    expect(Math.max(...indexes)).toBeLessThan(space.size);
  });

  it('serves three status lists of at least 131,072 entries with a 24-hour window, typed, matching caching headers', async () => {
    for (const purpose of STATUS_PURPOSES) {
      const res = await t.app.inject(statusListPath(purpose));
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers['content-type']).toContain('application/vc+jwt');
      expect(JSON.parse(Buffer.from(res.body.split('.')[0]!, 'base64url').toString())).toMatchObject({ typ: 'vc+jwt' });
      const list = await readStatusList(res.body, { keys: await keySet(), issuer: ISSUER, purpose });
      expect(list?.bits.length).toBeGreaterThanOrEqual(131_072 / 8);
      expect(list!.validUntil - list!.issuedAt).toBe(24 * 3_600_000);
      // Served at another list's address, it is refused: the verifier checks purpose and address.
      const other = STATUS_PURPOSES.find((p) => p !== purpose)!;
      expect(await readStatusList(res.body, { keys: await keySet(), issuer: ISSUER, purpose: other })).toBeNull();
    }
    // Another issuer's keys do not vouch for it.
    const other = await openSigningKeys({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sdr-k-')),
      signingKeyFile: null,
    });
    const body = (await t.app.inject(statusListPath('revocation'))).body;
    expect(await readStatusList(body, { keys: other.jwks, issuer: ISSUER, purpose: 'revocation' })).toBeNull();
    other.close();
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
    const claims = {
      sub: 'SDR-0007',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.parse('2036-01-01T00:00:00.000Z') / 1000),
      n: 'Juniper',
      b: 'Poodle',
      h: 'Alex K.',
      r: 1,
      sl: 7,
    };
    // Printed before the compact code (decision 050): a JWS, which still verifies.
    const oldCard = await signJwsCardCredential(claims, old, ISSUER);

    const { kid, previous } = await rotateSigningKeys(config);
    expect(previous).toEqual([old.kid]);
    const current = await openSigningKeys(config);
    expect(current.kid).toBe(kid);
    expect(current.jwks.keys.map((key) => key.kid)).toEqual([kid, old.kid]);
    // The retired key's private half is gone from the file.
    expect(fs.readFileSync(path.join(dataDir, 'signing-keys.json'), 'utf8').match(/"d":/g)).toHaveLength(1);

    // No lists in hand: the verifier cannot vouch for the status, only for the signature.
    const context = { keys: current.jwks, issuer: ISSUER, statusLists: [] };
    expect(await verifyCardCredential(oldCard, context)).toMatchObject({ verdict: 'unconfirmed' });
    const newCard = signCardCredential(claims, current);
    expect(openCardCode(newCard)).toMatchObject({ alg: -19, typ: CARD_CODE_TYP, kid });
    expect(await verifyCardCredential(newCard, context)).toMatchObject({ verdict: 'unconfirmed' });
    old.close();
    current.close();
  });

  it('refuse to start when SIGNING_KEY_FILE names a file that does not exist, saying how to make it', async () => {
    const missing = path.join(tempDir(), 'shared-keys.json');
    await expect(openSigningKeys({ dataDir: tempDir(), signingKeyFile: missing })).rejects.toThrow(SigningKeyError);
    await expect(openSigningKeys({ dataDir: tempDir(), signingKeyFile: missing })).rejects.toThrow(
      /npm run admin -- keys rotate/,
    );
  });
});
