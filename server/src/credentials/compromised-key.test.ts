/**
 * A key marked compromised vouches for nothing (docs/decisions/040-a-compromised-key-vouches-for-nothing.md):
 * whatever a thief signs with it, for any number and with any `iat`, is not issued by this registry, and
 * marking it re-issues every card in force it may have signed, under the current key, and tells each handler.
 */
import { createPrivateKey, randomInt, sign } from 'node:crypto';
import fs from 'node:fs';
import { CompactSign } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_TYP, CREDENTIAL_ALG, STATUS_LIST_MIN_BITS, type CardClaims } from '#common/credential';
import { readStatusList } from '#common/status-list';
import { encodeCardCode, openCardCode } from '#common/card-code';
import { currentCard } from '../lifecycle/card-repository';
import { findRegistrationById } from '../lifecycle/registration-repository';
import { deleteRegistration } from '../lifecycle/registration-change';
import { inTransaction } from '../db/transaction';
import { credentialOf, verifyServed } from '../test/card-checks';
import { makeRegistration, type MadeRegistration } from '../test/registration-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDialects } from '../test/test-databases';
import { runKeysCommand } from './keys-command';
import { signingKeyFile } from './signing-keys';

const ISSUER = 'https://registry.example.org';
const HOUR = 3_600_000;

interface StolenKey {
  kid: string;
  privateJwk: Record<string, string>;
}

/** What a thief signs with a key from an old copy of signing-keys.json: any claims, the key's own header. */
function forge(key: StolenKey, claims: CardClaims, typ = CARD_TYP): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: CREDENTIAL_ALG, typ, kid: key.kid })
    .sign(createPrivateKey({ key: key.privateJwk, format: 'jwk' }));
}

/** The same, in the compact form cards now carry (decision 050). */
function forgeCode(key: StolenKey, { iss: _iss, ...claims }: CardClaims): string {
  const privateKey = createPrivateKey({ key: key.privateJwk, format: 'jwk' });
  return encodeCardCode(claims, key.kid, (data) => new Uint8Array(sign(null, data, privateKey)));
}

const seconds = (ms: number) => Math.floor(ms / 1000);

