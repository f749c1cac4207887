import type { DogSummaryView, SummaryStatus } from '#common/api';
import { StatusBadge } from '../../components/status-badge';
import { VerifyAnotherLinks } from './verify-another-links';

const EXPLANATIONS: Record<SummaryStatus, string> = {
  pending: "is pending review. It is not yet a valid registration: the registry's staff have not reviewed it.",
  retired: 'belongs to a dog that has retired from service. It is no longer a valid registration.',
  deceased: 'is no longer active. It is not a valid registration.',
};

/** What a visitor sees of a registration not yet reviewed, or ended: its number, the dog's name and why. */
export function SummaryNotice({ dog }: { dog: DogSummaryView }) {
  const pending = dog.status === 'pending';
  return (
    <div
      className={`mx-auto max-w-xl space-y-4 rounded-lg border-2 bg-white p-6 ${pending ? 'border-amber-600' : 'border-slate-600'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-3xl font-bold">{dog.dogName}</h1>
        <StatusBadge status={dog.displayStatus} />
      </div>
      <p>
        Registry number <span className="font-mono font-bold">{dog.registryNumber}</span> {EXPLANATIONS[dog.status]}
      </p>
      <VerifyAnotherLinks />
    </div>
  );
}
