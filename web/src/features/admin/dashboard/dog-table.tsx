import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { RegistrationSortKey } from '#common/staff-schemas';
import type { StaffRegistrationListItem } from '#common/api';
import { StatusBadge } from '../../../components/status-badge';
import type { StaffMessageId } from '#common/i18n/staff-messages-en';
import { useFormat } from '../../../i18n/use-format';
import { useServiceTypeWords } from '../../../i18n/use-service-type-words';
import { useT } from '../../../i18n/use-t';
import { DogActions, type DogActionHandlers } from './dog-actions';

/** Service type waits for an extra-large screen; the card and the edit page always show it. */
const COLUMNS: { key: RegistrationSortKey; label: StaffMessageId; wide?: boolean }[] = [
  { key: 'registryNumber', label: 'admin.dogs.registryNumberColumn' },
  { key: 'dogName', label: 'admin.dogs.dogNameColumn' },
  { key: 'ownerName', label: 'admin.dogs.ownerColumn' },
  { key: 'serviceType', label: 'admin.dogs.serviceTypeColumn', wide: true },
  { key: 'registrationDate', label: 'admin.dogs.registeredColumn' },
  { key: 'status', label: 'admin.dogs.statusColumn' },
];

interface DogTableProps extends DogActionHandlers {
  items: StaffRegistrationListItem[];
  sort: RegistrationSortKey;
  dir: 'asc' | 'desc';
  onSort: (key: RegistrationSortKey) => void;
}

/** Text cut to its column with an ellipsis; the whole of it on hover and for screen readers. */
function Clipped({ text, width, className = '' }: { text: string; width: string; className?: string }) {
  return (
    <span className={`block truncate ${width} ${className}`} title={text}>
      {text}
    </span>
  );
}

function SortIcon({ active, dir }: { active: boolean; dir: 'asc' | 'desc' }) {
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return <Icon aria-hidden="true" size={16} className={active ? 'text-brand-800' : 'text-slate-500'} />;
}

/** The records as a table on a laptop or wider; phones and tablets get DogCards. */
export function DogTable({ items, sort, dir, onSort, ...actions }: DogTableProps) {
  const t = useT();
  const format = useFormat();
  const serviceTypeWords = useServiceTypeWords();
  return (
    <div className="hidden rounded-card border border-slate-300 bg-white lg:block">
      <table className="w-full table-auto text-left text-sm">
        <caption className="sr-only">{t('admin.dogs.tableCaption')}</caption>
        <thead className="bg-slate-100">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sort === column.key ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                className={`px-2.5 py-2 whitespace-nowrap ${column.wide ? 'hidden xl:table-cell' : ''}`}
              >
                <button
                  type="button"
                  className="flex items-center gap-1 rounded font-semibold"
                  onClick={() => onSort(column.key)}
                >
                  {t(column.label)}
                  <SortIcon active={sort === column.key} dir={dir} />
                </button>
              </th>
            ))}
            <th scope="col" className="px-2.5 py-2">
              {t('admin.dogs.actionsColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((dog) => (
            <tr key={dog.id} className="border-t border-slate-200 hover:bg-brand-50/60">
              <td className="px-2.5 py-2 font-mono whitespace-nowrap">{dog.registryNumber}</td>
              <td className="px-2.5 py-2 font-semibold">
                <Clipped text={dog.dogName} width="max-w-[10rem] xl:max-w-[11rem] 2xl:max-w-[18rem]" />
              </td>
              <td className="px-2.5 py-2">
                <Clipped text={dog.ownerName} width="max-w-[9rem] xl:max-w-[10rem] 2xl:max-w-[16rem]" />
              </td>
              <td className="hidden px-2.5 py-2 xl:table-cell">
                <Clipped text={serviceTypeWords(dog.serviceType, null)} width="max-w-[10rem] 2xl:max-w-[16rem]" />
              </td>
              <td className="px-2.5 py-2 whitespace-nowrap">{format.shortDate(dog.registrationDate)}</td>
              <td className="px-2.5 py-2">
                <StatusBadge status={dog.displayStatus} compact />
              </td>
              <td className="px-2.5 py-1">
                <DogActions dog={dog} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