describe.each(testDialects)('a key marked compromised on %s', (dialect) => {
  let t: TestApp;
  let stolen: StolenKey;
  let english: MadeRegistration;
  let spanish: MadeRegistration;
  let suspended: MadeRegistration;
  let deleted: MadeRegistration;
  let printedBefore: string;
  let keyCreatedAt: number;
  let compromisedSince: string;
  let output: string[];

  const verify = (token: string) => verifyServed(t.app, ISSUER, token);
  const claimsFor = (registryNumber: string, iat: number): CardClaims => ({
    iss: ISSUER,
    sub: registryNumber,
    iat,
    exp: seconds(Date.parse('2031-01-01T00:00:00Z')),
    n: 'Bandit',
    b: 'Labrador',
    h: 'Sam T.',
    r: 1,
    // An index inside the lists that the registry (almost surely) never drew: no list says anything about it.
    sl: randomInt(1_000, STATUS_LIST_MIN_BITS),
  });
  const emailsTo = (dogId: string) =>
    t.context.database.db
      .selectFrom('outbox')
      .select(['kind', 'subject', 'text_body', 'html_body'])
      .where('dog_id', '=', dogId)
      .where('kind', '=', 'registration.card_reissued')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: `${ISSUER}/` });
    english = await makeRegistration(t.context, { status: 'active', dogName: 'Scout' });
    spanish = await makeRegistration(t.context, { status: 'active', dogName: 'Luna', language: 'es' });
    suspended = await makeRegistration(t.context, { status: 'suspended' });
    deleted = await makeRegistration(t.context, { status: 'active' });
    printedBefore = (await credentialOf(t.context, english.id, ISSUER))!;
    await inTransaction(t.context.database, async (tx) => {
      const row = (await findRegistrationById(tx.db, deleted.id))!;
      await deleteRegistration(tx, row, { by: { actorLabel: 'test' } }, new Date().toISOString());
    });

    // The thief's copy of the key file, taken while the first key signed.
    const copy = JSON.parse(fs.readFileSync(signingKeyFile(t.context.config), 'utf8')) as {
      keys: { kid: string; createdAt: string; privateJwk: Record<string, string> }[];
    };
    const [first] = copy.keys;
    stolen = { kid: first!.kid, privateJwk: first!.privateJwk };
    keyCreatedAt = Date.parse(first!.createdAt);

    // What the operator does on learning of it: rotate, then retire the old key as compromised.
    output = [];
    const log = (line: string) => output.push(line);
    expect(await runKeysCommand('rotate', [], {}, t.context.config, log)).toBe(0);
    compromisedSince = new Date(Date.now() - 60_000).toISOString();
    expect(await runKeysCommand('retire', [stolen.kid], { compromisedSince }, t.context.config, log)).toBe(0);
    await t.context.signingKeys.reload();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a card it signed for an existing number, a deleted one or one never issued, whatever its iat (security test)', async () => {
    // Back-dated before the compromise, before the key was even made, and now.
    const iats = [seconds(Date.parse(compromisedSince)) - 3600, seconds(keyCreatedAt - HOUR), seconds(Date.now())];
    const numbers = [english.registryNumber, deleted.registryNumber, 'SDR-999999'];
    for (const number of numbers)
      for (const iat of iats)
        for (const token of [await forge(stolen, claimsFor(number, iat)), forgeCode(stolen, claimsFor(number, iat))])
          expect(await verify(token), `${number} at ${iat}`).toEqual({ verdict: 'not_issued', reason: 'key' });
  });

  it('refuses a status list it signed, whatever its date', async () => {
    const keys = (await t.app.inject('/.well-known/jwks.json')).json();
    const list = await forge(
      stolen,
      {
        '@context': ['https://www.w3.org/ns/credentials/v2'],
        type: ['VerifiableCredential', 'BitstringStatusListCredential'],
        id: `${ISSUER}/credentials/status/revocation`,
        issuer: ISSUER,
        validFrom: new Date(keyCreatedAt - HOUR).toISOString(),
        validUntil: new Date(Date.now() + 24 * HOUR).toISOString(),
        credentialSubject: {
          id: `${ISSUER}/credentials/status/revocation#list`,
          type: 'BitstringStatusList',
          statusPurpose: 'revocation',
          encodedList: 'uH4sIAAAAAAAAA-3BMQEAAADCoPVPbQwfoAAAAAAAAAAAAAAAAAAAAIC3AYbSVKsAQAAA',
        },
      } as unknown as CardClaims,
      'vc+jwt',
    );
    expect(await readStatusList(list, { keys, issuer: ISSUER, purpose: 'revocation' })).toBeNull();
  });

  it('re-issued every card in force under the current key: the card printed before no longer verifies, the new one does', async () => {
    expect(await verify(printedBefore)).toEqual({ verdict: 'not_issued', reason: 'key' });
    for (const made of [english, spanish]) {
      const card = (await currentCard(t.context.database.db, made.id))!;
      expect(card.revision).toBe(2);
      const token = (await credentialOf(t.context, made.id, ISSUER))!;
      expect(openCardCode(token)!.kid).toBe(t.context.signingKeys.kid);
      expect(await verify(token)).toMatchObject({ verdict: 'valid', claims: { sub: made.registryNumber, r: 2 } });
    }
    expect((await currentCard(t.context.database.db, suspended.id))!.revision).toBe(2);
    expect(output.join('\n')).toContain('Re-issued 3 cards in force under key');
  });

  it("tells each handler, in the registration's language, what happened and how to print the new card", async () => {
    const [toEnglish] = await emailsTo(english.id);
    expect(toEnglish?.subject).toBe(`A new card for registration ${english.registryNumber}`);
    expect(toEnglish?.text_body).toContain('printed before today no longer verify');
    expect(toEnglish?.text_body).toContain('Not issued by this registry');
    expect(toEnglish?.text_body).toContain('owner link');
    expect(toEnglish?.text_body).toContain(`${ISSUER}/owner-link`);
    const [toSpanish] = await emailsTo(spanish.id);
    expect(toSpanish?.subject).toBe(`Una tarjeta nueva para el registro ${spanish.registryNumber}`);
    expect(toSpanish?.text_body).toContain('No emitida por este registro');
    expect(await emailsTo(deleted.id)).toEqual([]);
  });

  it('marking it again re-issues nothing more and sends nothing more', async () => {
    expect(await runKeysCommand('retire', [stolen.kid], { compromisedSince }, t.context.config, () => {})).toBe(0);
    expect((await currentCard(t.context.database.db, english.id))!.revision).toBe(2);
    expect(await emailsTo(english.id)).toHaveLength(1);
  });
});
