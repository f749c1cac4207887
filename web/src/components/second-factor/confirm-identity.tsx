/**
 * Actions that need a second factor from the last five minutes (the server's action table marks them:
 * deleting a record, exporting records, removing the sample data, ending a staff session, changing a
 * password or a factor): `useConfirmIdentity()` runs the change, and when the server asks for a fresh factor,
 * opens a dialog for it and runs the change again. Closing the dialog fails the change with the
 * server's own refusal.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, lazy, Suspense, use, useCallback, useId, useState, type ReactNode } from 'react';
import { ADMIN_SCOPE } from '../../api/session';
import { Button } from '../button';
import { ModalDialog } from '../modal-dialog';
import { useT } from '../../i18n/use-t';
import { needsFreshSecondFactor } from '../../lib/api-client';
import { getFactors } from '../../api/second-factor';

/** Loaded when the dialog first opens: a staff page that never asks for a fresh factor never loads it. */
const SecondFactorForm = lazy(async () => ({ default: (await import('./second-factor-form')).SecondFactorForm }));

type Confirm = <T>(change: () => Promise<T>) => Promise<T>;

const ConfirmIdentityContext = createContext<Confirm | null>(null);

interface Waiting {
  confirmed: () => void;
  cancelled: () => void;
}

export function ConfirmIdentityProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const titleId = useId();
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const factors = useQuery({ queryKey: [...ADMIN_SCOPE, 'factors'], queryFn: getFactors, enabled: waiting !== null });
  const confirm = useCallback<Confirm>(async (change) => {
    try {
      return await change();
    } catch (error) {
      if (!needsFreshSecondFactor(error)) throw error;
      await new Promise<void>((resolve, reject) =>
        setWaiting({
          confirmed: resolve,
          cancelled: () => reject(error instanceof Error ? error : new Error(String(error))),
        }),
      );
      return change();
    }
  }, []);
  const close = (outcome: 'confirmed' | 'cancelled') => {
    waiting?.[outcome]();
    setWaiting(null);
  };
  const step = factors.data && {
    factors: [...new Set(factors.data.factors.map((factor) => factor.kind))],
    recoveryCodes: factors.data.recoveryCodesLeft > 0,
  };
  return (
    <ConfirmIdentityContext value={confirm}>
      {children}
      <ModalDialog open={waiting !== null} titleId={titleId} onEscape={() => close('cancelled')}>
        <div className="space-y-4">
          <h2 id={titleId} className="text-2xl font-bold">
            {t('admin.mfa.title')}
          </h2>
          <p>{t('admin.mfa.confirmIntro')}</p>
          <Suspense fallback={null}>
            {step && <SecondFactorForm step={step} onDone={() => close('confirmed')} />}
          </Suspense>
          <Button variant="secondary" onClick={() => close('cancelled')}>
            {t('admin.mfa.cancel')}
          </Button>
        </div>
      </ModalDialog>
    </ConfirmIdentityContext>
  );
}

export function useConfirmIdentity(): Confirm {
  const confirm = use(ConfirmIdentityContext);
  if (!confirm) throw new Error('useConfirmIdentity needs a ConfirmIdentityProvider (features/auth/admin-guard.tsx)');
  return confirm;
}
