import { useState } from 'react';
import type { RegistrationFullView } from '#common/api';
import { canReplaceCard } from '#common/lifecycle';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureMessage } from '../../../lib/api-client';
import { useReplaceCard } from '../api/owner-actions';
import { useMessageText, useT } from '../../../i18n/use-t';

/** A new card for a lost one: the lost card stops verifying once the new one is issued. */
export function ReplaceCard({ dog, ownerKey }: { dog: RegistrationFullView; ownerKey: string | null }) {
  const t = useT();
  const messageText = useMessageText();
  const replace = useReplaceCard(dog.id, ownerKey);
  const [confirming, setConfirming] = useState(false);
  if (!canReplaceCard(dog)) return null;
  return (
    <div className="space-y-3">
      <p>{t('replace.explain')}</p>
      <Button variant="secondary" onClick={() => setConfirming(true)} disabled={replace.isPending}>
        {t('replace.button')}
      </Button>
      <p role="status" className="font-semibold">
        {replace.isSuccess ? t('replace.done') : ''}
      </p>
      {replace.isError && (
        <p role="alert" className="font-semibold text-red-800">
          {messageText(failureMessage(replace.error))}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('replace.confirmTitle')}
        message={t('replace.confirmText', { dogName: dog.dogName, registryNumber: dog.registryNumber })}
        confirmLabel={t('replace.confirm')}
        busyLabel={t('replace.busy')}
        busy={replace.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => replace.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
