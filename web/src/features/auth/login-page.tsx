import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '#common/messages';
import { useSession, useSessionActions } from '../../api/session';
import { FormAlert } from '../../components/form-alert';
import { Button } from '../../components/button';
import { Field, inputClass } from '../../components/field';
import { PageSkeleton } from '../../components/page-skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { useArea } from '../../i18n/language-context';
import { useRichT, useT } from '../../i18n/use-t';
import { ApiRequestError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { login } from './api/login';
import { safeNext } from './safe-next';
import { SecondStep } from './second-factor/second-step';
import type { Session } from '#common/api';

function loginMessage(error: unknown): string {
  if (error instanceof ApiRequestError && [401, 422, 429].includes(error.status)) return error.message;
  return MESSAGES.loginFailed;
}

export function LoginPage() {
  const t = useT();
  const tRich = useRichT();
  const wordsReady = useArea('admin');
  useDocumentTitle(t('admin.login.title'));
  const session = useSession();
  const { signedIn } = useSessionActions();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Sent here because a session in use ended: say why, where sign-in errors go.
  const [error, setError] = useState<string | null>(() => session.data?.endedNotice ?? null);
  const finish = (answer: Session) => {
    signedIn(answer);
    if (answer.admin) navigate(next, { replace: true });
  };
  const signIn = useMutation({
    mutationFn: () => login(email, password),
    onSuccess: (answer) => {
      setPassword('');
      finish(answer);
    },
    onError: (failure) => setError(loginMessage(failure)),
  });

  if (session.isPending || !wordsReady) return <PageSkeleton label={t('site.checkingSession')} />;
  if (session.data?.admin) return <Navigate to={next} replace />;
  // The password was right: the second factor (or, for an account without one, its enrolment).
  if (session.data?.secondFactor) {
    return (
      <div className="mx-auto max-w-xl">
        <SecondStep step={session.data.secondFactor} onSignedIn={finish} />
      </div>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setError(MESSAGES.loginRequired);
    setError(null);
    signIn.mutate();
  }

  return (
    <div className="mx-auto max-w-md space-y-6">
      <h1 className="text-3xl font-bold">{t('admin.login.title')}</h1>
      <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-lg border border-slate-300 bg-white p-6">
        <FormAlert message={error} />
        <Field id="login-email" label={t('admin.login.email')}>
          {() => (
            <input
              id="login-email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass(false)}
            />
          )}
        </Field>
        <Field id="login-password" label={t('admin.login.password')}>
          {() => (
            <input
              id="login-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={inputClass(false)}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? t('admin.login.busy') : t('admin.login.submit')}
        </Button>
      </form>
      <p className="text-sm text-slate-700">
        {tRich('admin.login.forStaff', {
          lookup: (
            <a className="underline" href={paths.lookup}>
              {t('admin.login.lookupLink')}
            </a>
          ),
        })}
      </p>
    </div>
  );
}
