/**
 * Each programme signs its own cards (docs/decisions/043-programme-signing-keys.md): a second programme's
 * card verifies against the one published key set under that programme's key and issuer, its credential
 * document names did:web:<host>:p:<slug> and is verified by an independent verifier through the DID
 * document at /p/<slug>/did.json, one programme's rotation or compromise leaves the other's cards alone,
 * and the default programme's cards are exactly what they were before programmes had keys.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CARD_TYP, JWKS_PATH, type RegistryJwk } from '#common/credential';
import { credentialDocumentUrl, DID_DOCUMENT_PATH } from '#common/credential-document';
import { currentClaims } from '../lifecycle/card-repository';
import { openCardCode } from '#common/card-code';
import { createProgramme } from '../programmes/programme-service';
import { readStatusList } from '#common/status-list';
import { credentialOf, servedTrust, verifyServed } from '../test/card-checks';
import { makeRegistration, type MadeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { requested, useOutsideVerifier, verified as verifiedDocument, web } from '../test/outside-verifier';
import { signCardCredential, signStatusList } from './credential-service';
import { runKeysCommand } from './keys-command';
import { openSigningKeys, signingKeyFile } from './signing-keys';

interface Document {
  issuer: { id: string; name: string };
  proof: { verificationMethod: string };
}

const SLUG = 'north-valley';
const HOUR = 3_600_000;
const NAME = { en: 'North Valley Service Dogs', es: 'Perros de Servicio North Valley' };

useOutsideVerifier();

const header = (token: string) => openCardCode(token)!;

describe.each(testDialects)('each programme signs its own cards on %s', (dialect) => {
  const host = `${dialect}.programmes.example.org`;
  const issuer = `https://${host}`;
  const did = `did:web:${host}`;
  const programmeDid = `${did}:p:${SLUG}`;
  let t: TestApp;
  let ours: MadeRegistration;
  let theirs: MadeRegistration;
  let programme: { id: number; prefix: string };
  let fileBeforeProgrammeKeys: string;
  let defaultCard: string;
  let programmeCard: string;

  const keySet = async () => (await t.app.inject(JWKS_PATH)).json<{ keys: RegistryJwk[] }>().keys;
  const verify = (token: string) => verifyServed(t.app, issuer, token);
  const document = async (dog: MadeRegistration) => {
    const answer = await t.app.inject({ url: credentialDocumentUrl(dog.id, dog.ownerToken) });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Document>();
  };
  const keys = (args: string[], options: { programme?: string; compromisedSince?: string } = {}) => {
    const lines: string[] = [];
    const action = args[0]!;
    return runKeysCommand(action, args.slice(1), options, t.context.config, (line) => lines.push(line)).then(
      (code) => ({ code, lines }),
    );
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: issuer });
    web.set(host, t.app);
    ours = await makeRegistration(t.context, { status: 'active' });
    defaultCard = (await credentialOf(t.context, ours.id, issuer))!;
    fileBeforeProgrammeKeys = fs.readFileSync(signingKeyFile(t.context.config), 'utf8');
    const created = await createProgramme(t.context.database, t.context.config, {
      slug: SLUG,
      name: NAME.en,
      nameEs: NAME.es,
      prefix: 'NVS-',
      contactPhone: '(555) 010-7788',
      hours: 'Mondays 10 to 2',
    });
    programme = { id: created.id, prefix: created.prefix };
    theirs = await makeRegistration(t.context, { into: programme, status: 'active', dogName: 'Juniper' });
    programmeCard = (await credentialOf(t.context, theirs.id, issuer))!;
  });
  afterAll(async () => {
    vi.useRealTimers();
    web.delete(host);
    await t.close();
  });

  it("signs the default programme's card as before programmes had keys: its key, the registry's address as issuer, the same bytes", async () => {
    const claims = (await currentClaims(t.context.database.db, ours.id))!;
    expect(defaultCard).toBe(signCardCredential(claims, t.context.signingKeys));
    expect(header(defaultCard).kid).toBe(t.context.signingKeys.kid);
    expect(await verify(defaultCard)).toEqual({ verdict: 'valid', claims: expect.objectContaining({ iss: issuer }) });
    // A key file of one programme is the file it was: version 2, no programmes section.
    expect(JSON.parse(fileBeforeProgrammeKeys)).toMatchObject({ version: 2 });
    expect(JSON.parse(fileBeforeProgrammeKeys)).not.toHaveProperty('programmes');
    // Until a programme signs, the key set is the default programme's alone, with no programme member.
    expect((JSON.parse(fileBeforeProgrammeKeys) as { keys: unknown[] }).keys).toHaveLength(1);
  });

  it("signs a second programme's card with that programme's own key and issuer, which the one published key set verifies, naming the programme", async () => {
    const { kid } = header(programmeCard);
    expect(kid).not.toBe(t.context.signingKeys.kid);
    const published = await keySet();
    expect(new Set(published.map((key) => key.kid)).size).toBe(published.length);
    expect(published.find((key) => key.kid === kid)).toMatchObject({ programme: SLUG, programme_name: NAME });
    expect(published.find((key) => key.kid === t.context.signingKeys.kid)).not.toHaveProperty('programme');
    expect(await verify(programmeCard)).toEqual({
      verdict: 'valid',
      claims: expect.objectContaining({ iss: `${issuer}/p/${SLUG}`, sub: theirs.registryNumber }),
      programme: { slug: SLUG, name: NAME },
    });
    // The key file now holds the programme's keys in their own section, as version 3.
    const file = JSON.parse(fs.readFileSync(signingKeyFile(t.context.config), 'utf8')) as {
      version: number;
      programmes: Record<string, { keys: { kid: string }[] }>;
    };
    expect(file.version).toBe(3);
    expect(file.programmes[SLUG]!.keys.map((key) => key.kid)).toEqual([kid]);
  });

  it("refuses a card printed before the compact code whose issuer is not its key's programme's, either way (security test)", async () => {
    const claims = (await currentClaims(t.context.database.db, theirs.id))!;
    const programmeKeys = await t.context.signingKeys.forProgramme(SLUG);
    // The programme's key vouching for the registry's own cards, and the registry's key for the programme's.
    const asDefault = await programmeKeys.sign({ iss: issuer, ...claims }, CARD_TYP);
    const asProgramme = await t.context.signingKeys.sign({ iss: `${issuer}/p/${SLUG}`, ...claims }, CARD_TYP);
    expect(await verify(asDefault)).toEqual({ verdict: 'not_issued', reason: 'issuer' });
    expect(await verify(asProgramme)).toEqual({ verdict: 'not_issued', reason: 'issuer' });
  });

  it("refuses a status list a programme's key signed: the shared lists are the deployment's key's alone (security test)", async () => {
    const { keys: published } = await servedTrust(t.app, issuer);
    const served = await signStatusList(t.context.database.db, t.context.signingKeys, issuer, 'revocation', HOUR);
    expect(await readStatusList(served, { keys: published, issuer, purpose: 'revocation' })).not.toBeNull();
    const programmeKeys = await t.context.signingKeys.forProgramme(SLUG);
    const forged = await signStatusList(t.context.database.db, programmeKeys, issuer, 'revocation', HOUR);
    expect(await readStatusList(forged, { keys: published, issuer, purpose: 'revocation' })).toBeNull();
  });

  it("issues the second programme's credential document as did:web:<host>:p:<slug> under its name, verified through /p/<slug>/did.json", async () => {
    const signed = await document(theirs);
    const { kid } = header(programmeCard);
    expect(signed.issuer).toEqual({ id: programmeDid, name: NAME.en });
    expect(signed.proof.verificationMethod).toBe(`${programmeDid}#${kid}`);
    requested.length = 0;
    expect(await verifiedDocument(signed)).toEqual({ valid: true, failed: [], fatal: [] });
    expect(requested).toContain(`${issuer}/p/${SLUG}/did.json`);
    // The default programme's document is as before: the registry's DID and name.
    const own = await document(ours);
    expect(own.issuer).toEqual({ id: did, name: 'Service Dog Registry' });
    expect(own.proof.verificationMethod).toBe(`${did}#${t.context.signingKeys.kid}`);
    expect(await verifiedDocument(own)).toMatchObject({ valid: true });
  });

  it('tells the owner link which programme signs the card it prints and whom to ask, and nothing new for the default programme', async () => {
    const view = async (dog: MadeRegistration) =>
      (await t.app.inject({ url: `/api/dogs/${dog.id}?key=${dog.ownerToken}` })).json<Record<string, unknown>>();
    // Its own phone and hours; the email it left unset is the registry's.
    expect(await view(theirs)).toMatchObject({
      view: 'full',
      signingProgramme: {
        slug: SLUG,
        name: NAME,
        contactPhone: '(555) 010-7788',
        contactEmail: t.context.config.contactEmail,
        hours: { en: 'Mondays 10 to 2', es: 'Mondays 10 to 2' },
      },
    });
    expect(await view(ours)).not.toHaveProperty('signingProgramme');
    // A visitor's view names no programme.
    expect((await t.app.inject(`/api/dogs/${theirs.id}`)).json()).not.toHaveProperty('signingProgramme');
  });

  it("serves each programme's DID document with its own keys only", async () => {
    const { kid } = header(programmeCard);
    const theirDocument = await t.app.inject(`/p/${SLUG}/did.json`);
    expect(theirDocument.statusCode).toBe(200);
    expect(theirDocument.headers['access-control-allow-origin']).toBe('*');
    expect(theirDocument.json()).toMatchObject({ id: programmeDid, assertionMethod: [`${programmeDid}#${kid}`] });
    const ourDocument = (await t.app.inject(DID_DOCUMENT_PATH)).json<{ assertionMethod: string[] }>();
    expect(ourDocument.assertionMethod).toEqual([`${did}#${t.context.signingKeys.kid}`]);
    expect((await t.app.inject('/p/default/did.json')).statusCode).toBe(404);
    expect((await t.app.inject('/p/no-such-programme/did.json')).statusCode).toBe(404);
  });

  it('makes a programme one first key, however many instances sharing the file ask at once', async () => {
    await createProgramme(t.context.database, t.context.config, {
      slug: 'river-bend',
      name: 'River Bend',
      prefix: 'RB',
    });
    const other = await openSigningKeys(t.context.config);
    try {
      const signers = await Promise.all([
        t.context.signingKeys.forProgramme('river-bend'),
        t.context.signingKeys.forProgramme('river-bend'),
        other.forProgramme('river-bend'),
      ]);
      expect(new Set(signers.map((signer) => signer.kid)).size).toBe(1);
    } finally {
      other.close();
    }
    await t.context.signingKeys.reload();
  });

  it("rotates one programme's key and leaves the other's key and cards alone", async () => {
    const before = header(programmeCard).kid;
    const defaultKid = t.context.signingKeys.kid;
    const rotated = await keys(['rotate'], { programme: SLUG });
    expect(rotated.code).toBe(0);
    expect(rotated.lines[0]).toContain(`of programme ${SLUG}`);
    await t.context.signingKeys.reload();
    const renewed = (await credentialOf(t.context, theirs.id, issuer))!;
    expect(header(renewed).kid).not.toBe(before);
    expect(t.context.signingKeys.kid).toBe(defaultKid);
    expect(await credentialOf(t.context, ours.id, issuer)).toBe(defaultCard);
    expect(await verify(programmeCard)).toMatchObject({ verdict: 'valid' });
    expect(await verify(renewed)).toMatchObject({ verdict: 'valid', programme: { slug: SLUG } });

    // And the default programme's rotation leaves the programme's key alone.
    expect((await keys(['rotate'])).code).toBe(0);
    await t.context.signingKeys.reload();
    expect(t.context.signingKeys.kid).not.toBe(defaultKid);
    expect(await credentialOf(t.context, theirs.id, issuer)).toBe(renewed);
    expect(await verify(defaultCard)).toMatchObject({ verdict: 'valid' });

    const listed = (await keys(['list'])).lines.join('\n');
    expect(listed).toContain('Signing keys of the default programme');
    expect(listed).toContain(`Signing keys of programme ${SLUG}`);
    expect(listed).toContain(`${before}  created`);
    expect((await keys(['list'], { programme: 'nowhere' })).code).toBe(2);
  });

  it("retires a programme's compromised key with --programme, re-issuing that programme's cards only", async () => {
    const stolen = header(programmeCard).kid;
    const ourCard = (await credentialOf(t.context, ours.id, issuer))!;
    const compromisedSince = new Date(Date.now() - 60_000).toISOString();
    const unnamed = await keys(['retire', stolen], { compromisedSince });
    expect(unnamed.code).toBe(1);
    const retired = await keys(['retire', stolen], { programme: SLUG, compromisedSince });
    expect(retired.code).toBe(0);
    expect(retired.lines.join('\n')).toContain(`Re-issued 1 of programme ${SLUG} card`);
    await t.context.signingKeys.reload();
    expect(await verify(programmeCard)).toEqual({ verdict: 'not_issued', reason: 'key' });
    const reissued = (await credentialOf(t.context, theirs.id, issuer))!;
    expect(await verify(reissued)).toMatchObject({
      verdict: 'valid',
      claims: { iss: `${issuer}/p/${SLUG}` },
      programme: { slug: SLUG },
    });
    // The default programme's card was not re-issued: the same card, the same bytes.
    expect(await credentialOf(t.context, ours.id, issuer)).toBe(ourCard);
  });
});
