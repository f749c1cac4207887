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
import { acceptTrainerInvitation, useTrainerInvitation } from './api/trainer-invitation';

/**
 * A trainer's one-time invitation (docs/decisions/046-trainer-accounts.md): the trainer chooses a password
 * and is signed in with it; the sign-in page then walks them through adding a passkey or an app.
 */
export function InvitationPage() {
  const t = useT();
  const say = useMessageText();
  const wordsReady = useArea('admin');
  useDocumentTitle(t('admin.invitation.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { signedIn } = useSessionActions();
  const invitation = useTrainerInvitation(token);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const accept = useMutation({
    mutationFn: () => acceptTrainerInvitation(token, password),
    onSuccess: (answer) => {
      signedIn(answer);
      navigate(paths.adminLoginThen(paths.adminTeamTests), { replace: true });
    },
    onError: (error) =>
      setErrors(
        error instanceof ApiRequestError ? { ...error.fields, _form: error.message } : { _form: MESSAGES.genericError },
      ),
  });

  if (invitation.isPending || !wordsReady) return <PageSkeleton label={t('site.loading')} />;
  const found = invitation.data;
  if (!found?.valid) {
    return (
      <div className="mx-auto max-w-md space-y-4">
        <h1 className="text-3xl font-bold">{t('admin.invitation.invalidTitle')}</h1>
        <p>{t('admin.invitation.invalidText')}</p>
      </div>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password.length < STAFF_PASSWORD_MIN_LENGTH) return setErrors({ password: MESSAGES.passwordTooShort });
    setErrors({});
    accept.mutate();
  }

  return (
    <div className="mx-auto max-w-md space-y-6">
      <h1 className="text-3xl font-bold">{t('admin.invitation.title')}</h1>
      <p>{t('admin.invitation.intro', { programme: found.programme ?? '', name: found.trainerName ?? '' })}</p>
      <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-lg border border-slate-300 bg-white p-6">
        <div role="alert" className={errors._form ? 'font-semibold text-red-800' : 'sr-only'}>
          {errors._form && say(errors._form)}
        </div>
        <Field id="invitation-email" label={t('admin.login.email')} hint={t('admin.invitation.emailHint')}>
          {(describedBy) => (
            <input
              id="invitation-email"
              type="email"
              autoComplete="username"
              readOnly
              aria-describedby={describedBy}
              value={found.email ?? ''}
              className={`${inputClass(false)} bg-slate-100`}
            />
          )}
        </Field>
        <NewPasswordField
          id="invitation-password"
          value={password}
          onChange={setPassword}
          error={errors.password && say(errors.password)}
        />
        <Button type="submit" className="w-full" disabled={accept.isPending}>
          {accept.isPending ? t('admin.invitation.busy') : t('admin.invitation.submit')}
        </Button>
      </form>
    </div>
  );
}
