/** The refusal report as CSV (csv-stringify, as the records export): a withheld count says so in words. */
import type { RefusalReport } from '#common/api';

/** The CSV library loads with the first report downloaded, not with the server. */
export async function refusalReportCsv(report: RefusalReport): Promise<string> {
  const { stringify } = await import('csv-stringify/sync');
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
