import { useMutation } from '@tanstack/react-query';
import type { AdminStats } from '#common/api';
import { Button } from '../../../components/button';
import { useRefreshAdminData } from '../api/refresh-admin-data';
import { removeSampleData } from '../api/remove-sample-data';

/** Shown while the demo trainer or codes exist, so they are not mistaken for real data. */
export function SampleDataBanner({ sample }: { sample: AdminStats['sampleData'] }) {
  const refresh = useRefreshAdminData();
  const remove = useMutation({ mutationFn: removeSampleData, onSuccess: refresh });
  if (sample.trainers === 0 && sample.paymentCodes === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border-2 border-amber-600 bg-amber-50 p-4">
      <p>
        <strong>Sample data is present:</strong> {sample.trainers} sample trainer{sample.trainers === 1 ? '' : 's'}{' '}
        (directory ID DEMO-12345) and {sample.paymentCodes} sample payment code{sample.paymentCodes === 1 ? '' : 's'}.
        Remove them before real use.
      </p>
      <Button variant="secondary" onClick={() => remove.mutate()} disabled={remove.isPending}>
        {remove.isPending ? 'Removing...' : 'Remove sample data'}
      </Button>
      {remove.isError && (
        <p role="alert" className="w-full font-semibold text-red-800">
          The sample data could not be removed. Please try again.
        </p>
      )}
    </div>
  );
}
