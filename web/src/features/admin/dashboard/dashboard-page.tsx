import { useMutation } from '@tanstack/react-query';
import { useMailWording } from '../../../api/get-public-config';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { REGISTRATION_LIST_PAGE_SIZE, type RegistrationSortKey } from '#common/staff-schemas';
import type { StaffRegistrationListItem } from '#common/api';
import { MESSAGES } from '#common/messages';
import type { DenyRequest } from '#common/staff-schemas';
import { EXPIRING_WITHIN_DAYS, REGISTRATION_STATUSES } from '#common/constants';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/field';
import { PaginationNav } from '../../../components/pagination-nav';
import { Spinner } from '../../../components/spinner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMessageText, useT } from '../../../i18n/use-t';
import { isForbidden, needsFreshSecondFactor } from '../../../lib/api-client';
import { useConfirmIdentity } from '../../../components/second-factor/confirm-identity';
import { useDogs } from '../api/get-dogs';
import { useStats } from '../api/get-stats';
import { useRefreshAdminData } from '../api/refresh-admin-data';
import { approveRegistration, deleteDog, denyRegistration } from '../api/review-dog';
import { useDashboardNotice } from '../dashboard-notice';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DogActionHandlers } from './dog-actions';
import { DogCards } from './dog-cards';
import { DogTable } from './dog-table';
import { ExportButton } from './export-button';
import { SampleDataBanner } from './sample-data-banner';
import { StatusSummary } from './status-summary';
import { DenyDialog } from '../review/deny-dialog';
import { useDashboardQuery } from './use-dashboard-query';

