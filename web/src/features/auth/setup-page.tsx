import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { STAFF_PASSWORD_MIN_LENGTH } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { useSessionActions } from '../../api/session';
import { Button } from '../../components/button';
import { Field, inputClass } from '../../components/field';
import { PageSkeleton } from '../../components/page-skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { useArea } from '../../i18n/language-context';
import { NewPasswordField } from './new-password-field';
import { useMessageText, useT } from '../../i18n/use-t';
import { ApiRequestError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { createFirstStaff, useSetupLink } from './api/first-admin-setup';

/** The one-time link printed at start: creates the first admin and signs them in. */
export function SetupPage() {
  const t = useT();
  const say = useMessageText();
  const wordsReady = useArea('admin');
  useDocumentTitle(t('admin.setup.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { signedIn } = useSessionActions();
  const link = useSetupLink(token);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setup = useMutation({
    mutationFn: () => createFirstStaff(token, email, password),
    // Signed in with the password: the sign-in page walks through enrolling the second factor.
    onSuccess: (answer) => {
      signedIn(answer);
      navigate(paths.adminLoginThen(paths.adminDashboard), { replace: true });
    },
    onError: (error) =>
      setErrors(
        error instanceof ApiRequestError ? { ...error.fields, _form: error.message } : { _form: MESSAGES.genericError },
      ),
  });

  if (link.isPending || !wordsReady) return <PageSkeleton label={t('site.loading')} />;
  if (!link.data?.valid) {
    return (
      <div className="mx-auto max-w-md space-y-4">
        <h1 className="text-3xl font-bold">{t('admin.setup.invalidTitle')}</h1>
        <p>{t('admin.setup.invalidText')}</p>
      </div>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password.length < STAFF_PASSWORD_MIN_LENGTH) return setErrors({ password: MESSAGES.passwordTooShort });
    setErrors({});
    setup.mutate();
  }

  return (
    <div className="mx-auto max-w-md space-y-6">
      <h1 className="text-3xl font-bold">{t('admin.setup.title')}</h1>
      <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-lg border border-slate-300 bg-white p-6">
        <div role="alert" className={errors._form ? 'font-semibold text-red-800' : 'sr-only'}>
          {errors._form && say(errors._form)}
        </div>
        <Field id="setup-email" label={t('admin.login.email')} error={errors.email && say(errors.email)}>
          {(describedBy) => (
            <input
              id="setup-email"
              type="email"
              autoComplete="username"
              aria-describedby={describedBy}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass(Boolean(errors.email))}
            />
          )}
        </Field>
        <NewPasswordField
          id="setup-password"
          value={password}
          onChange={setPassword}
          error={errors.password && say(errors.password)}
        />
        <Button type="submit" className="w-full" disabled={setup.isPending}>
          {setup.isPending ? t('admin.setup.busy') : t('admin.setup.submit')}
        </Button>
      </form>
    </div>
  );
}
