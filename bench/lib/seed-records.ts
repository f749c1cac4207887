/**
 * A realistic data set written straight into a fresh database: faker names and addresses, every
 * status (and expired records), registrations spread over three years, photos shared from a few
 * real images stored through the app's own pipeline. Deterministic for a given size. Each record in
 * force gets its card as the app issues one (server/src/lifecycle/cards.ts), many to a transaction:
 * left to the first start's backfill, one transaction and disk sync per card, 100,000 records took that
 * start about 300 s.
 */
import { faker } from '@faker-js/faker';
import { SERVICE_TYPES } from '../../common/constants';
import { formatRegistryNumber } from '../../common/registry-number';
import { seedStaff } from '../../support/staff-sign-in';
import type { Database } from '../../server/src/db/database';
import { findRegistrationById } from '../../server/src/lifecycle/registration-repository';
import { settleCards } from '../../server/src/lifecycle/cards';
import { processPhoto } from '../../server/src/files/photo';
import { newPhotoKeys } from '../../server/src/files/storage-keys';
import { sha256 } from '../../server/src/lib/tokens';
import type { Storage } from '../../server/src/files/storage';
import { samplePhoto } from '../sample-images';

export const BENCH_TRAINER = 'BENCH-TRAINER-1';
export const BENCH_ADMIN = {
  email: 'bench-admin@example.org',
  password: 'bench-password-long-enough',
  totpSecret: 'MJSW4Y3IEBQWI3LJNYQGG33EMVZSA2LTEBWG63TH',
};
const BATCH = 500;
const DAY_MS = 86_400_000;

export interface SeededSet {
  ids: string[];
  paymentCodes: string[];
  /** Search terms taken from the data: a surname that occurs, and three letters of a dog's name. */
  sampleSurname: string;
  sampleFragment: string;
}

/** Record i's id: fixed, so the load generator can ask for random existing records. */
export function benchDogId(i: number): string {
  return `bench${i.toString(36).padStart(10, '0')}`;
}

async function storeSamplePhotos(storage: Storage): Promise<{ photo: string; thumbnail: string }[]> {
  const keys = [];
  for (const hue of [25, 200, 320]) {
    const processed = await processPhoto('dogPhoto', [await samplePhoto(hue)]);
    const stored = newPhotoKeys();
    await storage.put(stored.photo, processed.photo);
    await storage.put(stored.thumbnail, processed.thumbnail);
    keys.push(stored);
  }
  return keys;
}

function statusFor(i: number): 'pending' | 'active' | 'revoked' {
  const roll = i % 20;
  return roll < 3 ? 'pending' : roll < 5 ? 'revoked' : 'active';
}

/** Cards for these records in force, in one transaction, through the app's own card rules. */
async function issueCards(db: Database['db'], ids: string[], at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const id of ids) {
      const row = await findRegistrationById(trx, id);
      if (row) await settleCards(trx, id, row, at, { backfill: true });
    }
  });
}

export async function seedRecords(
  { db }: Database,
  storage: Storage,
  records: number,
  paymentCodes: number,
): Promise<SeededSet> {
  faker.seed(records);
  const photos = await storeSamplePhotos(storage);
  const now = Date.now();
  const at = new Date(now).toISOString();
  await db
    .insertInto('trainers')
    .values({
      license_number: BENCH_TRAINER,
      name: 'Bench Trainer',
      organization: 'Bench Dogs',
      credential_id: 'BENCH-CRED',
      status: 'active',
      certified_on: '2024-01-01',
      expires_on: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await seedStaff(db, BENCH_ADMIN);

  const ids: string[] = [];
  let sampleSurname = '';
  let sampleFragment = '';
  const span = 3 * 365 * DAY_MS;
  for (let offset = 0; offset < records; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, records - offset) }, (_, j) => {
      const i = offset + j;
      const registered = now - span + Math.floor((span * i) / records);
      // One record in twenty-five has run out (a registration lasts FEE_YEARS; these were shortened).
      const expires = i % 25 === 0 ? registered + 365 * DAY_MS : registered + 10 * 365 * DAY_MS;
      const type = faker.helpers.arrayElement(SERVICE_TYPES);
      const photo = photos[i % photos.length];
      const [dogName, lastName] = [faker.animal.petName(), faker.person.lastName()];
      if (i === Math.floor(records / 2)) sampleSurname = lastName;
      if (i === 7) sampleFragment = dogName.slice(0, 3).toLowerCase();
      ids.push(benchDogId(i));
      return {
        id: benchDogId(i),
        registry_number: formatRegistryNumber('SDR-', i + 1),
        registry_seq: i + 1,
        dog_name: dogName,
        dog_breed: faker.animal.dog(),
        dog_age: `${faker.number.int({ min: 1, max: 14 })} years`,
        service_type: type,
        service_type_other: type.startsWith('Other') ? faker.word.words(2) : null,
        microchip_number: i % 3 === 0 ? faker.string.numeric(15) : null,
        photo_key: photo?.photo ?? null,
        thumbnail_key: photo?.thumbnail ?? null,
        certification_key: null,
        certification_mime: null,
        owner_name: `${faker.person.firstName()} ${lastName}`,
        owner_address: `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.state({ abbreviated: true })} ${faker.location.zipCode()}`,
        owner_phone: faker.phone.number({ style: 'national' }),
        owner_email: faker.internet.email().toLowerCase(),
        trainer_license_number: BENCH_TRAINER,
        payment_code: null,
        status: statusFor(i),
        registration_date: new Date(registered).toISOString(),
        last_updated: new Date(registered).toISOString(),
        expires_at: new Date(expires).toISOString(),
        owner_token_hash: sha256(`owner-${i}`),
      };
    });
    await db.insertInto('service_dogs').values(rows).execute();
    await issueCards(
      db,
      rows.filter((row) => row.status === 'active').map((row) => row.id),
      at,
    );
  }
  await db.updateTable('status_list_space').set({ backfill_pending: 0 }).execute();

  const codes = Array.from({ length: paymentCodes }, (_, i) => `BENCH-${String(i).padStart(6, '0')}`);
  for (let offset = 0; offset < codes.length; offset += BATCH) {
    await db
      .insertInto('payment_codes')
      .values(codes.slice(offset, offset + BATCH).map((code) => ({ code, note: 'benchmark', created_at: at })))
      .execute();
  }
  return { ids, paymentCodes: codes, sampleSurname, sampleFragment };
}
