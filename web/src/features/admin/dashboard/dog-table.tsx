import { Link } from 'react-router';
import type { DogSortKey } from '#common/admin-schemas';
import type { AdminDogListItem } from '#common/api';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';

const COLUMNS: { key: DogSortKey; label: string }[] = [
  { key: 'registryNumber', label: 'Registry #' },
  { key: 'dogName', label: 'Dog Name' },
  { key: 'ownerName', label: 'Owner' },
  { key: 'serviceType', label: 'Service Type' },
  { key: 'registrationDate', label: 'Reg. Date' },
  { key: 'status', label: 'Status' },
];

interface DogTableProps {
  items: AdminDogListItem[];
  sort: DogSortKey;
  dir: 'asc' | 'desc';
  busyId: string | null;
  onSort: (key: DogSortKey) => void;
  onApprove: (dog: AdminDogListItem) => void;
  onDeny: (dog: AdminDogListItem) => void;
  onDelete: (dog: AdminDogListItem) => void;
}

const actionClass = 'rounded-md px-2 py-1.5 font-semibold underline-offset-2 hover:underline disabled:opacity-50';

export function DogTable({ items, sort, dir, busyId, onSort, onApprove, onDeny, onDelete }: DogTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
      <table className="w-full min-w-[56rem] text-left">
        <caption className="sr-only">Registered service dogs, sortable by column</caption>
        <thead className="bg-slate-100">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sort === column.key ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                className="px-3 py-2"
              >
                <button
                  type="button"
                  className="flex items-center gap-1 font-semibold"
                  onClick={() => onSort(column.key)}
                >
                  {column.label}
                  <span aria-hidden="true">{sort === column.key ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                </button>
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((dog) => (
            <tr key={dog.id} className="border-t border-slate-200">
              <td className="px-3 py-2 font-mono">{dog.registryNumber}</td>
              <td className="px-3 py-2 font-semibold">{dog.dogName}</td>
              <td className="px-3 py-2">{dog.ownerName}</td>
              <td className="px-3 py-2">{dog.serviceType}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(dog.registrationDate)}</td>
              <td className="px-3 py-2">
                <StatusBadge status={dog.displayStatus} />
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-1">
                  <Link
                    to={paths.card(dog.id)}
                    className={`${actionClass} text-brand-800`}
                    aria-label={`View card for ${dog.dogName}`}
                  >
                    View
                  </Link>
                  <Link
                    to={paths.adminEdit(dog.id)}
                    className={`${actionClass} text-brand-800`}
                    aria-label={`Edit ${dog.dogName}`}
                  >
                    Edit
                  </Link>
                  {dog.status === 'pending' && (
                    <>
                      <button
                        type="button"
                        className={`${actionClass} text-green-800`}
                        disabled={busyId === dog.id}
                        onClick={() => onApprove(dog)}
                        aria-label={`Approve ${dog.dogName}`}
                      >
                        Approve
                      </button>
                      <button
                        type="button"
                        className={`${actionClass} text-amber-900`}
                        disabled={busyId === dog.id}
                        onClick={() => onDeny(dog)}
                        aria-label={`Deny ${dog.dogName}`}
                      >
                        Deny
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className={`${actionClass} text-red-800`}
                    disabled={busyId === dog.id}
                    onClick={() => onDelete(dog)}
                    aria-label={`Delete ${dog.dogName}`}
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
