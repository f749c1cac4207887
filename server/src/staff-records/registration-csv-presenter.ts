/**
 * The CSV export's shape: its file name, columns and cells. csv-stringify quotes per RFC 4180 and
 * neutralises cells a spreadsheet would run as a formula.
 */
import { Readable } from 'node:stream';
import type { CsvRow } from '../lifecycle/registration-list-repository';
import { displayStatus } from '../public-record/registration-presenter';
import { serviceTypeWords } from '#common/service-type';

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

/** A status as one capitalised word or two ("Active", "In training"), stable for spreadsheets that filter on it. */
function statusCell(status: string): string {
  const words = status.replace('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function presentCsvRow(row: CsvRow): string[] {
  return [
    row.registry_number,
    row.dog_name,
    row.dog_breed,
    row.dog_age,
    serviceTypeWords(row.service_type, row.service_type_other),
    row.owner_name,
    row.owner_email,
    row.owner_phone,
    row.registration_date.slice(0, 10),
    statusCell(displayStatus(row)),
  ];
}

/**
 * The rows as a CSV stream (with a BOM and CRLF line ends, as spreadsheets expect). The CSV library loads
 * with the first export, not with the server.
 */
export async function presentCsv(rows: AsyncIterable<CsvRow>): Promise<Readable> {
  const { stringify } = await import('csv-stringify');
  const csv = stringify({
    header: true,
    columns: CSV_COLUMNS,
    escape_formulas: true,
    record_delimiter: 'windows',
    bom: true,
  });
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) yield presentCsvRow(row);
    })(),
  );
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
