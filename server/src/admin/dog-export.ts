/**
 * The CSV export (SPEC §7): streamed in keyset-paged batches, so memory stays flat however many rows
 * match. csv-stringify quotes per RFC 4180 and neutralises cells a spreadsheet would run as a formula.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Database } from '../db/database';
import { displayStatus } from '../registrations/dog-presenter';
import { filterDogs, type DogFilter } from './dog-list-query';

const BATCH = 500;
export const CSV_COLUMNS = [
  'Registry Number',
  'Dog Name',
  'Dog Breed',
  'Dog Age',
  'Service Type',
  'Owner Name',
  'Owner Email',
  'Owner Phone',
  'Registration Date',
  'Status',
];

export function exportFileName(now = new Date()): string {
  return `service-dog-registry-${now.toISOString().slice(0, 10)}.csv`;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

async function* rows({ db, dialect }: Database, filter: DogFilter, prefix: string) {
  let after: { date: string; id: string } | null = null;
  for (;;) {
    let query = filterDogs(db.selectFrom('service_dogs'), filter, prefix, dialect);
    if (after) {
      const { date, id } = after;
      query = query.where((eb) =>
        eb.or([eb('registration_date', '<', date), eb.and([eb('registration_date', '=', date), eb('id', '<', id)])]),
      );
    }
    const batch = await query
      .select([
        'id',
        'registry_number',
        'dog_name',
        'dog_breed',
        'dog_age',
        'service_type',
        'service_type_other',
        'owner_name',
        'owner_email',
        'owner_phone',
        'registration_date',
        'status',
        'expires_at',
      ])
      .orderBy('registration_date', 'desc')
      .orderBy('id', 'desc')
      .limit(BATCH)
      .execute();
    for (const row of batch) {
      yield [
        row.registry_number,
        row.dog_name,
        row.dog_breed,
        row.dog_age,
        row.service_type_other ? `${row.service_type}: ${row.service_type_other}` : row.service_type,
        row.owner_name,
        row.owner_email,
        row.owner_phone,
        row.registration_date.slice(0, 10),
        capitalize(displayStatus(row)),
      ];
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return;
    after = { date: last.registration_date, id: last.id };
  }
}

export function exportDogsCsv(database: Database, filter: DogFilter, prefix: string): Readable {
  const csv = stringify({
    header: true,
    columns: CSV_COLUMNS,
    escape_formulas: true,
    record_delimiter: 'windows',
    bom: true,
  });
  const source = Readable.from(rows(database, filter, prefix));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
