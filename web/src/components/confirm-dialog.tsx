import { useId } from 'react';
import { useT } from '../i18n/use-t';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before an action that cannot be undone (delete); Cancel, Escape or the backdrop keep the record. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useT();
  // Its own id: a page may hold several (the dashboard asks before a delete and before removing sample data).
  const titleId = useId();
  return (
    <ModalDialog open={open} titleId={titleId} onDismiss={onCancel}>
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-3">{message}</p>
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