export function DashboardPage() {
  const t = useT();
  const mail = useMailWording();
  const say = useMessageText();
  useDocumentTitle(t('admin.dashboard.title'));
  const [query, update] = useDashboardQuery();
  const dogs = useDogs(query);
  const stats = useStats();
  const [searchText, setSearchText] = useState(query.search);
  // An action that cannot be undone waits here for the confirmation dialog.
  const [confirming, setConfirming] = useState<{ kind: 'deny' | 'delete'; dog: StaffRegistrationListItem } | null>(
    null,
  );
  const notice = useDashboardNotice();
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  // Focus goes to what just happened: the row (and its buttons) may be gone, and the dialog that asked is.
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);
  // Shown once the live region is on the page (a tick after it mounts), so a screen reader announces it.
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setMessage({ kind: 'success', text: notice }));
    return () => clearTimeout(timer);
  }, [notice]);

  // Typing searches after a short pause; the URL (and so history) changes once per pause, not per key.
  useEffect(() => {
    if (searchText.trim() === query.search) return;
    const timer = setTimeout(() => update({ search: searchText.trim() }), 300);
    return () => clearTimeout(timer);
  });

  const refresh = useRefreshAdminData();
  const confirmIdentity = useConfirmIdentity();
  const action = useMutation({
    meta: { signedOutNotice: MESSAGES.signedOut },
    mutationFn: async ({
      kind,
      dog,
      deny,
    }: {
      kind: 'approve' | 'deny' | 'delete';
      dog: StaffRegistrationListItem;
      deny?: DenyRequest;
    }) => {
      if (kind === 'approve') await approveRegistration(dog.id);
      else if (kind === 'deny' && deny) await denyRegistration(dog.id, deny);
      else if (kind === 'delete') await confirmIdentity(() => deleteDog(dog.id));
      return { kind, dog };
    },
    onSuccess: ({ kind, dog }) => {
      setMessage({
        kind: 'success',
        text: t('admin.dashboard.done', {
          action: kind,
          mail,
          dogName: dog.dogName,
          registryNumber: dog.registryNumber,
        }),
      });
      setConfirming(null);
      return refresh();
    },
    onError: (error, { kind }) => {
      setConfirming(null);
      const reason = error instanceof Error ? say(error.message) : String(error);
      const text =
        isForbidden(error) && !needsFreshSecondFactor(error)
          ? t('messages.deletePermissionDenied')
          : t('admin.dashboard.failed', { action: kind === 'delete' ? 'delete' : 'update', reason });
      setMessage({ kind: 'error', text });
    },
  });

  const rowActions: DogActionHandlers = {
    busyId: action.isPending ? (action.variables?.dog.id ?? null) : null,
    onApprove: (dog) => action.mutate({ kind: 'approve', dog }),
    onDeny: (dog) => setConfirming({ kind: 'deny', dog }),
    onDelete: (dog) => setConfirming({ kind: 'delete', dog }),
  };
  const [refreshing, setRefreshing] = useState(false);
  const onRefresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    try {
      await refresh();
    } finally {
      setRefreshing(false);
    }
  };

  const onSort = (key: RegistrationSortKey) =>
    update({ sort: key, dir: query.sort === key && query.dir === 'asc' ? 'desc' : 'asc', page: query.page });
  const filtered = query.search !== '' || query.status !== 'all';
  // Typed but not yet asked, or asked and not yet answered: the rows shown are the last search's.
  const searching = dogs.isPlaceholderData || searchText.trim() !== query.search;

  return (
    <div className="space-y-3 sm:space-y-5">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('admin.dashboard.title')}</h1>
      {stats.data && (
        <SampleDataBanner sample={stats.data.sampleData} onRemoved={(text) => setMessage({ kind: 'success', text })} />
      )}
      {stats.data && (
        <StatusSummary stats={stats.data} current={query.status} onFilter={(status) => update({ status })} />
      )}
      <div aria-live="polite">
        {message && (
          <p
            ref={messageRef}
            tabIndex={-1}
            data-page-focus
            role={message.kind === 'error' ? 'alert' : 'status'}
            className={`rounded-md border-2 p-3 font-semibold ${message.kind === 'error' ? 'border-red-700 bg-red-50 text-red-900' : 'border-green-700 bg-green-50 text-green-900'}`}
          >
            {message.text}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:gap-3">
        <div className="w-full sm:w-auto sm:min-w-60 sm:flex-1">
          <label htmlFor="dashboard-search" className="mb-1 block font-semibold">
            {t('admin.dashboard.search')}
          </label>
          <input
            id="dashboard-search"
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={t('admin.dashboard.searchPlaceholder')}
            className={inputClass(false)}
          />
        </div>
        <div className="min-w-0 flex-1 sm:flex-none">
          <label htmlFor="dashboard-status" className="mb-1 block font-semibold">
            {t('admin.dashboard.status')}
          </label>
          <select
            id="dashboard-status"
            value={query.status}
            onChange={(event) => update({ status: event.target.value as typeof query.status })}
            className={inputClass(false)}
          >
            <option value="all">{t('admin.dashboard.allStatuses')}</option>
            {REGISTRATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statusName.${status}`)}
              </option>
            ))}
            <option value="expiring">{t('admin.summary.expiring', { days: EXPIRING_WITHIN_DAYS })}</option>
            <option value="expired">{t('admin.summary.expired')}</option>
          </select>
        </div>
        <Button variant="secondary" onClick={() => void onRefresh()} aria-disabled={refreshing || undefined}>
          {refreshing ? <Spinner /> : <RefreshCw aria-hidden="true" size={18} />}
          <span className="sr-only sm:not-sr-only">
            {refreshing ? t('admin.dashboard.refreshing') : t('admin.dashboard.refresh')}
          </span>
        </Button>
        <ExportButton
          search={query.search}
          status={query.status}
          onFailed={(text) => setMessage({ kind: 'error', text })}
        />
      </div>
      <p role="status" className={searching && dogs.data ? 'flex items-center gap-2 text-slate-700' : 'sr-only'}>
        {searching && dogs.data && (
          <>
            <Spinner />
            {t('admin.dashboard.searching')}
          </>
        )}
      </p>
      {dogs.isPending && <div className="h-64 animate-pulse rounded-lg bg-slate-200" aria-hidden="true" />}
      {dogs.isError && (
        <p role="alert" className="font-semibold text-red-800">
          {t('messages.genericError')}
        </p>
      )}
      <div
        aria-busy={searching || undefined}
        // Marked by a dashed frame, not by fading: faded text would fall below the contrast every text needs.
        className={`space-y-5 rounded-lg ${searching ? 'outline-2 outline-offset-4 outline-amber-600 outline-dashed' : ''}`}
      >
        {dogs.data && dogs.data.total === 0 && (
          <div className="rounded-lg border border-slate-300 bg-white p-8 text-center">
            <p className="text-lg font-semibold">
              {filtered ? t('messages.noRecordsMatch') : t('messages.noRecordsYet')}
            </p>
            {filtered && (
              <Button
                variant="secondary"
                className="mt-4"
                onClick={() => {
                  setSearchText('');
                  update({ search: '', status: 'all' });
                }}
              >
                {t('admin.dashboard.clearFilters')}
              </Button>
            )}
          </div>
        )}
        {dogs.data && dogs.data.total > 0 && (
          <>
            <DogTable items={dogs.data.items} sort={query.sort} dir={query.dir} onSort={onSort} {...rowActions} />
            <DogCards items={dogs.data.items} {...rowActions} />
            <PaginationNav
              page={query.page}
              pageSize={REGISTRATION_LIST_PAGE_SIZE}
              total={dogs.data.total}
              onPage={(page) => update({ page })}
            />
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming?.kind === 'delete'}
        title={t('admin.dashboard.deleteTitle')}
        message={
          confirming
            ? t('admin.dashboard.deleteConfirm', {
                dogName: confirming.dog.dogName,
                registryNumber: confirming.dog.registryNumber,
              })
            : ''
        }
        confirmLabel={t('admin.dashboard.deleteButton')}
        busyLabel={t('admin.dashboard.deleting')}
        busy={action.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && action.mutate(confirming)}
      />
      <DenyDialog
        key={confirming?.kind === 'deny' ? confirming.dog.id : 'closed'}
        dog={confirming?.kind === 'deny' ? confirming.dog : null}
        busy={action.isPending}
        onCancel={() => setConfirming(null)}
        onDeny={(deny) => confirming && action.mutate({ ...confirming, deny })}
      />
    </div>
  );
}
