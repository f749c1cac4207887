import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { SecondFactorStep, Session } from '#common/api';
import { FormAlert } from '../form-alert';
import { Button } from '../button';
import { Field, inputClass } from '../field';
import { useT } from '../../i18n/use-t';
import { presentPasskey, presentRecoveryCode, presentTotp } from '../../api/second-factor';
import { factorFailure } from './failure-text';

interface SecondFactorFormProps {
  step: Pick<SecondFactorStep, 'factors' | 'recoveryCodes'>;
  onDone: (session: Session) => void;
}

/** A passkey, a code from an authenticator app, or a recovery code: whichever the account has. */
export function SecondFactorForm({ step, onDone }: SecondFactorFormProps) {
  const t = useT();
  const id = useId();
  const hasApp = step.factors.includes('totp');
  const [useRecovery, setUseRecovery] = useState(!hasApp && !step.factors.includes('passkey'));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passkey = useMutation({
    mutationFn: presentPasskey,
    onSuccess: onDone,
    onError: (failure) => setError(factorFailure(failure, t('admin.mfa.passkeyCancelled'))),
  });
  const typed = useMutation({
    mutationFn: () => (useRecovery ? presentRecoveryCode(code) : presentTotp(code)),
    onSuccess: onDone,
    onError: (failure) => {
      setCode('');
      setError(factorFailure(failure, ''));
    },
  });
  const busy = passkey.isPending || typed.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(t('admin.mfa.codeRequired'));
    setError(null);
    typed.mutate();
  }

  const fieldId = `${id}-code`;
  return (
    <div className="space-y-5">
      <FormAlert message={error} />
      {step.factors.includes('passkey') && (
        <Button
          className="w-full"
          disabled={busy}
          onClick={() => {
            setError(null);
            passkey.mutate();
          }}
        >
          {passkey.isPending ? t('admin.mfa.passkeyBusy') : t('admin.mfa.usePasskey')}
        </Button>
      )}
      {(hasApp || useRecovery) && (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field
            id={fieldId}
            label={useRecovery ? t('admin.mfa.recoveryCode') : t('admin.mfa.code')}
            hint={useRecovery ? t('admin.mfa.recoveryCodeHint') : t('admin.mfa.codeHint')}
          >
            {(describedBy) => (
              <input
                id={fieldId}
                key={useRecovery ? 'recovery' : 'app'}
                aria-describedby={describedBy}
                autoComplete="one-time-code"
                inputMode={useRecovery ? 'text' : 'numeric'}
                spellCheck={false}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                className={inputClass(false)}
              />
            )}
          </Field>
          <Button
            type="submit"
            variant={step.factors.includes('passkey') ? 'secondary' : 'primary'}
            className="w-full"
            disabled={busy}
          >
            {typed.isPending ? t('admin.mfa.verifying') : t('admin.mfa.verify')}
          </Button>
        </form>
      )}
      {step.recoveryCodes && (
        <button
          type="button"
          className="text-brand-800 underline"
          onClick={() => {
            setUseRecovery((value) => !value);
            setCode('');
            setError(null);
          }}
        >
          {useRecovery ? t(hasApp ? 'admin.mfa.useAppCode' : 'admin.mfa.usePasskey') : t('admin.mfa.useRecoveryCode')}
        </button>
      )}
    </div>
  );
}
