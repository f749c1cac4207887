import { useState } from 'react';
import type { DogFullView } from '#common/api';
import { canReplaceCard } from '#common/owner-schemas';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureMessage } from '../../../lib/api-client';
import { useReplaceCard } from '../api/owner-actions';

/** A new card for a lost one: the lost card stops verifying once the new one is issued. */
export function ReplaceCard({ dog, ownerKey }: { dog: DogFullView; ownerKey: string | null }) {
  const replace = useReplaceCard(dog.id, ownerKey);
  const [confirming, setConfirming] = useState(false);
  if (!canReplaceCard(dog)) return null;
  return (
    <div className="space-y-3">
      <p>
        Lost your card? Get a new one here. The lost card stops verifying at once, so nobody else can show it as yours;
        the registry number stays the same.
      </p>
      <Button variant="secondary" onClick={() => setConfirming(true)} disabled={replace.isPending}>
        Replace a lost card
      </Button>
      <p role="status" className="font-semibold">
        {replace.isSuccess ? 'Your new card is ready above: print it. The lost card no longer verifies.' : ''}
      </p>
      {replace.isError && (
        <p role="alert" className="font-semibold text-red-800">
          {failureMessage(replace.error)}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Replace your card?"
        message={`The card you have now for ${dog.dogName} (${dog.registryNumber}) will stop verifying, even if you find it again. You will print the new one.`}
        confirmLabel="Replace Card"
        busyLabel="Replacing..."
        busy={replace.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => replace.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
