import { Link } from 'react-router';
import type { StaffRegistrationListItem } from '#common/api';
import { ActionMenu } from '../../../components/action-menu';
import { useT } from '../../../i18n/use-t';
import { paths } from '../../../lib/paths';

export interface DogActionHandlers {
  busyId: string | null;
  onApprove: (dog: StaffRegistrationListItem) => void;
  onDeny: (dog: StaffRegistrationListItem) => void;
  onDelete: (dog: StaffRegistrationListItem) => void;
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
}: { dog: StaffRegistrationListItem } & DogActionHandlers) {
  const t = useT();
  const busy = busyId === dog.id;
  const name = { dogName: dog.dogName };
  return (
    <div className="flex flex-nowrap items-center gap-1">
      <Link
        to={paths.adminEdit(dog.id)}
        className={`${actionClass} text-brand-800`}
        aria-label={t('admin.dogs.editRegistration', name)}
      >
        {t('admin.dogs.edit')}
      </Link>
      {dog.status === 'pending' && (
        <>
          <button
            type="button"
            className={`${actionClass} text-green-800`}
            disabled={busy}
            onClick={() => onApprove(dog)}
            aria-label={t('admin.dogs.approveRegistration', name)}
          >
            {t('admin.dogs.approve')}
          </button>
          <button
            type="button"
            className={`${actionClass} text-amber-900`}
            disabled={busy}
            onClick={() => onDeny(dog)}
            aria-label={t('admin.dogs.denyRegistration', name)}
          >
            {t('admin.dogs.deny')}
          </button>
        </>
      )}
      <ActionMenu
        text={t('admin.dogs.more')}
        label={t('admin.dogs.moreActions', name)}
        items={[
          { label: t('admin.dogs.viewCard'), ariaLabel: t('admin.dogs.viewCardFor', name), to: paths.card(dog.id) },
          {
            label: t('admin.dogs.delete'),
            ariaLabel: t('admin.dogs.deleteDog', name),
            tone: 'danger',
            disabled: busy,
            onSelect: () => onDelete(dog),
          },
        ]}
      />
    </div>
  );
}
