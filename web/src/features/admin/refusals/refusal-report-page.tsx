import { buttonClass } from '../../../components/button';
import { DataTable } from '../../../components/data-table';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useArea } from '../../../i18n/language-context';
import { useT } from '../../../i18n/use-t';
import { REFUSAL_REPORT_CSV, useRefusalReport } from '../api/get-refusal-report';

/**
 * The programme's refusals as its handlers logged them (docs/decisions/048-refusal-log.md): counts by
 * month and kind of place, and the share that became complaints. Every count under 10 is withheld by
 * the server and reads "fewer than 10"; no name, place or note reaches staff.
 */
export function RefusalReportPage() {
  const t = useT();
  useDocumentTitle(t('admin.refusalReport.title'));
  // The kinds of place are named in the owner tools' words, as the handler chose them.
  const placeWords = useArea('owner');
  const report = useRefusalReport();
  if (!placeWords || report.isPending) return <PageSkeleton label={t('site.loading')} />;
  const data = report.data;
  const floor = data?.privacyFloor ?? 10;
  const count = (value: number | null) => (value === null ? t('admin.refusalReport.fewer', { floor }) : value);
  const share = (value: number | null) => (value === null ? '—' : `${value}%`);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('admin.refusalReport.title')}</h1>
        <a href={REFUSAL_REPORT_CSV} download className={buttonClass('secondary')}>
          {t('admin.refusalReport.export')}
        </a>
      </div>
      <p>{t('admin.refusalReport.intro', { floor })}</p>
      {report.isError && (
        <p role="alert" className="font-semibold text-red-800">
          {t('admin.refusalReport.failed')}
        </p>
      )}
      {data && data.rows.length === 0 && <p>{t('admin.refusalReport.none')}</p>}
      {data && data.rows.length > 0 && (
        <DataTable
          caption={t('admin.refusalReport.caption')}
          headers={[
            t('admin.refusalReport.month'),
            t('admin.refusalReport.placeKind'),
            t('admin.refusalReport.refusals'),
            t('admin.refusalReport.complaints'),
            t('admin.refusalReport.share'),
          ]}
          minWidth="min-w-[36rem]"
        >
          {data.rows.map((row) => (
            <tr key={`${row.month}-${row.placeKind}`} className="border-t border-slate-200">
              <td className="px-3 py-2 font-mono">{row.month}</td>
              <td className="px-3 py-2">{t(`refusals.place.${row.placeKind}`)}</td>
              <td className="px-3 py-2">{count(row.refusals)}</td>
              <td className="px-3 py-2">{count(row.complaints)}</td>
              <td className="px-3 py-2">{share(row.complaintShare)}</td>
            </tr>
          ))}
          <tr className="border-t-2 border-slate-400 font-semibold">
            <td className="px-3 py-2" colSpan={2}>
              {t('admin.refusalReport.total')}
            </td>
            <td className="px-3 py-2">{count(data.total)}</td>
            <td className="px-3 py-2">{count(data.complaints)}</td>
            <td className="px-3 py-2">{share(data.complaintShare)}</td>
          </tr>
        </DataTable>
      )}
    </div>
  );
}
