import { deleteConfirmation } from '#common/messages';
import { Button } from '../../../components/button';
import { ModalDialog } from '../../../components/modal-dialog';

interface ConfirmDeleteDialogProps {
  target: { dogName: string; registryNumber: string } | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteDialog({ target, deleting, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <ModalDialog open={target !== null} titleId="confirm-delete-title" onDismiss={onCancel}>
      <h2 id="confirm-delete-title" className="text-xl font-bold">
        Confirm Deletion
      </h2>
      {target && <p className="mt-3">{deleteConfirmation(target.dogName, target.registryNumber)}</p>}
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete Record'}
        </Button>
      </div>
    </ModalDialog>
  );
}
