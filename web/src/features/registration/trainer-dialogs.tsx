import { useEffect, useState } from 'react';
import type { TrainerPublic } from '#common/api';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import { Spinner } from '../../components/spinner';
import { useT } from '../../i18n/use-t';

export type TrainerCheckState =
  { phase: 'idle' } | { phase: 'verifying' } | { phase: 'verified'; trainer: TrainerPublic };

/**
 * How long a check runs before "Verifying" opens: a quick answer goes straight to its result instead of
 * flashing the modal up and away, and a slow one shows it with its spinner. No answer is held back to
 * make the check look slower than it is (the specification's honesty rules: no artificial waiting).
 */
const VERIFYING_MODAL_DELAY_MS = 400;

/** True once `active` has stayed true for `delayMs`; false again as soon as it is not. */
function useShownAfter(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}

/** Shown while the server checks the trainer's directory ID, then with the trainer it found (wizard step 1). */
export function TrainerDialogs({
  state,
  onContinue,
  onStay,
  stayFocus,
}: {
  state: TrainerCheckState;
  onContinue: () => void;
  onStay: () => void;
  /** Where focus goes when the handler stays on this step (the Next button was disabled during the check). */
  stayFocus: () => HTMLElement | null | undefined;
}) {
  const t = useT();
  const verifyingShown = useShownAfter(state.phase === 'verifying', VERIFYING_MODAL_DELAY_MS);
  return (
    <>
      <ModalDialog open={verifyingShown} titleId="trainer-verifying-title" busy>
        <h2 id="trainer-verifying-title" className="text-xl font-bold">
          {t('trainer.verifyingTitle')}
        </h2>
        <p className="mt-2 flex items-center gap-2 text-slate-700" role="status">
          <Spinner />
          {t('trainer.verifying')}
        </p>
      </ModalDialog>
      <ModalDialog
        open={state.phase === 'verified'}
        titleId="trainer-verified-title"
        onDismiss={onContinue}
        onEscape={onStay}
        returnFocusTo={stayFocus}
      >
        {state.phase === 'verified' && (
          <>
            <h2 id="trainer-verified-title" className="text-xl font-bold text-green-900">
              {t('trainer.verifiedTitle')}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="font-semibold">{t('trainer.name')}</dt>
              <dd>{state.trainer.name}</dd>
              <dt className="font-semibold">{t('trainer.directoryId')}</dt>
              <dd>{state.trainer.licenseNumber}</dd>
              <dt className="font-semibold">{t('trainer.credentialId')}</dt>
              <dd>{state.trainer.credentialId}</dd>
            </dl>
            <Button className="mt-5 w-full" onClick={onContinue}>
              {t('trainer.continue')}
            </Button>
          </>
        )}
      </ModalDialog>
    </>
  );
}
