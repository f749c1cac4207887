import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '#common/messages';
import { trainerLicenseSchema } from '#common/schemas';
import { usePublicConfig } from '../../api/get-public-config';
import { getTrainer } from '../../api/get-trainer';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { inputClass } from '../../components/field';
import { useFormat } from '../../i18n/use-format';
import { useMessageText, useT } from '../../i18n/use-t';
import { ApiRequestError, failureMessage } from '../../lib/api-client';

/** Looks a trainer up by ID in the registry's own trainer directory, which the registry's staff maintain. */
export function TrainerCheck() {
  const { data: config } = usePublicConfig();
  const [license, setLicense] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const check = useMutation({ mutationFn: getTrainer });
  const t = useT();
  const say = useMessageText();
  const format = useFormat();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = trainerLicenseSchema.safeParse(license);
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message ?? MESSAGES.trainerLicenseCheckRequired);
      check.reset();
      return;
    }
    setInputError(null);
    check.mutate(parsed.data);
  }

  const notFound = check.error instanceof ApiRequestError && check.error.status === 404;
  return (
    <section aria-labelledby="trainer-check-title" className="rounded-lg border border-slate-300 bg-white p-6">
      <h2 id="trainer-check-title" className="text-2xl font-bold">
        {t('trainerCheck.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('trainerCheck.intro')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor="trainer-license" className="sr-only">
            {t('trainerCheck.label')}
          </label>
          <input
            id="trainer-license"
            value={license}
            onChange={(event) => {
              setLicense(event.target.value);
              setInputError(null);
            }}
            placeholder="AZ-12345"
            autoComplete="off"
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? 'trainer-license-error' : undefined}
            className={inputClass(Boolean(inputError))}
          />
          {inputError && (
            <p id="trainer-license-error" className="mt-1 text-sm font-semibold text-red-700" role="alert">
              {say(inputError)}
            </p>
          )}
        </div>
        <Button type="submit" disabled={check.isPending}>
          {check.isPending && <Spinner />}
          {check.isPending ? t('trainerCheck.verifying') : t('trainerCheck.verify')}
        </Button>
      </form>
      <div aria-live="polite">
        {/* The button says "Verifying…" beside its spinner; this line says it to screen readers too. */}
        {check.isPending && <p className="sr-only">{t('trainerCheck.checking')}</p>}
        {check.data && (
          <div className="mt-4 rounded-md border-2 border-green-700 bg-green-50 p-4">
            <h3 className="text-lg font-bold text-green-900">{t('trainerCheck.foundTitle')}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="font-semibold">{t('trainer.name')}</dt>
              <dd>{check.data.name}</dd>
              <dt className="font-semibold">{t('trainer.directoryId')}</dt>
              <dd>{check.data.licenseNumber}</dd>
              <dt className="font-semibold">{t('trainer.credentialId')}</dt>
              <dd>{check.data.credentialId}</dd>
              <dt className="font-semibold">{t('trainerCheck.status')}</dt>
              <dd>{t('trainerCheck.active')}</dd>
              {/* Whose directory, and since when: the registry's own list, which its staff keep (LEGAL.md). */}
              <dt className="font-semibold">
                {t('trainerCheck.listedSince', { registryName: config?.registryName ?? '' })}
              </dt>
              <dd>{format.date(check.data.certifiedOn)}</dd>
              <dt className="font-semibold">{t('trainerCheck.expiresOn')}</dt>
              <dd>{format.date(check.data.expiresOn)}</dd>
            </dl>
          </div>
        )}
        {notFound && (
          <div className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-4">
            <h3 className="text-lg font-bold text-red-900">{t('trainerCheck.failedTitle')}</h3>
            {/* The registry's reason: not listed, suspended, or expired on a date. */}
            <p className="mt-1">{say(check.error?.message ?? '')}</p>
            {config && <p className="mt-1 text-sm">{t('trainerCheck.tryAgain', { phone: config.contactPhone })}</p>}
          </div>
        )}
        {check.error && !notFound && (
          <p className="mt-4 font-semibold text-red-700" role="alert">
            {say(failureMessage(check.error))}
          </p>
        )}
      </div>
    </section>
  );
}
