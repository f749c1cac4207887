/**
 * The card as a W3C Verifiable Credential document, checked the way an open verifier checks it: the
 * document is downloaded through the owner link, then verified by an open verifier whose "network" is
 * the app (test/outside-verifier.ts), so the test also shows that nothing else is fetched.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STATUS_PURPOSES, statusListPath } from '#common/credential';
import { credentialDocumentUrl, DID_DOCUMENT_PATH, statusListDocumentPath } from '#common/credential-document';
import { readStatusList } from '#common/status-list';
import { OWNER, OWNER_CONTACT_SECRETS } from '../../../../support/registration-forms';
import { staffSessionCookie } from '../../test/staff-session';
import { changeRecord, servedTrust } from '../../test/card-checks';
import { makeRegistration } from '../../test/registration-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDialects } from '../../test/test-databases';
import { refused, requested, useOutsideVerifier, verified, web } from '../../test/outside-verifier';
import { retireSigningKey, rotateSigningKeys } from '../signing-keys';
import { signDocument } from './sign-document';

type Document = Record<string, unknown> & { credentialSubject: Record<string, unknown>; proof: Record<string, string> };

useOutsideVerifier();

/** The resolver in verifier-core keeps a DID document five seconds: a check after that sees the new one. */
function afterResolverCacheExpires(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6_000 });
}

