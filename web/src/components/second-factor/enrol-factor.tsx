import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Enrolled, TotpEnrolment } from '#common/api';
import { FormAlert } from '../form-alert';
import { Button } from '../button';
import { Field, inputClass } from '../field';
import { useT } from '../../i18n/use-t';
import { ApiRequestError } from '../../lib/api-client';
import { enrolPasskey, finishTotpEnrolment, startTotpEnrolment } from '../../api/second-factor';
import { factorFailure } from './failure-text';

interface EnrolFactorProps {
  onEnrolled: (enrolled: Enrolled) => void;
  /** Runs each request to the server; the security page's asks for a fresh second factor when needed. */
  confirm?: <T>(change: () => Promise<T>) => Promise<T>;
}

/** Adding a passkey (first, where the browser offers one) or an authenticator app. */
export function EnrolFactor({ onEnrolled, confirm = (change) => change() }: EnrolFactorProps) {
  const t = useT();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [app, setApp] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const passkey = useMutation({
    mutationFn: () => confirm(() => enrolPasskey(t('admin.enrol.passkeyName'))),
    onSuccess: onEnrolled,
    onError: (failure) => setError(factorFailure(failure, t('admin.enrol.passkeyFailed'))),
  });
  const startApp = useMutation({
    mutationFn: () => confirm(startTotpEnrolment),
    onSuccess: setApp,
    onError: (failure) => setError(factorFailure(failure, '')),
  });
  const finishApp = useMutation({
    mutationFn: () => confirm(() => finishTotpEnrolment(code.trim(), t('admin.enrol.appName'))),
    onSuccess: onEnrolled,
    onError: (failure) => {
      if (failure instanceof ApiRequestError && failure.fields.code) return setCodeError(failure.fields.code);
      setError(factorFailure(failure, ''));
    },
  });
  const busy = passkey.isPending || startApp.isPending || finishApp.isPending;
  const passkeysAvailable = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setCodeError(t('admin.mfa.codeRequired'));
    setCodeError(undefined);
    setError(null);
    finishApp.mutate();
  }

  const codeId = `${id}-code`;
  return (
    <div className="space-y-5">
      <FormAlert message={error} />
      <div className="flex flex-col gap-3 sm:flex-row">
        {passkeysAvailable && (
          <Button
            disabled={busy}
            onClick={() => {
              setError(null);
              passkey.mutate();
            }}
          >
            {passkey.isPending ? t('admin.enrol.passkeyBusy') : t('admin.enrol.passkey')}
          </Button>
        )}
        {!app && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setError(null);
              startApp.mutate();
            }}
          >
            {t('admin.enrol.app')}
          </Button>
        )}
      </div>
      {app && (
        <section aria-labelledby={`${id}-app`} className="space-y-4 rounded-lg border border-slate-300 p-4">
          <h2 id={`${id}-app`} className="text-xl font-bold">
            {t('admin.enrol.appTitle')}
          </h2>
          <p>{t('admin.enrol.appSteps')}</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(app.qrSvg)}`}
            alt={t('admin.enrol.qrLabel')}
            className="h-48 w-48 bg-white"
          />
          <p>
            {t('admin.enrol.key')}:{' '}
            <code className="font-mono break-all" data-testid="totp-secret">
              {app.secret}
            </code>
          </p>
          <form onSubmit={onConfirm} noValidate className="space-y-4">
            <Field id={codeId} label={t('admin.mfa.code')} hint={t('admin.mfa.codeHint')} error={codeError}>
              {(describedBy) => (
                <input
                  id={codeId}
                  aria-describedby={describedBy}
                  aria-invalid={Boolean(codeError) || undefined}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  className={inputClass(Boolean(codeError))}
                />
              )}
            </Field>
            <Button type="submit" disabled={busy}>
              {finishApp.isPending ? t('admin.enrol.confirming') : t('admin.enrol.confirm')}
            </Button>
          </form>
        </section>
      )}
    </div>
  );
}
