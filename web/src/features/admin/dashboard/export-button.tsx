import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '../../../components/button';
import { useConfirmIdentity } from '../../../components/second-factor/confirm-identity';
import { Spinner } from '../../../components/spinner';
import { useMessageText, useT } from '../../../i18n/use-t';
import { saveFile } from '../../../lib/save-file';
import { exportRegistrations } from '../api/get-dogs';

interface ExportButtonProps {
  search: string;
  status: string;
  /** Says why the export failed, in the dashboard's alert. */
  onFailed: (text: string) => void;
}

/**
 * The CSV of the records the dashboard's search and status match, saved under the server's file name.
 * The server may ask for the second factor again first, in the confirm dialog.
 */
export function ExportButton({ search, status, onFailed }: ExportButtonProps) {
  const t = useT();
  const say = useMessageText();
  const confirmIdentity = useConfirmIdentity();
  const exportCsv = useMutation({
    mutationFn: () => confirmIdentity(() => exportRegistrations(search, status)),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) => onFailed(t('admin.dashboard.exportFailed', { reason: say(error.message) })),
  });
  const busy = exportCsv.isPending;
  return (
    <>
      {/* aria-disabled, not disabled: the button keeps its focus while the file is made. */}
      <Button onClick={() => busy || exportCsv.mutate()} aria-disabled={busy || undefined}>
        {busy ? <Spinner /> : <Download aria-hidden="true" size={18} />}
        {/* On a phone the icon alone, so the filters fit one line and the list starts on the first screen. */}
        <span className="sr-only sm:not-sr-only">{t('admin.dashboard.export')}</span>
      </Button>
      <span role="status" className="sr-only">
        {busy ? t('admin.dashboard.exporting') : ''}
      </span>
    </>
  );
}
