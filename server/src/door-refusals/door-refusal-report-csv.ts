/** The refusal report as CSV (csv-stringify, as the records export): a withheld count says so in words. */
import { stringify } from 'csv-stringify/sync';
import type { RefusalReport } from '#common/api';

export function refusalReportCsv(report: RefusalReport): string {
  const count = (value: number | null) => (value === null ? `fewer than ${report.privacyFloor}` : String(value));
  const share = (value: number | null) => (value === null ? '' : `${value}%`);
  return stringify([
    ['month', 'place kind', 'refusals', 'complaints drafted', 'share drafted'],
    ...report.rows.map((row) => [
      row.month,
      row.placeKind,
      count(row.refusals),
      count(row.complaints),
      share(row.complaintShare),
    ]),
    ['all', 'all', count(report.total), count(report.complaints), share(report.complaintShare)],
  ]);
}
