import type { StaffRegistrationListItem } from '#common/api';
import { StatusBadge } from '../../../components/status-badge';
import { useFormat } from '../../../i18n/use-format';
import { useServiceTypeWords } from '../../../i18n/use-service-type-words';
import { useT } from '../../../i18n/use-t';
import { DogActions, type DogActionHandlers } from './dog-actions';

/** The records as a list of cards on a phone or tablet: everything the table shows, with no sideways scrolling. */
export function DogCards({ items, ...actions }: { items: StaffRegistrationListItem[] } & DogActionHandlers) {
  const t = useT();
  const format = useFormat();
  const serviceTypeWords = useServiceTypeWords();
  return (
    <ul
      className="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-[repeat(2,minmax(0,1fr))] lg:hidden"
      aria-label={t('admin.dogs.listLabel')}
    >
      {items.map((dog) => (
        <li key={dog.id} className="rounded-card border border-slate-300 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-lg font-bold [overflow-wrap:anywhere]">{dog.dogName}</p>
              <p className="font-mono text-sm whitespace-nowrap">{dog.registryNumber}</p>
            </div>
            <StatusBadge status={dog.displayStatus} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm">
            <dt className="text-slate-700">{t('admin.dogs.owner')}</dt>
            <dd className="[overflow-wrap:anywhere]">{dog.ownerName}</dd>
            <dt className="text-slate-700">{t('admin.dogs.serviceType')}</dt>
            <dd className="[overflow-wrap:anywhere]">{serviceTypeWords(dog.serviceType, null)}</dd>
            <dt className="text-slate-700">{t('admin.dogs.registered')}</dt>
            <dd>{format.shortDate(dog.registrationDate)}</dd>
          </dl>
          <div className="mt-2 -ml-2">
            <DogActions dog={dog} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
