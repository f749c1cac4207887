/**
 * The upgrade to cards as records (migration 0017, then the start's backfill): cards printed by the
 * earlier release, untyped, signed "EdDSA" with their registry sequence as status index, by a key file
 * of the earlier format. After the upgrade none of them verifies as Valid, each says what became of it,
 * and every registration in force has a new card that does.
 */
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CompactSign, calculateJwkThumbprint, type JWK } from 'jose';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_PURPOSES, verifyCardCredential, type StatusList } from '#common/credential';
import { readStatusList } from '#common/status-list';
import { currentCredential, signStatusList } from '../credentials/credential-service';
import { openSigningKeys, type SigningKeys } from '../credentials/signing-keys';
import { openDatabase, type Database } from '../db/database';
import { migrateTo, migrateToLatest } from '../db/migrate';
import { createTestDatabase, testDialects, type TestDatabaseLocation } from '../test/test-databases';
import { issueMissingCards } from './backfill';

const ISSUER = 'https://registry.example.org';
const at = '2026-01-01T00:00:00.000Z';

async function insertRegistration(database: Database, seq: number, status: string, cardIndex: number | null = null) {
  await sql`insert into service_dogs (id, registry_number, registry_seq, dog_name, dog_breed, dog_age, service_type,
    owner_name, owner_address, owner_phone, owner_email, trainer_license_number, payment_code, status,
    registration_date, last_updated, expires_at, owner_token_hash, show_service_type, card_index)
    values (${`dog-${seq}`}, ${`SDR-${seq}`}, ${seq}, ${`Dog ${seq}`}, 'Poodle', '3', 'Hearing Dog', 'Ada Lovelace',
    '1 Road', '555', 'ada@example.org', 'T-1', null, ${status}, ${at}, ${at}, '2036-01-01T00:00:00.000Z',
    'hash', 0, ${cardIndex})`.execute(database.db);
}

describe.each(testDialects)('the upgrade to cards as records on %s', (dialect) => {
  let location: TestDatabaseLocation;
  let database: Database;
  let keys: SigningKeys | null = null;

  afterEach(async () => {
    keys?.close();
    await database.db.destroy();
    await location.drop();
  });

  it('revokes or replaces every card printed before, and issues each registration in force a new one', async () => {
    location = await createTestDatabase(dialect);
    database = openDatabase({
      databaseUrl: location.databaseUrl,
      sqliteFile: `${location.dataDir}/registry.sqlite`,
      cacheBytes: 1024 * 1024,
    });
    await migrateTo(database, '0016-dog-search-table');
    await insertRegistration(database, 1, 'active');
    // Replaced its first card (index 2, taken from the counter) with index 7.
    await insertRegistration(database, 2, 'active', 7);
    await sql`insert into replaced_cards (status_index, dog_id, revision, replaced_at) values (2, 'dog-2', 1, ${at})`.execute(
      database.db,
    );
    await insertRegistration(database, 3, 'suspended');
    await insertRegistration(database, 5, 'pending');
    // Record 4 was deleted after its card was replaced by index 8: the old tombstone kept only its sequence.
    await sql`insert into retired_registrations (registry_seq, registry_number, dog_id, reason, retired_at)
      values (4, 'SDR-4', 'dog-4', 'deleted', ${at})`.execute(database.db);
    await sql`update registry_lock set last_sequence = 8`.execute(database.db);

    // The earlier release's key file and cards: no version, no typ, "EdDSA", the index a sequence.
    const { privateKey } = generateKeyPairSync('ed25519');
    const privateJwk = privateKey.export({ format: 'jwk' }) as JWK;
    const { d: _d, ...publicJwk } = privateJwk;
    const kid = (await calculateJwkThumbprint(publicJwk)).slice(0, 12);
    const keyFile = path.join(location.dataDir, 'signing-keys.json');
    fs.writeFileSync(keyFile, JSON.stringify({ keys: [{ kid, createdAt: at, privateJwk, publicJwk }] }), {
      mode: 0o600,
    });
    const legacyCard = (sub: string, sl: number) =>
      new CompactSign(
        new TextEncoder().encode(
          JSON.stringify({
            iss: ISSUER,
            sub,
            iat: Date.parse(at) / 1000,
            exp: 2082758400,
            n: 'Dog',
            b: 'Poodle',
            h: 'Ada L.',
            r: 1,
            sl,
          }),
        ),
      )
        .setProtectedHeader({ alg: 'EdDSA', kid })
        .sign(privateKey);
    const printed = {
      current: await legacyCard('SDR-1', 1),
      replacedEarlier: await legacyCard('SDR-2', 2),
      replacement: await legacyCard('SDR-2', 7),
      suspended: await legacyCard('SDR-3', 3),
      deletedReplacement: await legacyCard('SDR-4', 8),
    };

    expect(await migrateToLatest(database)).toContain('0017-cards');
    expect(await issueMissingCards(database)).toBe(3);
    expect(await issueMissingCards(database)).toBe(0);
    keys = await openSigningKeys({ dataDir: location.dataDir, signingKeyFile: null });

    const jwks = keys.jwks;
    const lists = await Promise.all(
      STATUS_PURPOSES.map(async (purpose) =>
        readStatusList(await signStatusList(database.db, keys!, ISSUER, purpose, 86_400_000), {
          keys: jwks,
          issuer: ISSUER,
          purpose,
        }),
      ),
    );
    const context = { keys: jwks, issuer: ISSUER, statusLists: lists.filter((l): l is StatusList => l !== null) };
    expect(context.statusLists).toHaveLength(3);
    const verdict = async (token: string) => (await verifyCardCredential(token, context)).verdict;
    expect(await verdict(printed.current)).toBe('superseded');
    expect(await verdict(printed.replacedEarlier)).toBe('superseded');
    expect(await verdict(printed.replacement)).toBe('superseded');
    expect(await verdict(printed.suspended)).toBe('superseded');
    expect(await verdict(printed.deletedReplacement)).toBe('revoked');

    // The new cards: Valid for the active records, Suspended for the suspended one, none for the pending one.
    for (const id of ['dog-1', 'dog-2']) {
      const token = (await currentCredential(database.db, keys, id, ISSUER))!;
      expect(await verdict(token)).toBe('valid');
    }
    expect(await currentCredential(database.db, keys, 'dog-3', ISSUER)).toBeNull();
    const suspendedCard = await database.db
      .selectFrom('cards')
      .select('status_index')
      .where('dog_id', '=', 'dog-3')
      .where('ended_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(suspendedCard.status_index).toBeGreaterThan(8);
    expect(await currentCredential(database.db, keys, 'dog-5', ISSUER)).toBeNull();
  });
});
