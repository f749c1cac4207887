import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { STAFF_PASSWORD_MIN_LENGTH } from '#common/constants';
import { MESSAGES } from '#common/messages';
import { Button } from '../../../components/button';
import { Field, inputClass } from '../../../components/field';
import { useMessageText, useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { changePassword } from '../../../api/second-factor';
import { useConfirmIdentity } from '../../../components/second-factor/confirm-identity';
import { factorFailure } from '../../../components/second-factor/failure-text';
import { NoticeLine, type Notice } from './notice';

/** A new password: the current one, and a fresh second factor; the staff member's other sessions end. */
export function PasswordSection() {
  const t = useT();
  const say = useMessageText();
  const id = useId();
  const confirmIdentity = useConfirmIdentity();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const change = useMutation({
    mutationFn: () => confirmIdentity(() => changePassword(current, next)),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setNotice({ kind: 'success', text: t('admin.security.passwordChanged') });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) return setErrors(error.fields);
      setNotice({ kind: 'error', text: say(factorFailure(error, '')) });
    },
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (next.length < STAFF_PASSWORD_MIN_LENGTH) return setErrors({ newPassword: MESSAGES.passwordTooShort });
    setErrors({});
    change.mutate();
  }
  return (
    <section aria-labelledby={id} className="max-w-md space-y-4">
      <h2 id={id} className="text-2xl font-bold">
        {t('admin.security.passwordTitle')}
      </h2>
      <NoticeLine notice={notice} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id={`${id}-current`} label={t('admin.security.currentPassword')} error={errors.currentPassword}>
          {(describedBy) => (
            <input
              id={`${id}-current`}
              type="password"
              autoComplete="current-password"
              aria-describedby={describedBy}
              aria-invalid={Boolean(errors.currentPassword) || undefined}
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              className={inputClass(Boolean(errors.currentPassword))}
            />
          )}
        </Field>
        <Field
          id={`${id}-new`}
          label={t('admin.security.newPassword')}
          hint={t('admin.setup.passwordHint', { min: STAFF_PASSWORD_MIN_LENGTH })}
          error={errors.newPassword}
        >
          {(describedBy) => (
            <input
              id={`${id}-new`}
              type="password"
              autoComplete="new-password"
              aria-describedby={describedBy}
              aria-invalid={Boolean(errors.newPassword) || undefined}
              value={next}
              onChange={(e) => setNext(e.target.value)}
              className={inputClass(Boolean(errors.newPassword))}
            />
          )}
        </Field>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('admin.security.changingPassword') : t('admin.security.changePassword')}
        </Button>
      </form>
    </section>
  );
}
