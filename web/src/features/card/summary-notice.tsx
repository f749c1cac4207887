import type { DogSummaryView, SummaryStatus } from '#common/api';
import { StatusBadge } from '../../components/status-badge';
import { VerifyAnotherLinks } from './verify-another-links';
import { useRichT } from '../../i18n/use-t';
import type { MessageId } from '#common/i18n/messages-en';

const EXPLANATIONS = {
  pending: 'summary.pending',
  retired: 'summary.retired',
  deceased: 'summary.deceased',
} as const satisfies Record<SummaryStatus, MessageId>;

/** What a visitor sees of a registration not yet reviewed, or ended: its number, the dog's name and why. */
export function SummaryNotice({ dog }: { dog: DogSummaryView }) {
  const tRich = useRichT();
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
        {tRich(EXPLANATIONS[dog.status], {
          registryNumber: <span className="font-mono font-bold">{dog.registryNumber}</span>,
        })}
      </p>
      <VerifyAnotherLinks />
    </div>
  );
}
