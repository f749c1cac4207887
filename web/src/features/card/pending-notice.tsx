import type { DogPendingView } from '#common/api';
import { StatusBadge } from '../../components/status-badge';
import { VerifyAnotherLinks } from './verify-another-links';

/** What a visitor sees of a registration staff have not reviewed: its number and dog name only. */
export function PendingNotice({ dog }: { dog: DogPendingView }) {
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-lg border-2 border-amber-600 bg-white p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-3xl font-bold">{dog.dogName}</h1>
        <StatusBadge status="pending" />
      </div>
      <p>
        Registry number <span className="font-mono font-bold">{dog.registryNumber}</span> is pending review. It is not
        yet a valid registration: the registry's staff have not reviewed it.
      </p>
      <VerifyAnotherLinks />
    </div>
  );
}
