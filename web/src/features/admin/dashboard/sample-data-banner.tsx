import { useMutation } from '@tanstack/react-query';
import type { StaffStats } from '#common/api';
import { Button } from '../../../components/button';
import { useConfirmIdentity } from '../../../components/second-factor/confirm-identity';
import { useT } from '../../../i18n/use-t';
import { useRefreshAdminData } from '../api/refresh-admin-data';
import { removeSampleData } from '../api/remove-sample-data';

/** Shown while the demo trainer or codes exist, so they are not mistaken for real data. */
export function SampleDataBanner({ sample }: { sample: StaffStats['sampleData'] }) {
  const t = useT();
  const refresh = useRefreshAdminData();
  const confirmIdentity = useConfirmIdentity();
  const remove = useMutation({ mutationFn: () => confirmIdentity(removeSampleData), onSuccess: refresh });
  if (sample.trainers === 0 && sample.paymentCodes === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border-2 border-amber-600 bg-amber-50 p-4">
      <p>
        <strong>{t('admin.sample.presentTitle')}</strong>{' '}
        {t('admin.sample.present', { trainers: sample.trainers, codes: sample.paymentCodes })}
      </p>
      <Button variant="secondary" onClick={() => remove.mutate()} disabled={remove.isPending}>
        {remove.isPending ? t('admin.sample.removing') : t('admin.sample.remove')}
      </Button>
      {remove.isError && (
        <p role="alert" className="w-full font-semibold text-red-800">
          {t('admin.sample.removeFailed')}
        </p>
      )}
    </div>
  );
}
