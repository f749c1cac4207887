import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { StaffStats } from '#common/api';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useConfirmIdentity } from '../../../components/second-factor/confirm-identity';
import { useT } from '../../../i18n/use-t';
import { useRefreshAdminData } from '../api/refresh-admin-data';
import { removeSampleData } from '../api/remove-sample-data';

/**
 * Shown while the demo trainer or codes exist, so they are not mistaken for real data. Removing them
 * cannot be undone, so it asks first; once done, the banner goes and `onRemoved` says what happened.
 */
export function SampleDataBanner({
  sample,
  onRemoved,
}: {
  sample: StaffStats['sampleData'];
  onRemoved: (text: string) => void;
}) {
  const t = useT();
  const refresh = useRefreshAdminData();
  const confirmIdentity = useConfirmIdentity();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => confirmIdentity(removeSampleData),
    onSuccess: async (removed) => {
      setAsking(false);
      await refresh();
      onRemoved(t('admin.sample.removed', { trainers: removed.trainers, codes: removed.paymentCodes }));
    },
    onError: () => setAsking(false),
  });
  if (sample.trainers === 0 && sample.paymentCodes === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border-2 border-amber-600 bg-amber-50 p-3 sm:gap-3 sm:p-4">
      <p>
        <strong>{t('admin.sample.presentTitle')}</strong>{' '}
        {/* On a phone the title alone; the confirmation says what goes. */}
        <span className="hidden sm:inline">
          {t('admin.sample.present', { trainers: sample.trainers, codes: sample.paymentCodes })}
        </span>
      </p>
      <Button variant="secondary" onClick={() => setAsking(true)} disabled={remove.isPending}>
        {t('admin.sample.remove')}
      </Button>
      {remove.isError && (
        <p role="alert" className="w-full font-semibold text-red-800">
          {t('admin.sample.removeFailed')}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t('admin.sample.confirmTitle')}
        message={t('admin.sample.confirm', { trainers: sample.trainers, codes: sample.paymentCodes })}
        confirmLabel={t('admin.sample.remove')}
        busyLabel={t('admin.sample.removing')}
        busy={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
