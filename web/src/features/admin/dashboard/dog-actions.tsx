import { Link } from 'react-router';
import type { AdminDogListItem } from '#common/api';
import { ActionMenu } from '../../../components/action-menu';
import { paths } from '../../../lib/paths';

export interface DogActionHandlers {
  busyId: string | null;
  onApprove: (dog: AdminDogListItem) => void;
  onDeny: (dog: AdminDogListItem) => void;
  onDelete: (dog: AdminDogListItem) => void;
}

const actionClass =
  'rounded-md px-2 py-1.5 font-semibold whitespace-nowrap underline-offset-2 hover:underline disabled:opacity-50';

/** The work done on a record from the list: review and edit in sight, the rest behind More. */
export function DogActions({
  dog,
  busyId,
  onApprove,
  onDeny,
  onDelete,
}: { dog: AdminDogListItem } & DogActionHandlers) {
  const busy = busyId === dog.id;
  return (
    <div className="flex flex-nowrap items-center gap-1">
      <Link to={paths.adminEdit(dog.id)} className={`${actionClass} text-brand-800`} aria-label={`Edit ${dog.dogName}`}>
        Edit
      </Link>
      {dog.status === 'pending' && (
        <>
          <button
            type="button"
            className={`${actionClass} text-green-800`}
            disabled={busy}
            onClick={() => onApprove(dog)}
            aria-label={`Approve ${dog.dogName}`}
          >
            Approve
          </button>
          <button
            type="button"
            className={`${actionClass} text-amber-900`}
            disabled={busy}
            onClick={() => onDeny(dog)}
            aria-label={`Deny ${dog.dogName}`}
          >
            Deny
          </button>
        </>
      )}
      <ActionMenu
        label={`More actions for ${dog.dogName}`}
        items={[
          { label: 'View card', ariaLabel: `View card for ${dog.dogName}`, to: paths.card(dog.id) },
          {
            label: 'Delete',
            ariaLabel: `Delete ${dog.dogName}`,
            tone: 'danger',
            disabled: busy,
            onSelect: () => onDelete(dog),
          },
        ]}
      />
    </div>
  );
}