describe.each(testDialects)('the card as a verifiable credential document on %s', (dialect) => {
  const issuer = `https://${dialect}.registry.example.org`;
  const did = `did:web:${dialect}.registry.example.org`;
  let t: TestApp;
  let cookie: string;
  let dog: { id: string; registryNumber: string; ownerToken: string };

  const download = (key: string | null = dog.ownerToken, id = dog.id) =>
    t.app.inject({ url: credentialDocumentUrl(id, key) });
  const downloaded = async (): Promise<Document> => {
    const answer = await download();
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Document>();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: issuer });
    web.set(new URL(issuer).host, t.app);
    cookie = await staffSessionCookie(t.context);
    dog = await makeRegistration(t.context, { status: 'active' });
  });
  afterAll(async () => {
    vi.useRealTimers();
    web.delete(new URL(issuer).host);
    await t.close();
  });

  it('gives the owner link an active card as a signed VC 2.0 document, issued by the did:web of PUBLIC_URL, with no contact data', async () => {
    const answer = await download();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('application/ld+json');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${dog.registryNumber}-credential.json"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    const document = answer.json<Document>();
    expect(document).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', `${issuer}/contexts/service-dog/v1`],
      type: ['VerifiableCredential', 'ServiceDogCredential'],
      issuer: { id: did, name: 'Service Dog Registry' },
      credentialSubject: {
        id: `${issuer}/registry/${dog.id}`,
        type: 'ServiceDogTeam',
        dogName: 'Biscuit',
        handlerName: 'Jordan E.',
        registryNumber: dog.registryNumber,
      },
      proof: { type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod' },
    });
    expect(document.proof.verificationMethod).toBe(`${did}#${t.context.signingKeys.kid}`);
    // The handler has not chosen to show the service type.
    expect(document.credentialSubject).not.toHaveProperty('serviceType');
    for (const secret of [...OWNER_CONTACT_SECRETS, OWNER.ownerName]) expect(answer.body).not.toContain(secret);
    expect(document.credentialStatus).toEqual(
      STATUS_PURPOSES.map((purpose) =>
        expect.objectContaining({
          type: 'BitstringStatusListEntry',
          statusPurpose: purpose,
          statusListCredential: `${issuer}${statusListDocumentPath(purpose)}`,
        }),
      ),
    );
  });

  it('is verified by the independent verifier, which fetched only the DID document, the context and the status lists', async () => {
    requested.length = 0;
    expect(await verified(await downloaded())).toEqual({ valid: true, failed: [], fatal: [] });
    expect(new Set(requested)).toEqual(
      new Set([
        `${issuer}${DID_DOCUMENT_PATH}`,
        `${issuer}/contexts/service-dog/v1`,
        ...STATUS_PURPOSES.map((purpose) => `${issuer}${statusListDocumentPath(purpose)}`),
      ]),
    );
    expect(refused).toEqual([]);
  });

  it('signs with the bundled contexts alone: nothing is fetched, and a context the registry does not carry is refused', async () => {
    const before = requested.length + refused.length;
    expect((await download()).statusCode).toBe(200);
    expect((await t.app.inject(statusListDocumentPath('revocation'))).statusCode).toBe(200);
    expect(requested.length + refused.length).toBe(before);
    const unbundled = {
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://contexts.example.net/other/v1'],
      type: ['VerifiableCredential'],
      issuer: did,
      credentialSubject: { id: `${issuer}/registry/${dog.id}` },
    };
    const refusal: unknown = await signDocument(unbundled, t.context.signingKeys, { did, publicBaseUrl: issuer }).then(
      () => null,
      (error: unknown) => error,
    );
    // jsonld.js wraps the loader's error; its cause is the loader's own refusal.
    expect((refusal as { details?: { cause?: Error } } | null)?.details?.cause?.message).toBe(
      'https://contexts.example.net/other/v1 is not bundled with the registry, and nothing is fetched',
    );
    expect(refused).toEqual([]);
  });

  it('is refused to anyone without the owner link or a staff session, as the look-up log is; staff may download it', async () => {
    expect((await download(null)).statusCode).toBe(403);
    expect((await download('not-the-owner-key')).statusCode).toBe(403);
    // Refused before the record is read: without a key, whether a registration exists is not told.
    expect((await download(null, 'no-such-registration')).statusCode).toBe(403);
    const staff = await t.app.inject({ url: credentialDocumentUrl(dog.id, null), headers: { cookie } });
    expect(staff.statusCode, staff.body).toBe(200);
    expect((await verified(staff.json())).valid).toBe(true);
  });

  it('fails verification once a single claim is edited (tampered)', async () => {
    const document = await downloaded();
    document.credentialSubject.dogName = 'Rex';
    expect(await verified(document)).toMatchObject({ valid: false, fatal: ['invalid_signature'] });
  });

  it('fails the suspension check while the registration is suspended, and verifies again once reinstated', async () => {
    const document = await downloaded();
    await changeRecord(t.context, dog.id, { status: 'suspended', status_reason: 'Staff recorded a reason.' });
    expect(await verified(document)).toMatchObject({ valid: false, failed: ['suspension_status'] });
    // A suspended registration has no valid card to download.
    expect((await download()).statusCode).toBe(409);
    await changeRecord(t.context, dog.id, { status: 'active' });
    expect(await verified(document)).toMatchObject({ valid: true });
  });

  it('fails a superseded card (replaced through the owner link) on revocation, and says a newer one exists; the new card verifies', async () => {
    const lost = await downloaded();
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/dogs/${dog.id}/replacement-card?key=${dog.ownerToken}`,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await verified(lost)).toMatchObject({ valid: false, failed: ['revocation_status', 'refresh_status'] });
    const current = await downloaded();
    expect(current.id).not.toBe(lost.id);
    expect(await verified(current)).toMatchObject({ valid: true });
  });

  it('carries the service type once the handler chooses to show it (a new card)', async () => {
    const shown = await t.app.inject({
      method: 'PATCH',
      url: `/api/dogs/${dog.id}/privacy?key=${dog.ownerToken}`,
      payload: { showServiceType: true },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    const document = await downloaded();
    expect(document.credentialSubject.serviceType).toEqual(expect.any(String));
    expect((await verified(document)).valid).toBe(true);
  });

  it('fails a revoked card on revocation alone; a revoked registration has nothing to download', async () => {
    const document = await downloaded();
    await changeRecord(t.context, dog.id, { status: 'revoked', status_reason: 'Staff recorded a reason.' });
    expect(await verified(document)).toMatchObject({ valid: false, failed: ['revocation_status'] });
    expect((await download()).statusCode).toBe(409);
    await changeRecord(t.context, dog.id, { status: 'active' });
    expect(await verified(document)).toMatchObject({ valid: false, failed: ['revocation_status'] });
    expect((await verified(await downloaded())).valid).toBe(true);
  });

  it('lets a verifier running in a browser on another site read the DID document, the context and the lists (CORS)', async () => {
    for (const path of [DID_DOCUMENT_PATH, '/contexts/service-dog/v1', statusListDocumentPath('suspension')]) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: path,
        headers: { origin: 'https://verifier.example', 'access-control-request-headers': 'cache-control,pragma' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers).toMatchObject({
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'Accept, Cache-Control, Pragma',
      });
      const read = await t.app.inject({ url: path, headers: { origin: 'https://verifier.example' } });
      expect(read.statusCode).toBe(200);
      expect(read.headers).toMatchObject({
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
      });
    }
    // The card's own document is the handler's: no other site may read it.
    expect((await download()).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves each status list as a Data Integrity credential with the same bits as the signed JWT', async () => {
    const { keys } = await servedTrust(t.app, issuer);
    for (const purpose of STATUS_PURPOSES) {
      const jwt = await readStatusList((await t.app.inject(statusListPath(purpose))).body, { keys, issuer, purpose });
      expect(statusListDocumentPath(purpose)).toBe(`${statusListPath(purpose)}.json`);
      const answer = await t.app.inject(statusListDocumentPath(purpose));
      expect(answer.headers['cache-control']).toBe('public, max-age=300');
      const list = answer.json<{ issuer: string; credentialSubject: { statusPurpose: string; encodedList: string } }>();
      expect(list).toMatchObject({ issuer: did, credentialSubject: { statusPurpose: purpose } });
      const bits = new Uint8Array(
        await new Response(
          new Blob([Buffer.from(list.credentialSubject.encodedList.slice(1), 'base64url')])
            .stream()
            .pipeThrough(new DecompressionStream('gzip')),
        ).arrayBuffer(),
      );
      expect(bits).toEqual(jwt!.bits);
    }
  });

  it('keeps a rotated key verifying, and fails what a key signed once that key is retired', async () => {
    const signedByOldKey = await downloaded();
    const oldKid = t.context.signingKeys.kid;
    await rotateSigningKeys(t.context.config);
    await t.context.signingKeys.reload();
    const signedByNewKey = await downloaded();
    expect(signedByNewKey.proof.verificationMethod).toBe(`${did}#${t.context.signingKeys.kid}`);
    afterResolverCacheExpires();
    expect(await verified(signedByOldKey)).toMatchObject({ valid: true });

    retireSigningKey(t.context.config, oldKid);
    await t.context.signingKeys.reload();
    const didDocument = (await t.app.inject(DID_DOCUMENT_PATH)).json<{ assertionMethod: string[] }>();
    expect(didDocument.assertionMethod).toEqual([`${did}#${t.context.signingKeys.kid}`]);
    afterResolverCacheExpires();
    expect(await verified(signedByOldKey)).toMatchObject({ valid: false, fatal: ['invalid_signature'] });
    expect(await verified(signedByNewKey)).toMatchObject({ valid: true });
    vi.useRealTimers();
  });
});
