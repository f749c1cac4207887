import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ActivityEntry } from '#common/api';
import { useDocumentTitle } from '../../../components/use-document-title';
import { paths } from '../../../lib/paths';
import { DataTable } from '../../../components/data-table';
import { PaginationNav } from '../dashboard/pagination-nav';
import { adminKeys, listActivity } from '../admin-api';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const ACTIONS: Record<string, string> = {
  'registration.created': 'Registered',
  'registration.approved': 'Approved',
  'registration.denied': 'Denied',
  'registration.edited': 'Edited',
  'registration.status_changed': 'Changed status',
  'registration.deleted': 'Deleted',
  'registrations.exported': 'Exported CSV',
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in',
  'admin.created': 'Admin created',
  'admin.password_reset': 'Password reset',
  'trainer.created': 'Added trainer',
  'trainer.updated': 'Updated trainer',
  'payment_codes.generated': 'Generated payment codes',
  'payment_code.voided': 'Voided payment code',
  'sample_data.removed': 'Removed sample data',
};

function describe(entry: ActivityEntry): string {
  const d = entry.details ?? {};
  if (Array.isArray(d.fields)) return `Fields: ${d.fields.join(', ')}`;
  if (typeof d.from === 'string') return `${d.from} → ${String(d.to)}`;
  if (typeof d.licenseNumber === 'string')
    return `License ${d.licenseNumber}${typeof d.status === 'string' ? ` (${d.status})` : ''}`;
  if (typeof d.count === 'number')
    return `${d.count} code${d.count === 1 ? '' : 's'}${d.note ? ` — ${String(d.note)}` : ''}`;
  if (typeof d.code === 'string') return d.code;
  if (typeof d.dogName === 'string') return d.dogName;
  return '';
}

export function ActivityPage() {
  useDocumentTitle('Activity Log');
  const [page, setPage] = useState(1);
  const activity = useQuery({
    queryKey: adminKeys.activity(page),
    queryFn: () => listActivity(page),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">Activity Log</h1>
      {activity.data && (
        <>
          <DataTable
            caption="Who did what, newest first"
            headers={['When', 'Who', 'What', 'Record', 'Details']}
            minWidth="min-w-[44rem]"
          >
            {activity.data.items.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-200">
                <td className="px-3 py-2 whitespace-nowrap">{WHEN.format(new Date(entry.at))}</td>
                <td className="px-3 py-2 break-all">{entry.actor}</td>
                <td className="px-3 py-2">{ACTIONS[entry.action] ?? entry.action}</td>
                <td className="px-3 py-2">
                  {entry.dogId &&
                  entry.registryNumber &&
                  !['registration.denied', 'registration.deleted'].includes(entry.action) ? (
                    <Link to={paths.card(entry.dogId)} className="text-brand-800 underline">
                      {entry.registryNumber}
                    </Link>
                  ) : (
                    (entry.registryNumber ?? '—')
                  )}
                </td>
                <td className="px-3 py-2">{describe(entry)}</td>
              </tr>
            ))}
          </DataTable>
          <PaginationNav page={page} pageSize={activity.data.pageSize} total={activity.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
