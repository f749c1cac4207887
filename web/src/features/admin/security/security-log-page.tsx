import { useState } from 'react';
import { Link } from 'react-router';
import type { SecurityEventEntry } from '#common/api';
import { DataTable } from '../../../components/data-table';
import { PaginationNav } from '../../../components/pagination-nav';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormat } from '../../../i18n/use-format';
import { useT } from '../../../i18n/use-t';
import { paths } from '../../../lib/paths';
import { useSecurityEvents } from '../api/staff-security';

/** The security log, newest first: every sign-in attempt, factor, change and ended session; a repeated one once, with its count. */
export function SecurityLogPage() {
  const t = useT();
  const format = useFormat();
  useDocumentTitle(t('admin.securityLog.title'));
  const [page, setPage] = useState(1);
  const events = useSecurityEvents(page);
  const what = (entry: SecurityEventEntry) =>
    entry.factor
      ? `${t('admin.securityLog.event', { event: entry.event })} (${t('admin.securityLog.factor', { factor: entry.factor })})`
      : t('admin.securityLog.event', { event: entry.event });
  return (
    <div className="space-y-6">
      <Link to={paths.adminSecurity} className="text-brand-800 underline">
        {t('admin.securityLog.back')}
      </Link>
      <h1 className="text-3xl font-bold">{t('admin.securityLog.title')}</h1>
      {events.data && (
        <>
          <DataTable
            caption={t('admin.securityLog.caption')}
            headers={[
              t('admin.securityLog.when'),
              t('admin.securityLog.who'),
              t('admin.securityLog.what'),
              t('admin.securityLog.result'),
              t('admin.securityLog.origin'),
            ]}
            minWidth="min-w-[52rem]"
          >
            {events.data.items.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2 whitespace-nowrap">{format.dateTime(entry.at)}</td>
                <td className="px-3 py-2 break-all">{entry.email ?? t('admin.securityLog.unknownAccount')}</td>
                <td className="px-3 py-2">
                  {what(entry)}
                  {entry.count > 1 && (
                    <span className="block text-slate-700">
                      {t('admin.securityLog.repeated', { count: entry.count, last: format.dateTime(entry.lastAt) })}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">{t('admin.securityLog.resultName', { result: entry.result })}</td>
                <td className="px-3 py-2 text-sm break-words">
                  {entry.ip}
                  {entry.userAgent && <span className="block text-slate-700">{entry.userAgent}</span>}
                </td>
              </tr>
            ))}
          </DataTable>
          <PaginationNav page={page} pageSize={events.data.pageSize} total={events.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
