import { useState } from 'react';
import { Link } from 'react-router';
import { ACTIVITY_ACTORS } from '#common/activity-actions';
import type { ActivityEntry } from '#common/api';
import type { StaffMessageId } from '#common/i18n/staff-messages-en';
import { DataTable } from '../../../components/data-table';
import { PaginationNav } from '../../../components/pagination-nav';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFormat } from '../../../i18n/use-format';
import { useT } from '../../../i18n/use-t';
import { paths } from '../../../lib/paths';
import { useActivity } from '../api/get-activity';
import { describeActivity, linksToRecord } from './describe-activity';

/** The log's names for the public and the owner tools, in the reader's language; a staff member's email as it is. */
const ACTOR_WORDS = new Map<string, StaffMessageId>([
  [ACTIVITY_ACTORS.public, 'admin.activity.actor.public'],
  [ACTIVITY_ACTORS.ownerLink, 'admin.activity.actor.ownerLink'],
  [ACTIVITY_ACTORS.ownerLinkRequest, 'admin.activity.actor.ownerLinkRequest'],
  [ACTIVITY_ACTORS.unknownAccount, 'admin.activity.actor.unknownAccount'],
  [ACTIVITY_ACTORS.emailChangeUndo, 'admin.activity.actor.emailChangeUndo'],
]);

/** The sentence; when a long value had to be cut, the whole sentence opens below it (by mouse, touch or keyboard). */
function WhatHappened({ entry }: { entry: ActivityEntry }) {
  const t = useT();
  const format = useFormat();
  const words = { t, date: format.date };
  const short = describeActivity(entry, words);
  const full = describeActivity(entry, words, Infinity);
  if (short === full) return <>{short}</>;
  return (
    <>
      <span title={full}>{short}</span>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-brand-800 underline">{t('admin.activity.showInFull')}</summary>
        <p className="mt-1 break-words">{full}</p>
      </details>
    </>
  );
}

export function ActivityPage() {
  const t = useT();
  const format = useFormat();
  const actorName = (actor: string) => {
    const id = ACTOR_WORDS.get(actor);
    return id ? t(id) : actor;
  };
  useDocumentTitle(t('admin.activity.title'));
  const [page, setPage] = useState(1);
  const activity = useActivity(page);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t('admin.activity.title')}</h1>
      {activity.data && (
        <>
          <DataTable
            caption={t('admin.activity.caption')}
            headers={[
              t('admin.activity.when'),
              t('admin.activity.who'),
              t('admin.activity.what'),
              t('admin.activity.record'),
            ]}
            minWidth="min-w-[60rem]"
          >
            {activity.data.items.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-200">
                <td className="px-3 py-2 whitespace-nowrap">{format.dateTime(entry.at)}</td>
                <td className="min-w-48 px-3 py-2 [overflow-wrap:anywhere]">{actorName(entry.actor)}</td>
                <td className="min-w-80 px-3 py-2">
                  <WhatHappened entry={entry} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
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
