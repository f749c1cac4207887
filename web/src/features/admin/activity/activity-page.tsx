import { useState } from 'react';
import { Link } from 'react-router';
import { ACTIVITY_ACTIONS, RECORD_REMOVING_ACTIONS, type ActivityAction } from '#common/activity-actions';
import type { ActivityEntry } from '#common/api';
import { DataTable } from '../../../components/data-table';
import { PaginationNav } from '../../../components/pagination-nav';
import { useDocumentTitle } from '../../../components/use-document-title';
import { paths } from '../../../lib/paths';
import { useActivity } from '../api/get-activity';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const ACTION_LABELS: Record<ActivityAction, string> = {
  [ACTIVITY_ACTIONS.registrationCreated]: 'Registered',
  [ACTIVITY_ACTIONS.registrationApproved]: 'Approved',
  [ACTIVITY_ACTIONS.registrationDenied]: 'Denied',
  [ACTIVITY_ACTIONS.registrationEdited]: 'Edited',
  [ACTIVITY_ACTIONS.registrationStatusChanged]: 'Changed status',
  [ACTIVITY_ACTIONS.registrationDeleted]: 'Deleted',
  [ACTIVITY_ACTIONS.registrationsExported]: 'Exported CSV',
  [ACTIVITY_ACTIONS.signedIn]: 'Signed in',
  [ACTIVITY_ACTIONS.signInFailed]: 'Failed sign-in',
  [ACTIVITY_ACTIONS.adminCreated]: 'Admin created',
  [ACTIVITY_ACTIONS.adminPasswordReset]: 'Password reset',
  [ACTIVITY_ACTIONS.trainerCreated]: 'Added trainer',
  [ACTIVITY_ACTIONS.trainerUpdated]: 'Updated trainer',
  [ACTIVITY_ACTIONS.paymentCodesGenerated]: 'Generated payment codes',
  [ACTIVITY_ACTIONS.paymentCodeVoided]: 'Voided payment code',
  [ACTIVITY_ACTIONS.sampleDataRemoved]: 'Removed sample data',
};

/** The record still exists, so its number can link to its card. */
function linksToRecord(entry: ActivityEntry): entry is ActivityEntry & { dogId: string; registryNumber: string } {
  return Boolean(entry.dogId && entry.registryNumber) && !RECORD_REMOVING_ACTIONS.includes(entry.action);
}

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
  const activity = useActivity(page);
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
                <td className="px-3 py-2">{ACTION_LABELS[entry.action] ?? entry.action}</td>
                <td className="px-3 py-2">
                  {linksToRecord(entry) ? (
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
