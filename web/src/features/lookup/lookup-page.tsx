import { useMutation } from '@tanstack/react-query';
import { ScanLine } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { RegistrationNotValidView } from '#common/api';
import { MESSAGES } from '#common/messages';
import { exampleRegistryNumber } from '#common/registry-number';
import { usePublicConfig, useSendsEmail } from '../../api/get-public-config';
import { Button } from '../../components/button';
import { Field, inputClass } from '../../components/field';
import { useDocumentTitle } from '../../components/use-document-title';
import { useMessageText, useT } from '../../i18n/use-t';
import { ApiRequestError, failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { lookupRegistration } from '../../api/lookup-registration';

// Needed only for a number that is not valid (the others open their own page): fetched then, not with the form.
const RegistrationVerdict = lazy(async () => ({
  default: (await import('../../components/registration-verdict')).RegistrationVerdict,
}));

export function LookupPage() {
  const t = useT();
  const sendsEmail = useSendsEmail();
  const messageText = useMessageText();
  useDocumentTitle(t('lookup.title'));
  const navigate = useNavigate();
  const { data: config } = usePublicConfig();
  const example = exampleRegistryNumber(config?.registryPrefix ?? 'SDR-');
  // A card's short address (/c/{number}, printed on its back) asks at once, as if typed and searched.
  const { number: fromAddress } = useParams();
  const [value, setValue] = useState(fromAddress ?? '');
  const [error, setError] = useState<string | null>(null);
  // A number that is not valid has no page of its own: its verdict is given here, where it was asked.
  const [notValid, setNotValid] = useState<RegistrationNotValidView | null>(null);
  // The answer's error belongs to the number: focus goes back to it, also after a click on Search,
  // which the search disables while it runs (focus would otherwise fall to the page).
  const input = useRef<HTMLInputElement>(null);
  const lookup = useMutation({
    mutationFn: lookupRegistration,
    onSuccess: (dog) =>
      dog.view === 'not_valid' ? setNotValid(dog) : navigate(paths.card(dog.id), { replace: Boolean(fromAddress) }),
    onError: (failure) => {
      setError(
        failure instanceof ApiRequestError && failure.status === 404
          ? messageText(MESSAGES.lookupNotFound)
          : messageText(failureMessage(failure)),
      );
      input.current?.focus();
    },
  });

  const asked = useRef(false);
  useEffect(() => {
    if (!fromAddress || asked.current) return;
    asked.current = true;
    lookup.mutate(fromAddress.trim());
  }, [fromAddress, lookup]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The one rule before asking: something typed. Case, spaces and a missing prefix are the server's to
    // forgive (it reads the number leniently), so no schema library is loaded for this page.
    const number = value.trim();
    if (number === '') return setError(messageText(MESSAGES.lookupRequired));
    setError(null);
    setNotValid(null);
    lookup.mutate(number);
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{t('lookup.title')}</h1>
      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-slate-300 bg-white p-6">
        <Field
          id="registry-number"
          label={t('lookup.label')}
          error={error ?? undefined}
          hint={t('lookup.hint', { example })}
        >
          {(describedBy) => (
            <input
              id="registry-number"
              ref={input}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
                setNotValid(null);
              }}
              placeholder={example}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass(Boolean(error))}
            />
          )}
        </Field>
        <div role="alert" className="sr-only">
          {error}
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <Button type="submit" disabled={lookup.isPending}>
            {lookup.isPending ? t('lookup.searching') : t('lookup.search')}
          </Button>
          <Link
            to={paths.verify}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
          >
            <ScanLine aria-hidden="true" size={20} />
            {t('lookup.scanInstead')}
          </Link>
        </div>
      </form>
      {notValid && (
        <Suspense fallback={null}>
          <RegistrationVerdict view={notValid} />
        </Suspense>
      )}
      <section aria-labelledby="who-title" className="rounded-lg border border-slate-300 bg-white p-6">
        <h2 id="who-title" className="text-xl font-bold">
          {t('lookup.whoTitle')}
        </h2>
        <p className="mt-2">{t('lookup.who')}</p>
        <p className="mt-2 text-sm text-slate-700">{t('lookup.voluntary')}</p>
        <p className="mt-2 text-sm">
          {t('lookup.lostOwnerLink')}{' '}
          <Link to={paths.ownerLink} className="font-semibold text-brand-800 underline">
            {t(sendsEmail ? 'lookup.emailOwnerLink' : 'lookup.askOwnerLink')}
          </Link>
        </p>
        <p className="mt-2 text-sm">
          <Link to={paths.counterSheet} className="font-semibold text-brand-800 underline">
            {t('sheet.link')}
          </Link>
        </p>
      </section>
    </div>
  );
}
