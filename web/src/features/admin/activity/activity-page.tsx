import { useState } from 'react';
import { Link } from 'react-router';
import { RECORD_REMOVING_ACTIONS } from '#common/activity-actions';
import type { ActivityEntry } from '#common/api';
import { DataTable } from '../../../components/data-table';
import { PaginationNav } from '../../../components/pagination-nav';
import { useDocumentTitle } from '../../../components/use-document-title';
import { paths } from '../../../lib/paths';
import { useActivity } from '../api/get-activity';
import { describeActivity } from './describe-activity';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The record still exists, so its number can link to its card. */
function linksToRecord(entry: ActivityEntry): entry is ActivityEntry & { dogId: string; registryNumber: string } {
  return Boolean(entry.dogId && entry.registryNumber) && !RECORD_REMOVING_ACTIONS.includes(entry.action);
}

/** The sentence; when a long value had to be cut, the whole sentence opens below it (by mouse, touch or keyboard). */
function WhatHappened({ entry }: { entry: ActivityEntry }) {
  const short = describeActivity(entry);
  const full = describeActivity(entry, Infinity);
  if (short === full) return <>{short}</>;
  return (
    <>
      <span title={full}>{short}</span>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-brand-800 underline">Show in full</summary>
        <p className="mt-1 break-words">{full}</p>
      </details>
    </>
  );
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
            headers={['When', 'Who', 'What happened', 'Record']}
            minWidth="min-w-[44rem]"
          >
            {activity.data.items.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-200">
                <td className="px-3 py-2 whitespace-nowrap">{WHEN.format(new Date(entry.at))}</td>
                <td className="px-3 py-2 break-all">{entry.actor}</td>
                <td className="px-3 py-2">
                  <WhatHappened entry={entry} />
                </td>
                <td className="px-3 py-2">
                  {linksToRecord(entry) ? (
                    <Link to={paths.card(entry.dogId)} className="text-brand-800 underline">
                      {entry.registryNumber}
                    </Link>
                  ) : (
                    (entry.registryNumber ?? '—')
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
          <PaginationNav page={page} pageSize={activity.data.pageSize} total={activity.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
